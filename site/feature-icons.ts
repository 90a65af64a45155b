/**
 * Icons of the landing page's feature cards, by the name a card gives in its `icon` frontmatter.
 * Inline SVG (no request), drawn in the text colour so the card's CSS can tint them.
 */
const svg = (body: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="1.8" stroke-linecap="round" stroke-linejoin="round" aria-hidden="true">${body}</svg>`;

export const FEATURE_ICONS: Record<string, string> = {
  // A flask with a mark at the fill line: the test API.
  api: svg('<path d="M9 3h6M10 3v6L4.5 18.5A2 2 0 0 0 6.2 21.5h11.6a2 2 0 0 0 1.7-3L14 9V3"/><path d="M7 15h10"/>'),
  // A lightning bolt: the Rspack build.
  rspack: svg('<path d="M13 2 4 14h7l-1 8 9-12h-7z"/>'),
  typescript: svg(
    '<rect x="3" y="3" width="18" height="18" rx="3"/><path d="M7 11h6M10 11v7M16.5 12.2c-.6-.6-2.5-.6-2.5.8 0 1.7 3 1.1 3 2.9 0 1.5-2.2 1.6-3.1.7"/>',
  ),
  // A plug: Rsbuild plugins.
  plugin: svg('<path d="M9 2v5M15 2v5M6 7h12v4a6 6 0 0 1-12 0zM12 17v5"/>'),
  watch: svg('<path d="M2 12s3.5-7 10-7 10 7 10 7-3.5 7-10 7S2 12 2 12z"/><circle cx="12" cy="12" r="3"/>'),
  coverage: svg('<path d="M3 3v18h18"/><path d="M7 15l4-4 3 3 6-7"/>'),
  // Stacked layers: one test, several environments.
  environments: svg('<path d="m12 3 9 5-9 5-9-5z"/><path d="m3 13 9 5 9-5"/>'),
  // A browser window.
  browser: svg('<rect x="2.5" y="4" width="19" height="16" rx="2"/><path d="M2.5 9h19M6 6.5h.01M9 6.5h.01"/>'),
};
