// Runs in a worker (./parts.ts): fetches a part of the prebuilt index and parses it, off the main thread; and loads
// the data of the Chinese word segmenter, which the page's own segmenter then finds loaded.
import { fetchJson } from './fetchJson';

/** What the worker is asked, by a number the answer carries back: a part's URL, or to make a word segmenter. */
export type PartRequest = { id: number; url: string } | { id: number; segmenter: string };

/** What it answers: the part's JSON (true for a segmenter made), or why it failed. */
export type PartAnswer = { id: number; value: unknown } | { id: number; error: string };

const scope = self as unknown as { postMessage(answer: PartAnswer): void; addEventListener: typeof addEventListener };

async function answer(request: PartRequest): Promise<unknown> {
  if ('segmenter' in request) {
    // The break data is loaded once per process: the page's first Chinese segmenter then costs nothing.
    [...new Intl.Segmenter(request.segmenter, { granularity: 'word' }).segment('测试')];
    return true;
  }
  return fetchJson(request.url);
}

scope.addEventListener('message', async ({ data }: MessageEvent<PartRequest>) => {
  try {
    scope.postMessage({ id: data.id, value: await answer(data) });
  } catch (error) {
    scope.postMessage({ id: data.id, error: String(error) });
  }
});
