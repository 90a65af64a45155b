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

/**
 * A FetchJson that fetches in a worker, or on the main thread where no worker can be started; if the worker fails
 * (its script cannot be loaded), what it was asked and everything after is fetched on the main thread.
 */
export function workerFetchJson(): FetchJson {
  let worker: Worker;
  try {
    worker = new Worker(/* webpackChunkName: "search-parts" */ new URL('./partWorker.ts', import.meta.url));
  } catch {
    return fetchJson;
  }
  const pending = new Map<number, { url: string; resolve: (value: unknown) => void; reject: (error: Error) => void }>();
  let nextId = 0;
  let failed = false;
  worker.addEventListener('message', ({ data }: MessageEvent<PartAnswer>) => {
    const request = pending.get(data.id);
    pending.delete(data.id);
    if ('error' in data) request?.reject(new Error(data.error));
    else request?.resolve(data.value);
  });
  worker.addEventListener('error', () => {
    failed = true;
    for (const { url, resolve, reject } of pending.values()) fetchJson(url).then(resolve, reject);
    pending.clear();
  });
  return (url) => {
    if (failed) return fetchJson(url);
    return new Promise((resolve, reject) => {
      const id = nextId++;
      // The worker resolves a relative URL against its own script's.
      const absolute = new URL(url, location.href).href;
      pending.set(id, { url: absolute, resolve, reject });
      worker.postMessage({ id, url: absolute } satisfies PartRequest);
    });
  };
}
