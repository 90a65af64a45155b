/**
 * The JavaScript API pages that run scripts: config helpers, Node API (running Rstest from code) and public types.
 *
 * Their examples are fixture projects: tests/examples/javascript-api/config-helpers/ and …/node-api/. Every block
 * titled with a path is that fixture file (the Chinese page: the same once `//` comments are set aside), and every
 * ```text output="key"``` block is checked against the run below that prints it. The types page's examples are
 * test files run by api-examples.test.ts; here they are type-checked with tsc, since a types page is about types.
 *
 * Runs (two at a time, all started up front; about 15 s on a quiet 2-core machine):
 *   config-helpers: `rstest run` ("run"), `node define-helpers.mjs`, `node load-config.mjs`, `node merge-configs.mjs`
 *     (the last three load no test runner: well under a second each);
 *   node-api: `node run-tests.mjs`, `failures.mjs`, `list-tests.mjs`, `watch-once.mjs`, `order.mjs`,
 *     `cli.mjs run cart`, `cli.mjs run --include failing/price.test.ts` (the exit code the page states), and
 *     `merge-shards.mjs` on a copy in a temporary folder, as it writes blob reports;
 *   types: one `tsc --noEmit` over the page's examples plus a file that checks the typo claim of defineConfig.
 */
import { existsSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, rs, test } from '@rstest/core';
import { copyFiles, READER_ENV, removeTemporaryDirs, rstest, type Run, temporaryDir, tempProject } from './utils/concurrent-runs';
import { codeBlocks, headings, LANGS, type Lang, plainHeading, readDoc, REPO_ROOT, splitFrontmatter, withoutCode, withoutComments } from './utils/docs';
import { fenceAttributes } from './utils/examples';
import { missingOutputLines, shownOutput } from './utils/guides';

rs.setConfig({ testTimeout: 120_000 });
afterAll(removeTemporaryDirs, 120_000);

const CONFIG_HELPERS = 'api/javascript-api/config-helpers.mdx';
const NODE_API = 'api/javascript-api/node-api.mdx';
const TYPES = 'api/javascript-api/types.mdx';
const FIXTURES = path.join(REPO_ROOT, 'tests/examples/javascript-api');
const FIXTURE_OF: Record<string, string> = { [CONFIG_HELPERS]: path.join(FIXTURES, 'config-helpers'), [NODE_API]: path.join(FIXTURES, 'node-api') };

// ---------------------------------------------------------------------------------------------------------------
// The declaration files, as the pages show them: whole declarations without their doc comments.

const DIST = path.join(REPO_ROOT, 'node_modules/@rstest/core/dist');
// The files have Windows line ends; the pages have Unix ones.
const CORE_DTS = readFileSync(path.join(DIST, 'index.d.ts'), 'utf8').replace(/\r\n/g, '\n');
const API_DTS = readFileSync(path.join(DIST, 'api/index.d.ts'), 'utf8').replace(/\r\n/g, '\n');

/** The text without `/** … *\/` comments (and the space after them), so a member keeps its indentation. */
const withoutDocComments = (text: string) => text.replace(/\/\*\*[\s\S]*?\*\/ ?/g, '');

/** Every `export declare … name` of a declaration file, each from its keyword to its closing `;` or `}`. */
function declarationsOf(dts: string, name: string): string[] {
  const source = withoutDocComments(dts);
  const start = new RegExp(String.raw`export declare (const|function|class|interface|type) ${name}\b`, 'g');
  return [...source.matchAll(start)].map((match) => {
    const block = match[1] === 'class' || match[1] === 'interface';
    let depth = 0;
    for (let i = match.index; i < source.length; i++) {
      const c = source[i];
      if (c === '{' || c === '(') depth += 1;
      else if (c === '}' || c === ')') {
        depth -= 1;
        if (depth === 0 && c === '}' && block) return source.slice(match.index, i + 1);
      } else if (c === ';' && depth === 0) return source.slice(match.index, i + 1);
    }
    throw new Error(`Unterminated declaration of ${name}`);
  });
}

