// How the browser fetches the JSON files of the prebuilt index (./prebuilt.ts). The manifest comes on the main thread;
// shards and page texts, a handful per query, come through a worker: on a phone, each fetch and each parse costs the
// main thread milliseconds (about 5 ms a fetch at 4× CPU throttle), while the reader types and the panel renders.
import { type FetchJson, fetchJson } from './fetchJson';
import type { PartAnswer, PartRequest } from './partWorker';

const startWorker = () => new Worker(/* webpackChunkName: "search-parts" */ new URL('./partWorker.ts', import.meta.url));

/**
 * Makes a Chinese word segmenter in a worker of its own, whose data load (tens of milliseconds on a phone) the page's
 * own segmenter then skips, ICU loading it once per process. Apart from the worker that fetches, so that a first
 * query's shards do not wait behind it. Never throws.
 */
export function warmChineseSegmenter(): Promise<void> {
  return new Promise((resolve) => {
    let helper: Worker;
    try {
      helper = startWorker();
    } catch {
      resolve();
      return;
    }
    const done = () => {
      helper.terminate();
      resolve();
    };
    helper.addEventListener('message', done);
    helper.addEventListener('error', done);
    helper.postMessage({ id: 0, segmenter: 'zh' } satisfies PartRequest);
  });
}

/**
 * A FetchJson that fetches in a worker, or on the main thread where no worker can be started; if the worker fails
 * (its script cannot be loaded), what it was asked and everything after is fetched on the main thread.
 */
export function workerFetchJson(): FetchJson {
  let worker: Worker;
  try {
    worker = startWorker();
  } catch {
    return fetchJson;
  }
  type Pending = { request: PartRequest & { url: string }; resolve: (value: unknown) => void; reject: (error: Error) => void };
  const pending = new Map<number, Pending>();
  let nextId = 0;
  let failed = false;
  const onMainThread = ({ request, resolve, reject }: Pending) => fetchJson(request.url).then(resolve, reject);
  worker.addEventListener('message', ({ data }: MessageEvent<PartAnswer>) => {
    const asked = pending.get(data.id);
    pending.delete(data.id);
    if ('error' in data) asked?.reject(new Error(data.error));
    else asked?.resolve(data.value);
  });
  worker.addEventListener('error', () => {
    failed = true;
    for (const asked of pending.values()) onMainThread(asked);
    pending.clear();
  });
  return (url) =>
    new Promise<unknown>((resolve, reject) => {
      // The worker resolves a relative URL against its own script's.
      const request = { id: nextId++, url: new URL(url, location.href).href };
      if (failed) onMainThread({ request, resolve, reject });
      else {
        pending.set(request.id, { request, resolve, reject });
        worker.postMessage(request);
      }
    });
}
