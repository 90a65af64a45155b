// Not shown on the pages: run with --clearMocks, --resetMocks or --restoreMocks, it prints what the
// clearMocks, resetMocks and restoreMocks pages' comparison table states.
import { expect, rstest, test } from '@rstest/core';

const target = { method: () => 'original' };
const withImpl = rstest.fn(() => 'initial');
const bare = rstest.fn();
const once = rstest.fn(() => 'initial');
let spy: ReturnType<typeof rstest.spyOn>;

test('set up', () => {
  spy = rstest.spyOn(target, 'method').mockReturnValue('mocked');
  withImpl.mockReturnValue('changed');
  bare.mockReturnValue('changed');
  once.mockReturnValueOnce('queued').mockReturnValueOnce('queued');
  once();
  withImpl();
  expect(target.method()).toBe('mocked');
});

test('observe', () => {
  const observed = {
    calls: withImpl.mock.calls.length + spy.mock.calls.length + once.mock.results.length,
    withImpl: withImpl(),
    bare: bare() ?? 'undefined',
    once: once(),
    spyInstalled: rstest.isMockFunction(target.method),
    spyReturns: target.method(),
    spyRecords: spy.mock.calls.length,
  };
  console.log(`MOCK_STATE ${JSON.stringify(observed)}`);
});
