import { expect, test } from '@rstest/core';

const search = (items: string[], query: string) => items.filter((item) => item.includes(query));

test('finds matching items', () => {
  expect(search(['apple', 'pear'], 'ap')).toEqual(['apple']);
});

test.skip('ranks exact matches first', () => {});

test.todo('ignores accents');
