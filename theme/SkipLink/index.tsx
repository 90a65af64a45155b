import { usePage } from '@rspress/core/runtime';
import type { MouseEvent } from 'react';
import { useLabels } from '../utils/labels';
import './index.css';

/** Page types whose layout holds a SkipTarget (the 404 page is short and has none). */
const TYPES_WITH_TARGET = new Set(['home', 'doc', 'doc-wide']);

/** Id of the element the skip link moves focus to (see SkipTarget). */
const TARGET_ID = 'main-content';

/**
 * "Skip to content": the first focusable element of every page, hidden until focused (WCAG 2.4.1). It moves focus
 * to the SkipTarget at the start of the page's content, past the navbar and the sidebar. Handled in script so the
 * address keeps no `#main-content` hash (the site's hash handling would scroll to it after each navigation).
 */
export function SkipLink() {
  const { skipToContent } = useLabels();
  const { page } = usePage();
  if (!TYPES_WITH_TARGET.has(page.pageType)) return null;
  const skip = (event: MouseEvent<HTMLAnchorElement>) => {
    const target = document.getElementById(TARGET_ID);
    if (!target) return;
    event.preventDefault();
    target.focus();
  };
  return (
    <a className="rs-skip-link" href={`#${TARGET_ID}`} onClick={skip}>
      {skipToContent}
    </a>
  );
}

/** Where the skip link lands: placed first inside the page's main content (doc pages and the home page). */
export function SkipTarget() {
  return <span id={TARGET_ID} className="rs-skip-target" tabIndex={-1} />;
}
