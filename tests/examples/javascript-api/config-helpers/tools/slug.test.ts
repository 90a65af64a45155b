import { expect, test } from '@rstest/core';

const slug = (title: string) => title.toLowerCase().replaceAll(' ', '-');

test('turns a title into a slug', () => {
  expect(slug('Order History')).toBe('order-history');
});
