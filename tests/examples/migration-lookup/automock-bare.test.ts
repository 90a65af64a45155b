// Row createmockfrommodule: without a manual mock, `rs.mock(path)` automocks as well.
import { expect, rs, test } from '@rstest/core';
import { greet } from './src/greeter';

rs.mock('./src/greeter');

test('the functions are mocks returning undefined', () => {
  expect(rs.isMockFunction(greet)).toBe(true);
  expect(greet('ada')).toBeUndefined();
});
