// Not shown on the page: behaviour set in beforeEach survives the reset.
import { beforeEach, expect, rstest, test } from '@rstest/core';

const lookup = rstest.fn();

beforeEach(() => {
  lookup.mockReturnValue('from beforeEach');
});

test('behaviour set in beforeEach applies to the test', () => {
  expect(lookup()).toBe('from beforeEach');
});
