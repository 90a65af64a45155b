import { expect } from '@rstest/core';
import { Money } from './money';

// Prints Money<12.50 EUR> instead of the object's fields.
expect.addSnapshotSerializer({
  test: (value) => value instanceof Money,
  serialize: (value: Money) => `Money<${(value.cents / 100).toFixed(2)} ${value.currency}>`,
});
