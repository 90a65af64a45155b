// Not shown on the page: verifies its pitfalls (run with --include).
import { beforeAll, beforeEach, expect, rstest, test } from '@rstest/core';

const clock = { now: () => 1000, today: () => 'Monday', zone: () => 'UTC' };
rstest.spyOn(clock, 'now').mockReturnValue(0);
beforeAll(() => {
  rstest.spyOn(clock, 'today').mockReturnValue('Sunday');
  clock.zone = rstest.fn(() => 'CET');
});
beforeEach(() => {
  rstest.spyOn(Math, 'random').mockReturnValue(0.5);
});

test('spies from the top of the file and beforeAll are gone; beforeEach spies and assigned mocks stay', () => {
  expect(clock.now()).toBe(1000);
  expect(clock.today()).toBe('Monday');
  expect(Math.random()).toBe(0.5);
  expect(clock.zone()).toBe('CET');
  expect(rstest.isMockFunction(clock.zone)).toBe(true);
});
