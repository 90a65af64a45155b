/**
 * Backs the second half of the JavaScript API section: api/javascript-api/reporter-api.mdx (custom reporters) and
 * api/javascript-api/extension-points.mdx (Rsbuild plugins, adapters, coverage providers), in both languages.
 *
 * Every block of these pages titled with a file path is a file of the page's fixture, shown verbatim (on the Chinese
 * page: the same once `//` comments are set aside):
 *   reporter-api      → tests/examples/javascript-api/reporter/ (OrderReporter, its config, two spec files)
 *   extension-points  → tests/examples/javascript-api/extension-points/ (a plugin, an adapter, their tests)
 * The titled test files are named *.spec.ts, so api-examples.test.ts (which runs titled *.test.ts blocks in a project
 * of its own) leaves these pages to this file.
 *
 * Five Rstest runs, two at a time (~1–2 s each, about 5 s in all):
 *   1. the reporter fixture, on a copy (it writes a JSON report): the hook order the page lists, the JSON report;
 *   2. the reporter fixture with `--reporter ./order-reporter.ts`: a module path is not a reporter;
 *   3. the extension-points fixture: the plugin's include and testTimeout, the adapter's environment and define;
 *   4. the extension-points fixture with an unknown `--coverage.provider`: custom providers cannot be plugged in;
 *   5. a throwaway project whose plugin changes `reporters` in modifyRstestConfig: the error the page quotes.
 * The rest is read from the pages and from @rstest/core's index.d.ts: every Reporter member has a heading with its
 * declared signature, and the declarations the pages show are the package's.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, rs, test } from '@rstest/core';
import { normaliseType, RSTEST_DTS } from './utils/config-pages';
import { copyWithModules, READER_ENV, removeTemporaryDirs, type Report, rstest, temporaryDir, tempProject } from './utils/concurrent-runs';
import { codeBlocks, headings, LANGS, type Lang, readDoc, REPO_ROOT, splitFrontmatter, withoutComments } from './utils/docs';
import { missingOutputLines, shownFiles, shownOutput, shownOutputs } from './utils/guides';

rs.setConfig({ testTimeout: 240_000 });
afterAll(removeTemporaryDirs, 240_000);

const REPORTER_PAGE = 'api/javascript-api/reporter-api.mdx';
const EXTENSION_PAGE = 'api/javascript-api/extension-points.mdx';
const FIXTURES = path.join(REPO_ROOT, 'tests/examples/javascript-api');
const FIXTURE_OF: Record<string, string> = { [REPORTER_PAGE]: path.join(FIXTURES, 'reporter'), [EXTENSION_PAGE]: path.join(FIXTURES, 'extension-points') };

const env = READER_ENV;

// 1. The reporter fixture writes ./reports/rstest.json: run it on a copy, with the repository's node_modules.
const reporterCopy = copyWithModules(FIXTURE_OF[REPORTER_PAGE], temporaryDir('rstest-reporter-api-'), 'all');
const orderRun = rstest(reporterCopy, ['run'], { env, report: path.join(reporterCopy, 'reports/rstest.json') });
// 2. Fails while creating the reporters, before anything is written.
const pathRun = rstest(FIXTURE_OF[REPORTER_PAGE], ['run', '--reporter', './order-reporter.ts'], { env });
// 3–4. The extension-points fixture writes nothing but Rstest's results cache (node_modules/.cache, ignored by git).
const pluginRun = rstest(FIXTURE_OF[EXTENSION_PAGE], ['run'], { env });
const providerRun = rstest(FIXTURE_OF[EXTENSION_PAGE], ['run', '--coverage.enabled', '--coverage.provider', 'my-provider'], { env });
// 5. The page describes this plugin in words ("a callback that sets `config.reporters`").
const forbiddenRun = rstest(
  tempProject({
    'rstest.config.ts': `import { defineConfig, type RstestExposeAPI } from '@rstest/core';

export default defineConfig({
  plugins: [
    {
      name: 'example:reporters',
      setup(api) {
        api.useExposed<RstestExposeAPI>('rstest')?.modifyRstestConfig((config) => {
          config.reporters = ['dot'];
        });
      },
    },
  ],
});
`,
    'a.test.ts': "import { expect, test } from '@rstest/core';\n\ntest('a', () => expect(1).toBe(1));\n",
  }),
  ['run'],
  { env },
);

const body = (lang: Lang, page: string) => splitFrontmatter(readDoc(lang, page)).body;
/** The lines that name a hook call (`onTestCaseStart cart > starts empty`), in order. */
const hookLines = (text: string) =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => /^on[A-Z]\w*\b/.test(line));

