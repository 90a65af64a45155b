// Not shown on the pages: rstest.setConfig turns each mock option on for one file (run without a config).
import { expect, rstest, test } from '@rstest/core';

const option = process.env.MOCK_OPTION as 'clearMocks' | 'resetMocks' | 'restoreMocks';
rstest.setConfig({ [option]: true });

const target = { method: () => 'original' };
const counter = rstest.fn(() => 'initial');

test('set up', () => {
  rstest.spyOn(target, 'method').mockReturnValue('mocked');
  counter.mockReturnValue('changed');
  counter();
});

test('observe', () => {
  console.log(`MOCK_STATE ${JSON.stringify({ calls: counter.mock.calls.length, counter: counter(), spyInstalled: rstest.isMockFunction(target.method) })}`);
  expect(option).toBeDefined();
});
