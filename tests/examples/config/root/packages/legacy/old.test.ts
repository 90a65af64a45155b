// Outside `root`: Rstest never looks here.
import { expect, test } from '@rstest/core';

test('is never run', () => {
  expect('legacy').toBe('web');
});
