// Not shown on the page: toHaveProperty prints no diff, so a shortened value hides the object.
import { expect, test } from '@rstest/core';

test('has an owner', () => {
  expect({ team: 'checkout', labels: ['bug', 'checkout', 'payments'] }).toHaveProperty('owner');
});
