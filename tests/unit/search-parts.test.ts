// search/parts.ts: the index's shards and page texts fetched through a worker, each answer going back to
// the request that asked for it, and the main thread taking over when the worker cannot run; the Chinese segmenter's
// data loaded by a worker of its own.
import { afterEach, beforeEach, expect, test } from '@rstest/core';
import type { PartAnswer, PartRequest } from '../../search/partWorker';
import { warmChineseSegmenter, workerFetchJson } from '../../search/parts';

/** Stands in for the browser's Worker: keeps what it is asked, answers when the test says so. */
class FakeWorker extends EventTarget {
  static last: FakeWorker;
  readonly asked: PartRequest[] = [];
  terminated = false;
  constructor() {
    super();
    FakeWorker.last = this;
  }
  postMessage(request: PartRequest) {
    this.asked.push(request);
  }
  answer(answer: PartAnswer) {
    this.dispatchEvent(Object.assign(new Event('message'), { data: answer }));
  }
  fail() {
    this.dispatchEvent(new Event('error'));
  }
  terminate() {
    this.terminated = true;
  }
}

/** A request left unanswered would wait forever: fail fast instead. */
const TIMEOUT_MS = 5_000;

const globals = globalThis as unknown as { Worker?: unknown; location?: unknown; fetch: typeof fetch };
const realFetch = globals.fetch;
const fetchedOnMainThread: string[] = [];

beforeEach(() => {
  globals.Worker = FakeWorker;
  globals.location = { href: 'https://rstest.example/guide/' };
  fetchedOnMainThread.length = 0;
  globals.fetch = (async (url: string) => {
    fetchedOnMainThread.push(url);
    return new Response(JSON.stringify({ from: 'main thread', url }));
  }) as typeof fetch;
});
afterEach(() => {
  delete globals.Worker;
  delete globals.location;
  globals.fetch = realFetch;
});

test('each answer of the worker settles the request that asked for it, in whatever order they come', async () => {
  const fetchJson = workerFetchJson();
  const shard = fetchJson('/static/search_index.en.abc01.t3.json');
  const text = fetchJson('/static/search_index.en.abc01.p7.json');
  const [first, second] = FakeWorker.last.asked;
  // Absolute, since the worker would resolve a relative URL against its own script's.
  expect(first).toMatchObject({ url: 'https://rstest.example/static/search_index.en.abc01.t3.json' });
  FakeWorker.last.answer({ id: second.id, value: 'text of page 7' });
  FakeWorker.last.answer({ id: first.id, error: 'Error: 503 Service Unavailable' });
  expect(await text).toBe('text of page 7');
  await expect(shard).rejects.toThrow('503');
  expect(fetchedOnMainThread).toEqual([]);
}, TIMEOUT_MS);

test('when the worker fails, what it was asked and everything after is fetched on the main thread', async () => {
  const fetchJson = workerFetchJson();
  const asked = fetchJson('/static/a.json');
  FakeWorker.last.fail();
  expect(await asked).toEqual({ from: 'main thread', url: 'https://rstest.example/static/a.json' });
  expect(await fetchJson('/static/b.json')).toEqual({ from: 'main thread', url: 'https://rstest.example/static/b.json' });
  expect(FakeWorker.last.asked).toHaveLength(1);
}, TIMEOUT_MS);

test('a worker of its own makes a Chinese word segmenter, then stops; a failure to do so is no error', async () => {
  workerFetchJson();
  const fetching = FakeWorker.last;
  const warmed = warmChineseSegmenter();
  const helper = FakeWorker.last;
  // Not the worker that fetches: a first query's shards do not wait behind the segmenter.
  expect(helper).not.toBe(fetching);
  expect(fetching.asked).toEqual([]);
  expect(helper.asked).toEqual([{ id: 0, segmenter: 'zh' }]);
  helper.answer({ id: 0, error: 'RangeError: Incorrect locale information provided' });
  await expect(warmed).resolves.toBeUndefined();
  expect(helper.terminated).toBe(true);
  const failing = warmChineseSegmenter();
  FakeWorker.last.fail();
  await expect(failing).resolves.toBeUndefined();
}, TIMEOUT_MS);

test('where no worker can be started, everything is fetched on the main thread', async () => {
  delete globals.Worker;
  expect(await workerFetchJson()('/static/c.json')).toEqual({ from: 'main thread', url: '/static/c.json' });
  await expect(warmChineseSegmenter()).resolves.toBeUndefined();
}, TIMEOUT_MS);
