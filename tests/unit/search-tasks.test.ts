// What the search costs the main thread: work given back in slices (search/tasks.ts), and nothing loaded
// that a query does not need (search/query.ts).
import { expect, test } from '@rstest/core';
import { SearchEngine } from '../../search/engine';
import { InvertedIndex } from '../../search/invertedIndex';
import { FIELD_BOOSTS, indexedPage } from '../../search/page';
import { Slices } from '../../search/tasks';
import type { SearchPage } from '../../search/types';

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

test('ranking a query that every page matches looks at a few pages per step, and ranks as a search in one piece does', () => {
  const pages: SearchPage[] = Array.from({ length: 200 }, (_, index) => ({
    routePath: `/page-${index}`,
    title: `Page ${index}`,
    content: `Page ${index}\n\nA mock${index % 3 ? '' : ' of a timer'}.`,
    toc: [{ id: 'page', text: `Page ${index}`, depth: 2, charIndex: 0 }],
    lang: 'en',
  }));
  let read = 0;
  const engine = new SearchEngine(InvertedIndex.of(FIELD_BOOSTS, pages.map(indexedPage)), (id) => {
    read++;
    return pages[id];
  });
  for (const query of ['mock', 'mock timer']) {
    read = 0;
    const steps = engine.steps(query, 7);
    let mostPerStep = 0;
    let step = steps.next();
    for (; !step.done; step = steps.next()) {
      mostPerStep = Math.max(mostPerStep, read);
      read = 0;
    }
    mostPerStep = Math.max(mostPerStep, read);
    // A step of a few milliseconds on a phone, the first time a page is read (search/engine.ts: PAGES_PER_STEP).
    expect(mostPerStep, query).toBeLessThanOrEqual(32);
    expect(step.value.map((match) => match.page.routePath)).toEqual(engine.search(query, 7).map((match) => match.page.routePath));
    expect(step.value).toHaveLength(7);
  }
});
