// What the search costs the main thread: work given back in slices (search/tasks.ts), and nothing loaded
// that a query does not need (search/query.ts).
import { expect, test } from '@rstest/core';
import { Slices } from '../../search/tasks';

const busy = (ms: number) => {
  const until = performance.now() + ms;
  while (performance.now() < until);
};

test('steps of work give the main thread back once they have kept it for a slice, and not before', async () => {
  const slices = new Slices(8);
  const order: string[] = [];
  setTimeout(() => order.push('other task'), 0);
  for (let step = 0; step < 4; step++) {
    await slices.next();
    busy(5);
    order.push(`step ${step}`);
  }
  // Steps 0 and 1 keep the thread 10 ms: the work waiting behind them runs before step 2, which starts a new slice.
  expect(order).toEqual(['step 0', 'step 1', 'other task', 'step 2', 'step 3']);
});

test('loading the search and searching in English never start the Chinese word segmenter; a Chinese query does', async () => {
  const intl = Intl as { Segmenter: typeof Intl.Segmenter };
  const Segmenter = intl.Segmenter;
  let made = 0;
  intl.Segmenter = class extends Segmenter {
    constructor(...args: ConstructorParameters<typeof Intl.Segmenter>) {
      super(...args);
      made++;
    }
  } as typeof Intl.Segmenter;
  try {
    // Imported here, after the count is in place: the synonym table is read when the module loads.
    const { parseQuery } = await import('../../search/query');
    // Phrases of the synonym table, some of whose entries point at Chinese words.
    expect(parseQuery('mock the date').length).toBeGreaterThan(0);
    expect(parseQuery('table-driven tests').length).toBeGreaterThan(0);
    expect(made).toBe(0);
    parseQuery('快照');
    expect(made).toBe(1);
  } finally {
    intl.Segmenter = Segmenter;
  }
});
