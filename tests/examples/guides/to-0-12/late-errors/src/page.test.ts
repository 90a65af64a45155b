import { expect, test } from '@rstest/core';
import { openPage } from './page';

test('renders the title', () => {
  expect(openPage('Pricing')).toBe('<h1>Pricing</h1>');
});
