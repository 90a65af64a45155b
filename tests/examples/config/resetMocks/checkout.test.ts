import { expect, rstest, test } from '@rstest/core';

const catalog = { price: (sku: string): number => (sku === 'book' ? 12 : 0) };
const price = rstest.spyOn(catalog, 'price');
const applyCoupon = rstest.fn((total: number) => total);

test('a sale: both mocks return something else', () => {
  price.mockReturnValue(100);
  applyCoupon.mockImplementation((total) => total / 2);
  expect(applyCoupon(catalog.price('book'))).toBe(50);
});

test('the next test starts from the initial implementations', () => {
  // The spy calls the original method again, and rstest.fn its own function.
  expect(applyCoupon(catalog.price('book'))).toBe(12);
  // The spy is still installed and counts from zero.
  expect(rstest.isMockFunction(catalog.price)).toBe(true);
  expect(price).toHaveBeenCalledTimes(1);
});
