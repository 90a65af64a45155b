import { test } from '@rstest/core';

throw new Error('price table missing');

test('never collected', () => {});
