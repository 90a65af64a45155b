import { expect, test } from '@rstest/core';
import { convert, version } from '@/index';

test('converts with the factors of units.yaml', () => {
  expect(convert(2, 'mi', 'ft')).toBe(10560);
  expect(convert(1000, 'ft', 'm')).toBe(304.8);
});

test('exports the version set by source.define', () => {
  expect(version).toBe('2.1.0');
});
