// How the browser fetches the JSON files of the prebuilt index (./prebuilt.ts). The manifest comes on the main thread;
// shards and page texts, a handful per query, come through a worker: on a phone, each fetch and each parse costs the
// main thread milliseconds (about 5 ms a fetch at 4× CPU throttle), while the reader types and the panel renders.
import type { PartAnswer, PartRequest } from './partWorker';

/** Fetches and parses a JSON file; throws when it cannot (a network error or a status that is not OK). */
export type FetchJson = (url: string) => Promise<unknown>;

export const fetchJson: FetchJson = async (url) => {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${response.status} ${response.statusText}`);
  return response.json();
};

export interface PartFetcher {
  fetchJson: FetchJson;
  /**
   * Makes a Chinese word segmenter in the worker, whose data load (tens of milliseconds on a phone) the page's own
   * segmenter then skips (ICU loads it once per process). Never throws.
   */
  warmChineseSegmenter(): Promise<void>;
}

/**
 * Fetches in a worker, or on the main thread where no worker can be started; if the worker fails (its script cannot
 * be loaded), what it was asked and everything after is done on the main thread.
 */
export function partFetcher(): PartFetcher {
  let worker: Worker;
  try {
    worker = new Worker(/* webpackChunkName: "search-parts" */ new URL('./partWorker.ts', import.meta.url));
  } catch {
    return { fetchJson, warmChineseSegmenter: async () => {} };
  }
  type Pending = { request: PartRequest; resolve: (value: unknown) => void; reject: (error: Error) => void };
  const pending = new Map<number, Pending>();
  let nextId = 0;
  let failed = false;
  const onMainThread = ({ request, resolve, reject }: Pending) =>
    'url' in request ? fetchJson(request.url).then(resolve, reject) : resolve(false);
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
  const ask = (question: { url: string } | { segmenter: string }) =>
    new Promise<unknown>((resolve, reject) => {
      const request = { id: nextId++, ...question } as PartRequest;
      if (failed) onMainThread({ request, resolve, reject });
      else {
        pending.set(request.id, { request, resolve, reject });
        worker.postMessage(request);
      }
    });
  return {
    // The worker resolves a relative URL against its own script's.
    fetchJson: (url) => ask({ url: new URL(url, location.href).href }),
    warmChineseSegmenter: () => ask({ segmenter: 'zh' }).then(
      () => {},
      () => {},
    ),
  };
}
