import { expect, test } from '@rstest/core';

// Loaded on demand, in its own chunk, the way a federated module is.
test('loads a module on demand', async () => {
  const { formatPrice } = await import('./format-price');
  expect(formatPrice(1999)).toBe('$19.99');
});
