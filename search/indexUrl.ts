// Takes the place of Rspress's LocalProvider module (swapped in by ./plugin.ts), whose one export the search panel
// uses, to prefetch the index when it mounts and to name the index it searches: here that is the manifest of our
// prebuilt index (./prebuilt.ts), so the panel's prefetch fetches what search will use, not Rspress's whole index.
import { searchIndexHash } from 'virtual-page-data';
import { manifestUrl } from './prebuilt';

/**
 * The URL of the manifest of the index of a language (and version): next to Rspress's index
 * (`static/search_index[.<version>].<lang>.<hash>.json`, SPEC-COVERAGE S7); undefined when the build has no index
 * for it.
 */
export function getSearchIndexURL(lang: string, version: string): string | undefined {
  const hash = searchIndexHash[`${version ?? ''}###${lang ?? ''}`];
  if (!hash) return undefined;
  const versionPart = version ? `.${version.replace('.', '_')}` : '';
  const langPart = lang ? `.${lang}` : '';
  const base = __webpack_public_path__.replace(/\/$/, '');
  return manifestUrl(`${base}/static/search_index${versionPart}${langPart}.${hash}.json`);
}
