// Row createmockfrommodule: `rs.mock(path, { mock: true })` automocks the module for the whole file.
import { expect, rs, test } from '@rstest/core';
import { answer, greet } from './src/greeter';

rs.mock('./src/greeter', { mock: true });

test('the functions are mocks returning undefined; other values are kept', () => {
  expect(rs.isMockFunction(greet)).toBe(true);
  expect(greet('ada')).toBeUndefined();
  expect(answer).toBe(42);
});
