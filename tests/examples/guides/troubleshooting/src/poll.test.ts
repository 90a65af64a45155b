import { afterEach, expect, test } from '@rstest/core';

let timer: ReturnType<typeof setInterval> | undefined;
afterEach(() => clearInterval(timer));

test('starts polling', () => {
  timer = setInterval(() => {}, 1000);
  expect(timer).toBeDefined();
});