/** The member names of an exported interface or object type: its top-level keys and methods. */
function membersOf(dts: string, name: string): string[] {
  const [declaration] = declarationsOf(dts, name);
  if (!declaration) throw new Error(`${name} is not declared`);
  const members: string[] = [];
  let depth = 0;
  for (const line of declaration.slice(declaration.indexOf('{') + 1).split('\n')) {
    const member = /^\s*(?:readonly\s+)?(\w+)\??\s*[:(]/.exec(line);
    if (depth === 0 && member) members.push(member[1]);
    for (const c of line.replace(/\/\/.*$/, '')) {
      if (c === '{' || c === '(') depth += 1;
      else if (c === '}' || c === ')') depth -= 1;
    }
  }
  return members;
}

/** The names a declaration file exports as types (interfaces, type aliases, classes, re-exported types). */
const exportedTypeNames = (dts: string) => [
  ...new Set([
    ...[...dts.matchAll(/export declare (?:abstract class|class|interface|type) (\w+)/g)].map((m) => m[1]),
    ...[...dts.matchAll(/^export \{ (\w+) \}/gm)].map((m) => m[1]),
  ]),
];

// ---------------------------------------------------------------------------------------------------------------
// The pages.

interface Section {
  heading: string;
  blocks: { lang: string; code: string; attrs: Record<string, string> }[];
}

/** A page cut at its `##`/`###` headings, each part with its code blocks. */
function sections(lang: Lang, page: string): Section[] {
  const body = splitFrontmatter(readDoc(lang, page)).body;
  return body.split(/^(?=#{2,3} )/m).map((part) => ({
    heading: /^#{2,3} (.+)$/m.exec(part)?.[1] ?? '',
    blocks: codeBlocks(part).map((block) => ({ lang: block.lang, code: block.code, attrs: fenceAttributes(block.meta) })),
  }));
}
const allBlocks = (lang: Lang, page: string) => sections(lang, page).flatMap((section) => section.blocks);
/** Untitled `ts` blocks: the signatures. */
const signatureBlocks = (lang: Lang, page: string) => allBlocks(lang, page).filter((b) => b.lang === 'ts' && !b.attrs.title);
const chunks = (code: string) => code.split(/\n\s*\n/).map((chunk) => chunk.trimEnd());
const pageHeadings = (lang: Lang, page: string) =>
  headings(splitFrontmatter(readDoc(lang, page)).body).filter((h) => h.depth === 2 || h.depth === 3);
/** Inline code outside code blocks. */
const inlineCode = (lang: Lang, page: string) => [...withoutCode(splitFrontmatter(readDoc(lang, page)).body).matchAll(/`([^`\n]+)`/g)].map((m) => m[1]);

// ---------------------------------------------------------------------------------------------------------------
// The runs.

const env = READER_ENV;
const node = (cwd: string, args: string[], timeout = 60_000) => rstest(cwd, args, { bin: process.execPath, env, timeout });
const helpers = FIXTURE_OF[CONFIG_HELPERS];
const nodeApi = FIXTURE_OF[NODE_API];

/** The run that prints each output block of the two script pages. */
const OUTPUT_RUNS: Record<string, Record<string, Promise<Run>>> = {
  [CONFIG_HELPERS]: {
    run: rstest(helpers, ['run'], { env }),
    define: node(helpers, ['define-helpers.mjs']),
    load: node(helpers, ['load-config.mjs']),
    merge: node(helpers, ['merge-configs.mjs']),
  },
  [NODE_API]: {
    run: node(nodeApi, ['run-tests.mjs']),
    failures: node(nodeApi, ['failures.mjs']),
    list: node(nodeApi, ['list-tests.mjs']),
    watch: node(nodeApi, ['watch-once.mjs']),
    order: node(nodeApi, ['order.mjs']),
    cli: node(nodeApi, ['cli.mjs', 'run', 'cart']),
  },
};
const cliFailing = node(nodeApi, ['cli.mjs', 'run', '--include', 'failing/price.test.ts']);
// merge-shards.mjs writes .rstest-reports/ next to the config: run it on a copy.
const shardCopy = copyFiles(nodeApi, tempProject());
OUTPUT_RUNS[NODE_API].merge = node(shardCopy, ['merge-shards.mjs']);

// The types page's examples in one folder, plus a config with a misspelt option that must not type-check.
const typesDir = temporaryDir('rstest-types-page-');
symlinkSync(path.join(REPO_ROOT, 'node_modules'), path.join(typesDir, 'node_modules'), 'dir');
for (const block of allBlocks('en', TYPES).filter((b) => b.attrs.title)) writeFileSync(path.join(typesDir, block.attrs.title), `${block.code}\n`);
writeFileSync(
  path.join(typesDir, 'typo.ts'),
  `import { defineConfig } from '@rstest/core';\n\n// @ts-expect-error: RstestConfig has no testTimout\nexport default defineConfig({ testTimout: 1_000 });\n`,
);
writeFileSync(
  path.join(typesDir, 'tsconfig.json'),
  JSON.stringify({
    compilerOptions: { target: 'ES2022', lib: ['ES2023'], module: 'ESNext', moduleResolution: 'Bundler', strict: true, skipLibCheck: true, noEmit: true, types: ['node'] },
    include: ['*.ts'],
  }),
);
const tsc = node(typesDir, [path.join(REPO_ROOT, 'node_modules/typescript/bin/tsc'), '-p', 'tsconfig.json']);

