// Input data for a code-mod test, not a test: it fails on purpose if Rstest ever runs it.
import { expect, test } from '@rstest/core';

test('is never run', () => {
  expect('fixture').toBe('test');
});
