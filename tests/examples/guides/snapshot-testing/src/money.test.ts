import { expect, test } from '@rstest/core';
import { Money } from './money';

test('prices are printed by the serializer', () => {
  expect({ price: new Money(1250, 'EUR'), shipping: new Money(0, 'EUR') }).toMatchSnapshot();
});
