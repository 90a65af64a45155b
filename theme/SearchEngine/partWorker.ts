// Runs in a worker (./parts.ts): fetches a part of the prebuilt index and parses it, off the main thread.

/** What the worker is asked: a part's URL, by a number the answer carries back. */
export interface PartRequest {
  id: number;
  url: string;
}

/** What it answers: the part's JSON, or why it could not be fetched. */
export type PartAnswer = { id: number; value: unknown } | { id: number; error: string };

const scope = self as unknown as { postMessage(answer: PartAnswer): void; addEventListener: typeof addEventListener };

scope.addEventListener('message', async (event: MessageEvent<PartRequest>) => {
  const { id, url } = event.data;
  try {
    const response = await fetch(url);
    if (!response.ok) throw new Error(`${response.status} ${response.statusText}`);
    scope.postMessage({ id, value: await response.json() });
  } catch (error) {
    scope.postMessage({ id, error: String(error) });
  }
});