function filesOf(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    if (name === 'node_modules' || name === 'reports') return [];
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? filesOf(full) : [full];
  });
}

describe.each([REPORTER_PAGE, EXTENSION_PAGE])('%s', (page) => {
  const fixture = FIXTURE_OF[page];

  test('every titled block of the English page is its fixture file, verbatim', () => {
    for (const block of shownFiles('en', page)) {
      expect(block.code.trim(), block.attrs.title).toBe(readFileSync(path.join(fixture, block.attrs.title), 'utf8').trim());
    }
  });

  test('the page shows every file of its fixture', () => {
    const shown = shownFiles('en', page).map((block) => block.attrs.title);
    const files = filesOf(fixture).map((file) => path.relative(fixture, file));
    expect(shown.sort()).toEqual(files.sort());
  });

  test('the Chinese page shows the same files (comments translated), the same output, the same ids', () => {
    const files = (lang: Lang) => shownFiles(lang, page).map((b) => [b.attrs.title, withoutComments(b.code)]);
    const outputs = (lang: Lang) => shownOutputs(lang, page).map((b) => [b.attrs.output, b.code]);
    const ids = (lang: Lang) => headings(body(lang, page)).map((h) => /\{#([^}]+)\}$/.exec(h.text)?.[1]);
    const untitled = (lang: Lang) =>
      codeBlocks(body(lang, page))
        .filter((b) => !b.meta.includes('title=') && !b.meta.includes('output='))
        .map((b) => withoutComments(b.code));
    expect(files('zh')).toEqual(files('en'));
    expect(outputs('zh')).toEqual(outputs('en'));
    expect(ids('zh')).toEqual(ids('en'));
    expect(untitled('zh')).toEqual(untitled('en'));
  });

  test('every ## and ### heading has an explicit id', () => {
    for (const lang of LANGS) {
      const missing = headings(body(lang, page)).filter((h) => h.depth > 1 && !/\{#[^}]+\}$/.test(h.text));
      expect(missing, lang).toEqual([]);
    }
  });
});

// ---------------------------------------------------------------- declarations

/** A `type Name = …;`, `interface Name {…}` or `class Name {…}` declaration in `source`, normalised (comments out). */
function declaration(source: string, name: string): string | undefined {
  const code = source.replace(/\/\*[\s\S]*?\*\//g, (c) => c.replace(/[^\n]/g, ' '));
  const start = new RegExp(`(?:^|\\s)(?:export )?(?:declare )?(type|interface|class) ${name}\\b`, 'm').exec(code);
  if (!start) return undefined;
  const kind = start[1];
  let depth = 0;
  for (let i = start.index + start[0].length; i < code.length; i++) {
    const char = code[i];
    if ('{(['.includes(char)) depth++;
    else if ('})]'.includes(char)) {
      depth--;
      if (depth === 0 && char === '}' && kind !== 'type') return normaliseType(`${kind} ${name}${source.slice(start.index + start[0].length, i + 1)}`);
    } else if (char === ';' && depth === 0 && kind === 'type') return normaliseType(`type ${name}${source.slice(start.index + start[0].length, i)}`);
  }
  return undefined;
}

/** Names declared at the top level of a code block: `type X`, `interface X`, `class X`. */
const declaredNames = (code: string) => [...code.matchAll(/^(?:type|interface|class) (\w+)/gm)].map((m) => m[1]);

/** Members of a class declaration marked @internal, which the page leaves out on purpose. */
function withoutInternalMembers(source: string): string {
  return source.replace(/\/\*\*(?:(?!\*\/)[\s\S])*@internal(?:(?!\*\/)[\s\S])*\*\/\s*(?:readonly )?\w+\??(?:\([^;]*\))?:[^;]*;/g, '');
}

/** The members of Reporter as index.d.ts declares them: name → declared type. */
const REPORTER_MEMBERS = new Map(
  [...(declaration(RSTEST_DTS, 'Reporter') ?? '').matchAll(/(\w+)\?: (.*?);/g)].map((m) => [m[1], m[2]]),
);

describe('reporter-api.mdx against index.d.ts', () => {
  test('index.d.ts declares the members the page was written for', () => {
    expect([...REPORTER_MEMBERS.keys()].sort()).toEqual(
      [
        'flushOutputStreams',
        'onExit',
        'onTestCaseResult',
        'onTestCaseStart',
        'onTestFileReady',
        'onTestFileResult',
        'onTestFileStart',
        'onTestRunEnd',
        'onTestRunStart',
        'onTestSuiteResult',
        'onTestSuiteStart',
        'onUserConsoleLog',
      ].sort(),
    );
  });

  test.each(LANGS)('%s: every Reporter member has its heading and, below it, its declared signature', (lang) => {
    const text = body(lang, REPORTER_PAGE);
    for (const [name, type] of REPORTER_MEMBERS) {
      const heading = `### ${name} {#${name.toLowerCase()}}`;
      expect(text, heading).toContain(heading);
      const after = text.slice(text.indexOf(heading) + heading.length);
      const signature = codeBlocks(after)[0]?.code;
      expect(normaliseType(signature ?? ''), name).toBe(normaliseType(`${name}?: ${type};`));
    }
  });

  test('every declaration the pages show is the one in index.d.ts', () => {
    const shown = [REPORTER_PAGE, EXTENSION_PAGE].flatMap((page) =>
      codeBlocks(body('en', page)).filter((b) => b.lang === 'ts' && !b.meta.includes('title=')),
    );
    const names = shown.flatMap((b) => declaredNames(b.code));
    expect(names.length).toBeGreaterThanOrEqual(15);
    const source = withoutInternalMembers(RSTEST_DTS);
    for (const block of shown) {
      for (const name of declaredNames(block.code)) {
        // Location_2 is how the bundled declaration names the { line, column } type the page calls Location.
        const declared = declaration(source.replace(/\bLocation_2\b/g, 'Location'), name);
        expect(declaration(block.code, name), name).toBe(declared);
      }
    }
  });

  test('the reporters type the page quotes is the declared one', () => {
    const line = codeBlocks(body('en', REPORTER_PAGE)).find((b) => b.code.startsWith('reporters?:'))?.code ?? '';
    expect(RSTEST_DTS.replace(/\s+/g, ' ')).toContain(line.replace(/\s+/g, ' ').trim());
  });
});

// ---------------------------------------------------------------- runs

describe('reporter-api.mdx runs', () => {
  test('the run prints what the page shows, and the hook calls are exactly the listed ones', async () => {
    const run = await orderRun;
    expect(run.exitCode, run.output).toBe(1);
    expect(missingOutputLines(shownOutput(REPORTER_PAGE, 'order'), run.output)).toEqual([]);
    expect(hookLines(run.stdout)).toEqual(hookLines(shownOutput(REPORTER_PAGE, 'order')));
  });

  test("['json', { outputPath }] wrote the run, console logs included, to the file", async () => {
    const { report } = await orderRun;
    expect(report?.status).toBe('fail');
    const files = (report as Report).files.map((f) => [f.testPath, f.status]);
    expect(files).toEqual([
      ['src/cart.spec.ts', 'fail'],
      ['src/format.spec.ts', 'pass'],
    ]);
    // A file's results are its tests, not its suites.
    expect((report as Report).files[0].results.map((t) => t.fullName)).toEqual([
      'cart > starts empty',
      'cart > total > adds prices',
      'cart > total > applies the discount',
      'cart > total > rounds to cents',
    ]);
    expect(report?.consoleLogs?.map((log) => log.content)).toEqual(['adding 2 + 3']);
  });

  test('a module path in reporters stops the run with the message the page quotes', async () => {
    const run = await pathRun;
    expect(run.exitCode).toBe(1);
    expect(missingOutputLines(shownOutput(REPORTER_PAGE, 'path'), run.output)).toEqual([]);
  });
});

describe('extension-points.mdx runs', () => {
  test("the plugin's include and testTimeout and the adapter's options take effect", async () => {
    const run = await pluginRun;
    expect(run.exitCode, run.output).toBe(0);
    expect(missingOutputLines(shownOutput(EXTENSION_PAGE, 'plugin'), run.output)).toEqual([]);
    expect(run.output).toContain('✓ src/version.spec.ts (2)');
  });

  test('an unknown coverage provider stops the run', async () => {
    const run = await providerRun;
    expect(run.exitCode).toBe(1);
    expect(missingOutputLines(shownOutput(EXTENSION_PAGE, 'provider'), run.output)).toEqual([]);
  });

  test('changing reporters in modifyRstestConfig stops the run', async () => {
    const run = await forbiddenRun;
    expect(run.exitCode).toBe(1);
    expect(missingOutputLines(shownOutput(EXTENSION_PAGE, 'forbidden'), run.output)).toEqual([]);
  });
});
