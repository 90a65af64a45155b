// Where names may wrap. Browsers break a line after any hyphen (`npm init -` / `y`, `-` / `-coverage`) and, in a
// word with no other break, anywhere (`coverage.thresholds.stateme` / `nts`). A name reads best broken at its
// spaces, after the dots and slashes of a long name, and inside a word only when that word alone is wider than its
// box. So inline code up to LONG_CODE characters stays on one line (theme/Root/code.css: the pages' inline code is
// `nowrap` unless marked `rs-wrap`); longer code is marked `rs-wrap` and breaks at its spaces and after the dots and
// slashes of its long words, never after a hyphen. A heading's long dotted names get the same places to break.
// plugins/codeBreaks.ts applies this to the pages, theme/InlineMarkdown to the outline, sidebar and prev/next links.

/** Inline code longer than this may wrap; a word longer than this may break after its dots and slashes. */
export const LONG_CODE = 20;
const LONG_WORD = LONG_CODE;

/** A run of text (`nowrap`: not to be broken at its hyphens), or a place where a line may break. */
export type BreakPart = { text: string; nowrap: boolean } | { wbr: true };

/**
 * The parts of `text`, or null when it needs none: code of at most LONG_CODE characters (it stays on one line), or
 * prose without a long dotted name. `code`: inline code, whose hyphenated words are kept whole (prose breaks after
 * a hyphen as usual).
 */
export function breakParts(text: string, { code }: { code: boolean }): BreakPart[] | null {
  if (code ? text.length <= LONG_CODE : !text.split(/\s+/).some((word) => word.length > LONG_WORD && /[./]./.test(word))) return null;
  const parts: BreakPart[] = [];
  const add = (part: BreakPart) => {
    const last = parts.at(-1);
    // Text that may break as the browser likes joins the text before it that may too.
    if (last && 'text' in last && 'text' in part && !last.nowrap && !part.nowrap) last.text += part.text;
    else parts.push(part);
  };
  for (const piece of text.split(/(\s+)/)) {
    if (piece === '') continue;
    const pieces = piece.length > LONG_WORD ? piece.split(/(?<=[./])(?=.)/) : [piece];
    pieces.forEach((run, index) => {
      if (index > 0) add({ wbr: true });
      add({ text: run, nowrap: code && run.includes('-') && run.length <= LONG_WORD && !/\s/.test(run) });
    });
  }
  return parts;
}

/** `breakParts` as HTML, for text that is HTML already (its entities kept as they are). */
export function breakPartsHtml(html: string, options: { code: boolean }): string {
  const parts = breakParts(html, options);
  if (!parts) return html;
  return parts.map((part) => ('wbr' in part ? '<wbr>' : part.nowrap ? `<span class="rs-nowrap">${part.text}</span>` : part.text)).join('');
}

/** Inline Markdown rendered to HTML (Rspress's `renderInlineMarkdown`), with its code spans and text broken as above. */
export function breakRenderedHtml(html: string): string {
  return html
    .split(/(<code>[^<]*<\/code>|<[^>]*>)/)
    .map((piece) => {
      const code = /^<code>([^<]*)<\/code>$/.exec(piece)?.[1];
      if (code !== undefined) return breakParts(code, { code: true }) ? `<code class="rs-wrap">${breakPartsHtml(code, { code: true })}</code>` : piece;
      return piece.startsWith('<') ? piece : breakPartsHtml(piece, { code: false });
    })
    .join('');
}
