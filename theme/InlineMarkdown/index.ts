import { renderInlineMarkdown as renderRspressInlineMarkdown } from '@rspress/core/theme-original';
import { breakRenderedHtml } from '../utils/codeBreaks';

type Rendered = ReturnType<typeof renderRspressInlineMarkdown>;
const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * Rspress's inline Markdown of headings and labels (the outline, the sidebar, prev/next links), breaking where the
 * pages do (theme/utils/codeBreaks.ts): `coverage.thresholds.` / `statements` in the outline, not
 * `coverage.thresholds.stateme` / `nts`, and inline code never after a hyphen. Rspress's components import it from
 * this theme.
 */
export function renderInlineMarkdown(text: string): Rendered {
  const rendered = renderRspressInlineMarkdown(text);
  const html = 'dangerouslySetInnerHTML' in rendered ? rendered.dangerouslySetInnerHTML.__html : escapeHtml(rendered.children ?? '');
  const broken = breakRenderedHtml(html);
  return broken === html ? rendered : { dangerouslySetInnerHTML: { __html: broken } };
}
