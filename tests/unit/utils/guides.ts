/**
 * The guides' runnable examples. A guide's files form one fixture project, `tests/examples/guides/<slug>/`, where
 * `<slug>` is the page's file name (`guide/basic/mocking.mdx` → `mocking`):
 *   ```ts title="src/cart.test.ts"             a file of the project: must be that fixture file, verbatim
 *                                              (on the Chinese page: the same once `//` comments are set aside)
 *   ```text output="run"                       what a command prints: every line must appear, in order, in the
 *                                              output the guide's test passes for "run" (durations may differ)
 * The guide's own test (tests/unit/guides/<slug>.test.ts) runs the fixture and checks what the page says happens.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { codeBlocks, type Lang, readDoc, REPO_ROOT, splitFrontmatter } from './docs';
import { fenceAttributes } from './examples';

export const GUIDE_FIXTURES_DIR = path.join(REPO_ROOT, 'tests/examples/guides');

export const guideSlug = (page: string) => path.basename(page).replace(/\.mdx?$/, '');
export const guideFixtureDir = (page: string) => path.join(GUIDE_FIXTURES_DIR, guideSlug(page));
export const hasGuideFixture = (page: string) => existsSync(guideFixtureDir(page));

export interface ShownBlock {
  lang: string;
  code: string;
  attrs: Record<string, string>;
}

function blocks(lang: Lang, page: string): ShownBlock[] {
  return codeBlocks(splitFrontmatter(readDoc(lang, page)).body).map((block) => ({
    lang: block.lang,
    code: block.code,
    attrs: fenceAttributes(block.meta),
  }));
}

/** The page's blocks titled with a file path: the files of its fixture project. */
export const shownFiles = (lang: Lang, page: string) => blocks(lang, page).filter((block) => block.attrs.title);

/** The page's output blocks (`output="<key>"`), in page order. */
export const shownOutputs = (lang: Lang, page: string) => blocks(lang, page).filter((block) => block.attrs.output);

/** The output block `key` of a guide (the English page; the Chinese page must show the same). */
export function shownOutput(page: string, key: string): string {
  const block = shownOutputs('en', page).find((b) => b.attrs.output === key);
  if (!block) throw new Error(`${page} has no \`output="${key}"\` block`);
  return block.code;
}

const ANSI = /\u001b\[[0-9;]*m/g;
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** A duration as Rstest prints it: `12ms`, `1.2s`, `(3ms)`, `0.08s`. */
const DURATION = /\d+(?:\.\d+)?\s?(?:ms|s)\b/g;

/** A shown line as a pattern: the same text, any duration where it shows one. */
function linePattern(line: string): RegExp {
  const parts = line.trim().split(DURATION).map(escapeRegExp);
  return new RegExp(`^${parts.join(String.raw`\d+(?:\.\d+)?\s?(?:ms|s)`)}$`);
}

/**
 * The lines of `shown` that do not appear in `actual` in the same order (empty when the page tells the truth).
 * Lines are compared trimmed; a duration on the page stands for any duration.
 */
export function missingOutputLines(shown: string, actual: string): string[] {
  const actualLines = actual.replace(ANSI, '').split('\n').map((line) => line.trim());
  const missing: string[] = [];
  let from = 0;
  for (const line of shown.split('\n').filter((l) => l.trim() !== '')) {
    const pattern = linePattern(line);
    const at = actualLines.findIndex((candidate, index) => index >= from && pattern.test(candidate));
    if (at === -1) missing.push(line.trim());
    else from = at + 1;
  }
  return missing;
}
