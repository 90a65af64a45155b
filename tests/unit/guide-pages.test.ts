/**
 * Every guide is backed by a fixture project that its own test runs (convention in utils/guides.ts). This file
 * checks the part common to all guides: the files a page shows are the fixture's files, the Chinese twin shows the
 * same code and output, and each output block is checked by the guide's test.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { rspack } from '@rsbuild/core';
import { describe, expect, test } from '@rstest/core';
import { isPage, listDocFiles, REPO_ROOT, withoutComments } from './utils/docs';
import { guideFixtureDir, guideSlug, hasGuideFixture, shownFiles, shownOutputs } from './utils/guides';

/**
 * The first guide pages, written before guides had fixtures: their examples are fragments, not projects
 * (cli-options.mdx is the flag reference split off cli.mdx); the VS Code page, whose facts come from the extension's
 * manifest (tests/unit/vscode-page.test.ts); and the releases page, a list made from the release history
 * (tests/unit/version-badges.test.ts).
 */
const WITHOUT_FIXTURE = [
  'guide/advanced/debug-mode.mdx',
  'guide/advanced/profiling.mdx',
  'guide/basic/cli.mdx',
  'guide/basic/cli-options.mdx',
  'guide/basic/configure-rstest.mdx',
  'guide/start/index.mdx',
  'guide/start/quick-start.mdx',
  'guide/integration/vscode.mdx',
  'guide/upgrade/releases.mdx',
];

/** A page with no example of its own: the lookup table, whose rows tests/unit/migration-table.test.ts checks. */
const NO_EXAMPLES = ['guide/start/migration-lookup.mdx'];

const guides = listDocFiles('en').filter((file) => file.startsWith('guide/') && isPage(file));

/**
 * A test file's code as it runs: compiled by SWC (the compiler Rstest runs tests with), types and every comment
 * dropped, printed again one way (`shownOutput(PAGE,"run")`), so that a call in a comment or one spelled another way
 * cannot be taken for a call the test makes.
 */
function runningCode(file: string): string {
  const { swc } = rspack.experiments;
  const js = swc.transformSync(readFileSync(file, 'utf8'), { filename: file, jsc: { parser: { syntax: 'typescript' }, target: 'es2022' } }).code;
  return swc.minifySync(js, { compress: false, mangle: false, module: true, format: { comments: false } }).code;
}

test('every guide but the first ones has a fixture project under tests/examples/guides/', () => {
  const unbacked = guides.filter((page) => !hasGuideFixture(page) && !WITHOUT_FIXTURE.includes(page));
  expect(unbacked.filter((page) => !NO_EXAMPLES.includes(page))).toEqual([]);
});

describe.each(guides.filter(hasGuideFixture))('%s', (page) => {
  const fixture = guideFixtureDir(page);
  const guideTest = path.join(REPO_ROOT, 'tests/unit/guides', `${guideSlug(page)}.test.ts`);

  test('every file the English page shows is its fixture file, verbatim', () => {
    for (const block of shownFiles('en', page)) {
      const file = path.join(fixture, block.attrs.title);
      expect(existsSync(file), `${block.attrs.title} is not in ${path.relative(REPO_ROOT, fixture)}`).toBe(true);
      expect(block.code.trim(), block.attrs.title).toBe(readFileSync(file, 'utf8').trim());
    }
  });

  test('the Chinese page shows the same files (comments translated) and the same output', () => {
    const files = (lang: 'en' | 'zh') => shownFiles(lang, page).map((b) => [b.attrs.title, withoutComments(b.code)]);
    const outputs = (lang: 'en' | 'zh') => shownOutputs(lang, page).map((b) => [b.attrs.output, b.code]);
    expect(files('zh')).toEqual(files('en'));
    expect(outputs('zh')).toEqual(outputs('en'));
  });

  test('a test runs the fixture and reads every output block the page shows', () => {
    expect(existsSync(guideTest), path.relative(REPO_ROOT, guideTest)).toBe(true);
    const code = runningCode(guideTest);
    // PAGE is this page, and no test or suite of the file is skipped, so each call below runs.
    expect(code, 'const PAGE').toContain(`const PAGE=${JSON.stringify(page)}`);
    expect(code.match(/\b(?:test|it|describe)(?:\.\w+)*\.(?:skip|skipIf|runIf|todo|only)\b/g) ?? [], 'skipped tests').toEqual([]);
    const read = new Set([...code.matchAll(/\bshownOutput\(PAGE,"([^"]*)"\)/g)].map((m) => m[1]));
    const unread = shownOutputs('en', page).map((block) => block.attrs.output).filter((key) => !read.has(key));
    expect(unread, `output blocks ${path.relative(REPO_ROOT, guideTest)} never reads with shownOutput(PAGE, key)`).toEqual([]);
  });
});
