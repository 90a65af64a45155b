/**
 * The Node-side exports of @rstest/core (config helpers) and of @rstest/core/api (running Rstest from code) each
 * have an entry on the JavaScript API pages, in both languages, and every member of the `Reporter` interface has one
 * on the Reporter API page. Inside a running test, '@rstest/core' is the runtime API (what api-coverage.test.ts
 * covers: describe, test, expect, rs, hooks…), so the package's Node exports are read in a child Node process, and
 * the runtime names are set aside as documented there. A new Node export fails this test until it has a page entry.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import * as runtime from '@rstest/core';
import { describe, expect, test } from '@rstest/core';
import { DOCS_ROOT, headings, LANGS, type Lang, plainHeading, readDoc, REPO_ROOT, splitFrontmatter } from './utils/docs';

const JS_API_DIR = 'api/javascript-api';
const REPORTER_PAGE = `${JS_API_DIR}/reporter-api.mdx`;

/** The keys a module exports when Node.js imports it from the repository root. */
function nodeExports(specifier: string): string[] {
  const child = spawnSync(process.execPath, ['-e', `import(${JSON.stringify(specifier)}).then((m) => console.log(JSON.stringify(Object.keys(m))))`], {
    cwd: REPO_ROOT,
    encoding: 'utf8',
  });
  if (child.status !== 0) throw new Error(`Could not import ${specifier}:\n${child.stderr}`);
  return JSON.parse(child.stdout);
}

/** The runtime API: the names api-coverage.test.ts documents on the test API and utility pages. */
const RUNTIME = Object.keys(runtime);
const CORE = nodeExports('@rstest/core');
const API = nodeExports('@rstest/core/api');
/** What is left for the JavaScript API pages. */
const NODE_ONLY = [...CORE.filter((name) => !RUNTIME.includes(name)), ...API];

/** The members of `interface Reporter` as index.d.ts declares them. */
const DTS = readFileSync(path.join(REPO_ROOT, 'node_modules/@rstest/core/dist/index.d.ts'), 'utf8').replace(/\r\n/g, '\n');
const reporterBody = /export declare interface Reporter \{\n([\s\S]*?)\n\}/.exec(DTS)?.[1] ?? '';
const REPORTER_MEMBERS = [...reporterBody.replace(/\/\*\*[\s\S]*?\*\//g, '').matchAll(/^\s*(\w+)\??:/gm)].map((m) => m[1]);

const pagesOf = (lang: Lang) => {
  const dir = path.join(DOCS_ROOT, lang, JS_API_DIR);
  return existsSync(dir) ? ['config-helpers', 'node-api', 'reporter-api', 'extension-points', 'types'].map((name) => `${JS_API_DIR}/${name}.mdx`).filter((page) => existsSync(path.join(DOCS_ROOT, lang, page))) : [];
};
const headingsOf = (lang: Lang, page: string) =>
  headings(splitFrontmatter(readDoc(lang, page)).body).filter((h) => h.depth === 2 || h.depth === 3);
/** The explicit id an entry's heading carries in both languages: `defineConfig` → `defineconfig`. */
const entryId = (name: string) => name.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');

test('the package exports what this test reads', () => {
  expect(RUNTIME).toEqual(expect.arrayContaining(['describe', 'test', 'expect', 'rs', 'beforeAll']));
  expect(RUNTIME).not.toContain('defineConfig');
  expect(CORE).toEqual(expect.arrayContaining([...RUNTIME, 'defineConfig', 'loadConfig']));
  expect(NODE_ONLY).toEqual(expect.arrayContaining(['defineConfig', 'mergeRstestConfig', 'createRstest', 'runCLI', 'ListTestsError']));
  expect(REPORTER_MEMBERS).toEqual(expect.arrayContaining(['onTestRunStart', 'onTestFileResult', 'onTestRunEnd', 'onExit']));
});

describe.each(LANGS)('%s', (lang) => {
  test.each(NODE_ONLY)('%s has a heading with its id on a JavaScript API page', (name) => {
    const entries = pagesOf(lang).flatMap((page) => headingsOf(lang, page).filter((h) => plainHeading(h.text) === name).map((h) => ({ page, h })));
    expect(entries.length, `no heading \`${name}\` in docs/${lang}/${JS_API_DIR}/`).toBeGreaterThan(0);
    for (const { page, h } of entries) expect(h.text, `docs/${lang}/${page}`).toMatch(new RegExp(`\\{#${entryId(name)}\\}$`));
  });

  test.each(REPORTER_MEMBERS)('Reporter.%s has a heading on the Reporter API page', (member) => {
    expect(existsSync(path.join(DOCS_ROOT, lang, REPORTER_PAGE)), `docs/${lang}/${REPORTER_PAGE} is missing`).toBe(true);
    const names = headingsOf(lang, REPORTER_PAGE).map((h) => plainHeading(h.text));
    expect(names.some((text) => new RegExp(`(^|[^\\w])${member}\\b`).test(text)), `no heading for ${member} in docs/${lang}/${REPORTER_PAGE}`).toBe(true);
  });
});
