// Fetching a JSON file of the search index, on the main thread (./parts.ts) or in its worker (./partWorker.ts).

/** Fetches and parses a JSON file; throws when it cannot (a network error or a status that is not OK). */
export type FetchJson = (url: string) => Promise<unknown>;

export const fetchJson: FetchJson = async (url) => {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${response.status} ${response.statusText}`);
  return response.json();
};