// ---------------------------------------------------------------------------------------------------------------

describe.each([CONFIG_HELPERS, NODE_API])('%s', (page) => {
  const fixture = FIXTURE_OF[page];

  test('every titled block is its fixture file: verbatim in English, the same code in Chinese', () => {
    const titled = (lang: Lang) => allBlocks(lang, page).filter((b) => b.attrs.title);
    expect(titled('en').length).toBeGreaterThan(2);
    for (const block of titled('en')) {
      const file = path.join(fixture, block.attrs.title);
      expect(existsSync(file), `${block.attrs.title} is not in ${path.relative(REPO_ROOT, fixture)}`).toBe(true);
      expect(block.code.trim(), block.attrs.title).toBe(readFileSync(file, 'utf8').trim());
    }
    const comparable = (lang: Lang) => titled(lang).map((b) => [b.attrs.title, withoutComments(b.code)]);
    expect(comparable('zh')).toEqual(comparable('en'));
  });

  test('the Chinese page shows the same output blocks', () => {
    const outputs = (lang: Lang) => allBlocks(lang, page).filter((b) => b.attrs.output).map((b) => [b.attrs.output, b.code]);
    expect(outputs('zh')).toEqual(outputs('en'));
    expect(outputs('en').map(([key]) => key).sort()).toEqual(Object.keys(OUTPUT_RUNS[page]).sort());
  });

  test('every signature block is made of declarations of the package, without their doc comments', () => {
    const dts = `${withoutDocComments(CORE_DTS)}\n${withoutDocComments(API_DTS)}`;
    for (const lang of LANGS) {
      for (const block of signatureBlocks(lang, page)) {
        for (const chunk of chunks(block.code)) expect(dts, `docs/${lang}/${page}`).toContain(chunk);
      }
    }
  });

  test('each exported function or class shows all its declarations first in its section', () => {
    const exported = sections('en', page).filter((s) => /^`\w+` \{#/.test(s.heading));
    expect(exported.length).toBeGreaterThanOrEqual(3);
    for (const lang of LANGS) {
      for (const section of sections(lang, page).filter((s) => /^`\w+` \{#/.test(s.heading))) {
        const name = plainHeading(section.heading);
        const declared = [...declarationsOf(CORE_DTS, name), ...declarationsOf(API_DTS, name)];
        if (declared.length === 0) continue; // an instance member (`run`…), checked against RstestInstance below
        const signature = section.blocks.find((b) => b.lang === 'ts' && !b.attrs.title);
        expect(signature, `no signature under ${name} in docs/${lang}/${page}`).toBeDefined();
        expect(chunks(signature!.code).slice(0, declared.length), name).toEqual(declared.map((d) => d.trimEnd()));
      }
    }
  });
});

describe('config helpers page', () => {
  const runs = OUTPUT_RUNS[CONFIG_HELPERS];

  test('`npx rstest run` runs the file project and the inline project', async () => {
    const { exitCode, output } = await runs.run;
    expect(exitCode, output).toBe(0);
    expect(missingOutputLines(shownOutput(CONFIG_HELPERS, 'run'), output)).toEqual([]);
  });

  test('the define helpers return their argument', async () => {
    const { exitCode, output } = await runs.define;
    expect(exitCode, output).toBe(0);
    expect(missingOutputLines(shownOutput(CONFIG_HELPERS, 'define'), output)).toEqual([]);
  });

  test('loadConfig: a file, no file, a missing file', async () => {
    const { exitCode, output } = await runs.load;
    expect(exitCode, output).toBe(0);
    expect(missingOutputLines(shownOutput(CONFIG_HELPERS, 'load'), output)).toEqual([]);
  });

  test('mergeRstestConfig and mergeProjectConfig merge as the page says', async () => {
    const { exitCode, output } = await runs.merge;
    expect(exitCode, output).toBe(0);
    expect(missingOutputLines(shownOutput(CONFIG_HELPERS, 'merge'), output)).toEqual([]);
  });

  test.each(LANGS)('%s: the loadConfig options are the declared ones', (lang) => {
    const [declaration] = declarationsOf(CORE_DTS, 'loadConfig');
    const declared = [.../\{ ([\w, ]+) \}\?:/.exec(declaration)![1].split(', ')];
    expect(declared).toEqual(['cwd', 'path', 'envMode', 'configLoader']);
    expect(inlineCode(lang, CONFIG_HELPERS)).toEqual(expect.arrayContaining(declared));
  });
});

describe('node API page', () => {
  const runs = OUTPUT_RUNS[NODE_API];
  const check = async (key: string, exitCode = 0) => {
    const run = await runs[key];
    expect(run.exitCode, run.output).toBe(exitCode);
    return run.output;
  };

  test('run-tests.mjs: the reporter output, then the result it reads', async () => {
    expect(missingOutputLines(shownOutput(NODE_API, 'run'), await check('run'))).toEqual([]);
  });

  test('failures.mjs: a failing run resolves, process.exitCode stays unset, listTests rejects with ListTestsError', async () => {
    expect(missingOutputLines(shownOutput(NODE_API, 'failures'), await check('failures'))).toEqual([]);
  });

  test('list-tests.mjs: context, and listTests with includeSuites and filesOnly', async () => {
    expect(missingOutputLines(shownOutput(NODE_API, 'list'), await check('list'))).toEqual([]);
  });

  test('watch-once.mjs: watch resolves after the first run and the process ends after close()', async () => {
    expect(missingOutputLines(shownOutput(NODE_API, 'watch'), await check('watch'))).toEqual([]);
  });

  test('order.mjs: config, instance, reporter hooks, onExit, then run resolves', async () => {
    expect(missingOutputLines(shownOutput(NODE_API, 'order'), await check('order'))).toEqual([]);
  });

  test('merge-shards.mjs: two blob shards merged into one result, then deleted', async () => {
    expect(missingOutputLines(shownOutput(NODE_API, 'merge'), await check('merge'))).toEqual([]);
    expect(existsSync(path.join(shardCopy, '.rstest-reports'))).toBe(false);
  });

  test('cli.mjs: runCLI reads process.argv and sets the exit code when a test fails', async () => {
    expect(missingOutputLines(shownOutput(NODE_API, 'cli'), await check('cli'))).toEqual([]);
    const failing = await cliFailing;
    expect(failing.exitCode, failing.output).toBe(1);
    expect(failing.output).toContain('expected 50 to be 49');
  });

  describe.each(LANGS)('%s', (lang) => {
    test('every member of RstestInstance has a heading', () => {
      const members = membersOf(API_DTS, 'RstestInstance');
      expect(members).toEqual(expect.arrayContaining(['context', 'run', 'watch', 'listTests', 'mergeReports']));
      const names = pageHeadings(lang, NODE_API).map((h) => plainHeading(h.text));
      expect(members.filter((member) => !names.includes(member))).toEqual([]);
    });

    test.each(['CreateRstestOptions', 'RunOptions', 'ListOptions', 'WatchOptions', 'MergeReportsOptions', 'RstestContext', 'RstestWatcher'])(
      'every member of %s is named on the page',
      (type) => {
        const named = inlineCode(lang, NODE_API).join('\n');
        const members = membersOf(API_DTS, type);
        expect(members.length).toBeGreaterThan(0);
        expect(members.filter((member) => !new RegExp(String.raw`\b${member}\b`).test(named))).toEqual([]);
      },
    );
  });
});

describe('types page', () => {
  const core = exportedTypeNames(CORE_DTS);
  const api = exportedTypeNames(API_DTS);

  test('the declaration files export what this test reads', () => {
    expect(core).toEqual(expect.arrayContaining(['RstestConfig', 'ProjectConfig', 'Reporter', 'TestContext', 'Mock', 'MockInstance', 'Assertion', 'ExpectStatic', 'RsbuildPlugin']));
    expect(api).toEqual(expect.arrayContaining(['CreateRstestOptions', 'RstestInstance', 'TestRunResult', 'ListTestsError']));
  });

  describe.each(LANGS)('%s', (lang) => {
    test('every type named in a heading is exported by @rstest/core or @rstest/core/api', () => {
      // A type's heading is its name as code; section headings ("Configuration") are prose.
      const named = pageHeadings(lang, TYPES)
        .filter((h) => /^`\w+` \{#/.test(h.text))
        .map((h) => plainHeading(h.text));
      expect(named.length).toBeGreaterThanOrEqual(12);
      expect(named.filter((name) => !core.includes(name) && !api.includes(name))).toEqual([]);
    });

    test('every exported type is named on the page', () => {
      const named = new Set(inlineCode(lang, TYPES));
      const types = [...new Set([...core, ...api])].filter((name) => name !== 'ListTestsError'); // a class: on the node API page
      expect(types.filter((name) => !named.has(name))).toEqual([]);
    });
  });

  test('the examples type-check, and defineConfig rejects a misspelt option', async () => {
    const { exitCode, output } = await tsc;
    expect(exitCode, output).toBe(0);
  });
});
