import { expect, rs, test } from '@rstest/core';

test('rs.fn records every call', () => {
  const onItem = rs.fn((name: string) => name.toUpperCase());
  ['tea', 'milk'].forEach((name) => onItem(name));

  expect(onItem).toHaveBeenCalledTimes(2);
  expect(onItem).toHaveBeenNthCalledWith(1, 'tea');
  expect(onItem).toHaveLastReturnedWith('MILK');
  expect(onItem.mock.calls).toEqual([['tea'], ['milk']]);
});

test('rs.spyOn watches a method and can replace it', () => {
  const warn = rs.spyOn(console, 'warn').mockImplementation(() => {});
  console.warn('low stock');

  expect(warn).toHaveBeenCalledWith('low stock');
});

test('restoreMocks put the real console.warn back', () => {
  expect(rs.isMockFunction(console.warn)).toBe(false);
});
