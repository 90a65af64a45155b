// Remote search mode (SPEC-COVERAGE M1–M4): the site asks a search service instead of searching its own index.
// Turned on at build time: RSTEST_DOCS_SEARCH_ENDPOINT=https://… RSTEST_DOCS_SEARCH_INDEXES=rstest,rspack npm run build

export interface RemoteSearchOptions {
  mode: 'remote';
  /** The endpoint: GET <apiUrl>?keyword=&limit=&searchIndexes=a,b&lang= */
  apiUrl: string;
  /** The indexes to search, each answered as its own group of hits. */
  searchIndexes: string[];
}

/** The remote mode's options when the environment names an endpoint, else undefined (local search). */
export function remoteSearchFromEnv(env: Record<string, string | undefined> = process.env): RemoteSearchOptions | undefined {
  const apiUrl = env.RSTEST_DOCS_SEARCH_ENDPOINT?.trim();
  if (!apiUrl) return undefined;
  const searchIndexes = (env.RSTEST_DOCS_SEARCH_INDEXES ?? '')
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
  return { mode: 'remote', apiUrl, searchIndexes };
}
