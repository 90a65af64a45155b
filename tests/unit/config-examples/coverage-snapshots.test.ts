/**
 * Runs the fixtures behind the coverage, update, snapshotFormat and resolveSnapshotPath pages and checks what the
 * pages say happens.
 *
 * Every run that writes (snapshot files, coverage reports) works on a copy of the fixture in a temporary folder,
 * so the snapshot files and folders in the repository are never changed.
 *
 * The coverage tests need the provider packages, which are not dependencies of @rstest/core:
 * `@rstest/coverage-istanbul@0.12.0` (the default provider) and `@rstest/coverage-v8@0.12.0`. A test that needs
 * one fails with a message naming the missing package rather than being skipped. The tests about a missing
 * provider run in a folder that can see @rstest/core but no provider, so they work either way.
 *
 * Speed: every Rstest process costs a second or more, so all runs are declared up front and start before the first test
 * (with `-t`, when a test reads them), two at a time (see ../utils/concurrent-runs.ts), and each test awaits the run it
 * reads. Where one run can show several facts it does: several test files or projects in one temporary project, told
 * apart in the output or on disk; the test names say which run they read.
 */
import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, rs, test } from '@rstest/core';
import { copyFiles, copyWithModules, READER_ENV, removeTemporaryDirs, rstest, type RunOptions, task, temporaryDir, writeFiles } from '../utils/concurrent-runs';
import { emptyConfigFile, fixtureDir, pageBody } from '../utils/config-pages';
import { LANGS, REPO_ROOT } from '../utils/docs';
import { testSummary } from '../utils/run-rstest';

// A test may wait for runs queued before its own; on a busy machine that takes minutes.
rs.setConfig({ testTimeout: 600_000 });

const emptyConfig = emptyConfigFile();

/**
 * `rstest run <args>` in `cwd` with CI=1 and no colour, like tests/unit/utils/run-rstest.ts, but queued and with
 * agent detection off (inside an AI coding agent Rstest would switch to its `md` reporter) and no GitHub Actions
 * reporter, so the default reporter's lines quoted by the pages are what is printed.
 */
const run = (cwd: string, args: string[] = [], { env, ...options }: RunOptions = {}) =>
  rstest(cwd, ['run', ...args], { ...options, env: { ...READER_ENV, ...env } });

/** A run in a folder prepared by `prepare`; the test gets both. */
const runIn = (prepare: () => string, args: string[] = [], options: RunOptions = {}) =>
  task(async () => {
    const dir = prepare();
    return { dir, result: await run(dir, args, options) };
  });

// Waits for runs that no finished test awaited (after a failed assertion), then removes the folders.
afterAll(async () => {
  await removeTemporaryDirs();
  rmSync(path.dirname(emptyConfig), { recursive: true, force: true });
}, 600_000);

// ---------------------------------------------------------------------------------------------------------------
// Fixtures and output

/**
 * A copy of a fixture in a temporary folder. `modules: 'all'` links the repository's node_modules (with whatever
 * is installed there); `'core-only'` links only @rstest/core, so no coverage provider can be found from it.
 */
function fixtureCopy(option: string, modules: 'all' | 'core-only' = 'all'): string {
  return copyWithModules(fixtureDir(option), path.join(temporaryDir(), option), modules);
}

/** An empty temporary project that can import anything installed in this repository. */
function emptyProject(): string {
  const dir = temporaryDir();
  symlinkSync(path.join(REPO_ROOT, 'node_modules'), path.join(dir, 'node_modules'), 'dir');
  return dir;
}

/** A config file outside the project; with an absolute `-c`, the root stays the folder Rstest runs in. */
function configFile(source: string): string {
  const file = path.join(temporaryDir(), 'rstest.config.ts');
  writeFileSync(file, source);
  return file;
}

/** The snapshot stored under `name` in a .snap file's text, as the file writes it (between the backticks). */
function snapshotEntry(snapFile: string, name: string): string {
  const text = readFileSync(snapFile, 'utf8');
  const start = text.indexOf(`exports[\`${name}\`] = \``);
  if (start === -1) throw new Error(`no snapshot ${name} in ${snapFile}:\n${text}`);
  const from = start + `exports[\`${name}\`] = \``.length;
  return text.slice(from, text.indexOf('`;\n', from));
}

/** The "Snapshots" block of the default reporter's summary, trailing spaces trimmed. */
function snapshotSummary(output: string): string {
  const lines = output.split('\n').map((line) => line.trimEnd());
  const start = lines.findIndex((line) => /^\s+Snapshots /.test(line));
  if (start === -1) return '';
  const end = lines.findIndex((line, index) => index > start && /^\s*Test Files /.test(line));
  return lines.slice(start, end).join('\n');
}

/** The test files a run reported with their result, sorted: `✓ [configured] configured/user.test.ts`. */
const reportedResults = (output: string) =>
  [...output.matchAll(/^ ([✓✗]) ((?:\[[^\]]+\] )?\S+) \(\d+\)/gm)].map((m) => `${m[1]} ${m[2]}`).sort();

// ---------------------------------------------------------------------------------------------------------------
// Runs shared by the snapshot pages

const SNAPSHOT_FORMAT_SNAP = readFileSync(path.join(fixtureDir('snapshotFormat'), '__snapshots__/user.test.ts.snap'), 'utf8');
const UPDATE_STALE = readFileSync(path.join(fixtureDir('update'), '__snapshots__/price.test.ts.snap'), 'utf8');
/** A test file whose snapshot has never been stored. */
const FRESH = "import { expect, test } from '@rstest/core';\n\ntest('has no snapshot yet', () => {\n  expect('new').toMatchSnapshot();\n});\n";

/**
 * One run in CI without update, where every snapshot is compared and none written. Its projects are copies of
 * fixtures: `configured` (snapshotFormat, the page's config), `plain` (the same without a config), `stale` (update,
 * without update: true, plus fresh.test.ts) and `moved` (resolveSnapshotPath, without the function).
 */
const inCi = runIn(() => {
  const dir = emptyProject();
  copyFiles(fixtureDir('snapshotFormat'), path.join(dir, 'configured'));
  copyFiles(fixtureDir('snapshotFormat'), path.join(dir, 'plain'));
  rmSync(path.join(dir, 'plain/rstest.config.ts'));
  copyFiles(fixtureDir('update'), path.join(dir, 'stale'));
  rmSync(path.join(dir, 'stale/rstest.config.ts'));
  writeFiles(dir, { 'stale/fresh.test.ts': FRESH });
  copyFiles(fixtureDir('resolveSnapshotPath'), path.join(dir, 'moved'));
  rmSync(path.join(dir, 'moved/rstest.config.ts'));
  writeFiles(dir, { 'rstest.config.ts': "export default { projects: ['./configured', './plain', './stale', './moved'] };\n" });
  return dir;
});

/**
 * The coverage fixture in CI without a config, in a folder where no coverage provider is installed (coverage is off,
 * so the run passes). For the update page it also holds the update fixture's price.test.ts, whose .snap file differs
 * from the current snapshot only by an obsolete one.
 */
const coverageOff = runIn(
  () => {
    const dir = fixtureCopy('coverage', 'core-only');
    cpSync(path.join(fixtureDir('update'), 'price.test.ts'), path.join(dir, 'price.test.ts'));
    writeFiles(dir, { '__snapshots__/price.test.ts.snap': UPDATE_STALE.replace('`"19.99"`', '`"$19.99"`') });
    return dir;
  },
  ['-c', emptyConfig],
);

/** A test per member whose sample needs no DOM, each snapshotting the value that member's section shows. */
const SAMPLES = `import { expect, test } from '@rstest/core';

class Money {
  constructor(public cents: number) {}
  toJSON() {
    return \`$\${(this.cents / 100).toFixed(2)}\`;
  }
}

test('callToJSON', () => expect(new Money(1999)).toMatchSnapshot());
test('escapeRegex', () => expect(/[0-9]+/).toMatchSnapshot());
test('escapeString', () => expect('say "hi"').toMatchSnapshot());
test('indent', () => expect({ user: { name: 'Ada' } }).toMatchSnapshot());
test('maxDepth', () => expect({ user: { name: 'Ada' } }).toMatchSnapshot());
test('maxWidth', () => expect([1, 2, 3, 4]).toMatchSnapshot());
test('maxOutputLength', () => expect({ items: [{ id: 1 }, { id: 2 }] }).toMatchSnapshot());
test('min', () => expect({ user: { name: 'Ada' }, tags: ['a'] }).toMatchSnapshot());
test('printBasicPrototype', () => expect({ roles: ['admin'] }).toMatchSnapshot());
test('printFunctionName', () => expect({ onClick: function onClick() {} }).toMatchSnapshot());
`;

/** The samples of the members that need DOM nodes (run in happy-dom: jsdom gives the same snapshots, slower). */
const DOM_SAMPLES = `import { expect, test } from '@rstest/core';

test('highlight', () => {
  const button = document.createElement('button');
  button.textContent = 'Save';
  expect(button).toMatchSnapshot();
});
test('printShadowRoot', () => {
  const card = document.createElement('user-card');
  card.attachShadow({ mode: 'open' }).innerHTML = '<p>Ada</p>';
  expect(card).toMatchSnapshot();
});
`;

/** 60,000 objects of about 25 characters each: more than 1_000_000 characters at one depth. */
const BIG = `import { expect, test } from '@rstest/core';

test('big', () => expect(Array.from({ length: 60_000 }, (_, id) => ({ id }))).toMatchSnapshot());
`;

const SERIALIZER = `import { expect, test } from '@rstest/core';

class Money {
  constructor(public cents: number) {}
}

expect.addSnapshotSerializer({
  test: (value) => value instanceof Money,
  serialize: (value: Money) => \`Money<\${value.cents}>\`,
});

test('serializer', () => expect({ price: new Money(5) }).toMatchSnapshot());
`;

/** An inline snapshot, not written yet; appended to the samples of the printBasicPrototype project. */
const INLINE_TEST = `
test('inline', () => {
  expect({ roles: ['admin'] }).toMatchInlineSnapshot();
});
`;

/** For the update page: an inline snapshot that no longer matches, for -u to rewrite (appended to FRESH). */
const STALE_INLINE_TEST = `
test('total', () => {
  expect({ total: 5 }).toMatchInlineSnapshot(\`
    {
      "total": 4,
    }
  \`);
});
`;

/**
 * For the update run below, one project per snapshotFormat (snapshotFormat may be set per project). `unset` and
 * `unsetDom` write the samples with Rstest's defaults. A member is set in its own project, except members whose
 * effect on the samples checked no other member of the project changes: `several` sets six of them, `dom` the two
 * DOM members. `minAlone` shows `min` without `indent: 0`; `unset`/`bigLimited` test the output-length limit.
 * serializer.test.ts and the inline snapshot in printBasicPrototype's samples stand for the page's other claims.
 */
const PROJECTS: Record<string, { format: string; dom?: true; files: Record<string, string> }> = {
  unset: {
    format: '{}',
    files: { 'samples.test.ts': SAMPLES, 'serializer.test.ts': SERIALIZER, 'big.test.ts': BIG },
  },
  unsetDom: { format: '{}', dom: true, files: { 'dom.test.ts': DOM_SAMPLES } },
  several: {
    format: '{ callToJSON: false, escapeRegex: false, escapeString: true, maxDepth: 1, maxWidth: 2, printFunctionName: true }',
    files: { 'samples.test.ts': SAMPLES },
  },
  indent: { format: '{ indent: 4 }', files: { 'samples.test.ts': SAMPLES } },
  maxOutputLength: { format: '{ maxOutputLength: 12 }', files: { 'samples.test.ts': SAMPLES } },
  min: { format: '{ min: true, indent: 0 }', files: { 'samples.test.ts': SAMPLES } },
  printBasicPrototype: { format: '{ printBasicPrototype: true }', files: { 'samples.test.ts': SAMPLES + INLINE_TEST } },
  dom: { format: '{ highlight: true, printShadowRoot: true }', dom: true, files: { 'dom.test.ts': DOM_SAMPLES } },
  minAlone: {
    format: '{ min: true }',
    files: { 'min.test.ts': "import { expect, test } from '@rstest/core';\n\ntest('min alone', () => expect({ a: 1 }).toMatchSnapshot());\n" },
  },
  bigLimited: { format: '{ maxOutputLength: 1_000_000 }', files: { 'big.test.ts': BIG } },
};

/**
 * Writes the named projects into `dir`, followed by project `folders` and `inline` projects given as source, for
 * one run with -u (so CI=1 still writes).
 */
function writeFormatsProject(dir: string, names: string[], folders: string[] = [], inline = '') {
  const projects = names.map(
    (name) =>
      `    { name: '${name}', root: './${name}', testEnvironment: '${PROJECTS[name].dom ? 'happy-dom' : 'node'}', snapshotFormat: ${PROJECTS[name].format} },\n`,
  );
  writeFiles(dir, {
    'rstest.config.ts': `import path from 'node:path';\n\nexport default {\n  projects: [\n${projects.join('')}${folders.map((folder) => `    '${folder}',\n`).join('')}${inline}  ],\n};\n`,
    ...Object.fromEntries(names.flatMap((name) => Object.entries(PROJECTS[name].files).map(([file, source]) => [`${name}/${file}`, source]))),
  });
}

// resolveSnapshotPath's fixture outside CI, so a missing snapshot is written: src/greet.test.ts has its snapshot
// at the custom path, src/nested/greet.test.ts (the same test) has none yet. The update tests read it too.
const readAndWritten = runIn(
  () => {
    const dir = fixtureCopy('resolveSnapshotPath');
    writeFiles(dir, { 'src/nested/greet.test.ts': readFileSync(path.join(dir, 'src/greet.test.ts'), 'utf8') });
    return dir;
  },
  [],
  { env: { CI: undefined } },
);
// The update run: all the projects above, and
// - fixture: a copy of the snapshotFormat fixture without its .snap file, written with the page's options;
// - cleanup (update page): price.test.ts no longer takes snapshots, deleted.test.ts is gone, fresh.test.ts has no
//   snapshot stored yet and an inline snapshot that no longer matches;
// - rsp (resolveSnapshotPath page): an inline project that sets resolveSnapshotPath, which only the root config may.
// It uses --update, the long form of -u (the update tests use -u).
const formats = runIn(
  () => {
    const dir = emptyProject();
    const rspProject = `    {
      name: 'rsp',
      root: './rsp',
      resolveSnapshotPath: (testPath: string, snapExtension: string) =>
        path.join(${JSON.stringify(path.join(dir, 'from-project'))}, path.basename(testPath) + snapExtension),
    },\n`;
    writeFormatsProject(dir, Object.keys(PROJECTS), ['./fixture', './cleanup'], rspProject);
    copyFiles(fixtureDir('snapshotFormat'), path.join(dir, 'fixture'));
    rmSync(path.join(dir, 'fixture/__snapshots__/user.test.ts.snap'));

    const cleanup = path.join(dir, 'cleanup');
    copyFiles(fixtureDir('update'), cleanup);
    rmSync(path.join(cleanup, 'rstest.config.ts'));
    writeFileSync(path.join(cleanup, '__snapshots__/price.test.ts.snap'), UPDATE_STALE.replace('`"19.99"`', '`"$19.99"`'));
    writeFiles(cleanup, {
      '__snapshots__/deleted.test.ts.snap': '// Rstest Snapshot v1\n\nexports[`old 1`] = `1`;\n',
      'fresh.test.ts': FRESH + STALE_INLINE_TEST,
    });
    const priceTest = path.join(cleanup, 'price.test.ts');
    writeFileSync(priceTest, readFileSync(priceTest, 'utf8').replace('.toMatchSnapshot()', ".toBe('$19.99')"));

    copyFiles(fixtureDir('resolveSnapshotPath'), path.join(dir, 'rsp'));
    rmSync(path.join(dir, 'rsp/rstest.config.ts'));
    rmSync(path.join(dir, 'rsp/__snapshots__'), { recursive: true });
    return dir;
  },
  ['--update'],
);
// The DOM samples again with colour allowed (NO_COLOR and FORCE_COLOR unset).
const coloured = runIn(
  () => {
    const dir = emptyProject();
    writeFormatsProject(dir, ['dom', 'unsetDom']);
    return dir;
  },
  ['-u'],
  { env: { NO_COLOR: undefined, FORCE_COLOR: undefined } },
);

const entryIn = (dir: string, project: string, file: string, name: string) =>
  snapshotEntry(path.join(dir, project, '__snapshots__', `${file}.snap`), `${name} 1`);

describe('snapshotFormat', () => {
  test('the committed snapshot, written in the configured format, matches; nothing is rewritten', async () => {
    const { dir, result } = await inCi;
    expect(reportedResults(result.output)).toContain('✓ [configured] configured/user.test.ts');
    expect(readFileSync(path.join(dir, 'configured/__snapshots__/user.test.ts.snap'), 'utf8')).toBe(SNAPSHOT_FORMAT_SNAP);
  });

  test('without the option, the same snapshot no longer matches, with the diff the page shows', async () => {
    const { dir, result } = await inCi;
    expect(result.exitCode).toBe(1);
    expect(reportedResults(result.output)).toContain('✗ [plain] plain/user.test.ts');
    const shown = /```txt\n(Error: Snapshot[\s\S]*?)```/.exec(pageBody('en', 'config/test/snapshotFormat.mdx'))?.[1] ?? 'missing';
    expect(result.output).toContain(shown.trimEnd());
    expect(pageBody('zh', 'config/test/snapshotFormat.mdx')).toContain(shown);
    // In CI the failing snapshot is not rewritten.
    expect(readFileSync(path.join(dir, 'plain/__snapshots__/user.test.ts.snap'), 'utf8')).toBe(SNAPSHOT_FORMAT_SNAP);
  });

  // [member, the snapshot unset (Rstest's own default), the snapshot with the member set as in PROJECTS]
  const MEMBERS: [string, string, string][] = [
    ['callToJSON', '"$19.99"', '\nMoney {\n  "cents": 1999,\n}\n'],
    ['escapeRegex', '/\\\\[0-9\\\\]\\\\+/', '/[0-9]+/'],
    ['escapeString', '"say "hi""', '"say \\\\"hi\\\\""'],
    ['indent', '\n{\n  "user": {\n    "name": "Ada",\n  },\n}\n', '\n{\n    "user": {\n        "name": "Ada",\n    },\n}\n'],
    ['maxDepth', '\n{\n  "user": {\n    "name": "Ada",\n  },\n}\n', '\n{\n  "user": [Object],\n}\n'],
    ['maxWidth', '\n[\n  1,\n  2,\n  3,\n  4,\n]\n', '\n[\n  1,\n  2,\n  …\n]\n'],
    [
      'maxOutputLength',
      '\n{\n  "items": [\n    {\n      "id": 1,\n    },\n    {\n      "id": 2,\n    },\n  ],\n}\n',
      '\n{\n  "items": [\n    {\n      "id": 1,\n    },\n    [Object],\n  ],\n}\n',
    ],
    ['min', '\n{\n  "tags": [\n    "a",\n  ],\n  "user": {\n    "name": "Ada",\n  },\n}\n', '{"tags": ["a"], "user": {"name": "Ada"}}'],
    ['printBasicPrototype', '\n{\n  "roles": [\n    "admin",\n  ],\n}\n', '\nObject {\n  "roles": Array [\n    "admin",\n  ],\n}\n'],
    ['printFunctionName', '\n{\n  "onClick": [Function],\n}\n', '\n{\n  "onClick": [Function onClick],\n}\n'],
    ['printShadowRoot', '<user-card />', '\n<user-card>\n  #shadow-root\n    <p>\n      Ada\n    </p>\n</user-card>\n'],
  ];

  /** The project that sets a member, where it is not the project named after it. */
  const SET_IN: Record<string, string> = {
    callToJSON: 'several',
    escapeRegex: 'several',
    escapeString: 'several',
    maxDepth: 'several',
    maxWidth: 'several',
    printFunctionName: 'several',
    highlight: 'dom',
    printShadowRoot: 'dom',
  };

  /** Where a member's sample is written unset, and where with the member set: [project, test file]. */
  function whereSampled(member: string): { unset: [string, string]; set: [string, string] } {
    const dom = member === 'highlight' || member === 'printShadowRoot';
    const unset: [string, string] = dom ? ['unsetDom', 'dom.test.ts'] : ['unset', 'samples.test.ts'];
    return { unset, set: [SET_IN[member] ?? member, unset[1]] };
  }

  test.each(MEMBERS)('%s: unset and set as the page shows', async (member, withoutIt, withIt) => {
    const { dir } = await formats;
    const { unset, set } = whereSampled(member);
    expect(entryIn(dir, ...unset, member)).toBe(withoutIt);
    expect(entryIn(dir, ...set, member)).toBe(withIt);
  });

  test.each(MEMBERS)('%s: both pages show the snapshot with the member set', (member, withoutIt, withIt) => {
    for (const lang of LANGS) {
      const body = pageBody(lang, 'config/test/snapshotFormat.mdx');
      expect(body).toContain(withIt.trim());
      // Where the page quotes the unset form inline, it is the one Rstest writes.
      if (!withoutIt.startsWith('\n')) expect(body).toContain(`\`${withoutIt}\``);
    }
  });

  test('the snapshot file of the example is exactly what the option writes (the fixture copy in the update run)', async () => {
    const { dir } = await formats;
    expect(readFileSync(path.join(dir, 'fixture/__snapshots__/user.test.ts.snap'), 'utf8')).toBe(SNAPSHOT_FORMAT_SNAP);
  });

  test('min: true alone fails the snapshot (Rstest always passes an indent); only that project fails', async () => {
    const { result } = await formats;
    expect(result.exitCode).toBe(1);
    expect(result.output).toContain('pretty-format: Options "min" and "indent" cannot be used together.');
    expect(testSummary(result.output).failed).toBe(1);
    expect(reportedResults(result.output).filter((line) => line.startsWith('✗'))).toEqual(['✗ [minAlone] minAlone/min.test.ts']);
  });

  test("maxOutputLength: unset, Rstest's limit is far above pretty-format's 1_000_000", async () => {
    const { dir } = await formats;
    const unsetEntry = entryIn(dir, 'unset', 'big.test.ts', 'big');
    expect(unsetEntry.length).toBeGreaterThan(1_000_000);
    expect(unsetEntry).not.toContain('[Object]');
    expect(entryIn(dir, 'bigLimited', 'big.test.ts', 'big')).toContain('[Object]');
  });

  test('serializers are added with expect.addSnapshotSerializer', async () => {
    const { dir } = await formats;
    expect(entryIn(dir, 'unset', 'serializer.test.ts', 'serializer')).toBe('\n{\n  "price": Money<5>,\n}\n');
  });

  test('highlight: true writes colour codes for DOM nodes, unless NO_COLOR is set', async () => {
    const plain = '\n<button>\n  Save\n</button>\n';
    // The -u run of all projects has NO_COLOR=1.
    const { dir } = await formats;
    expect(entryIn(dir, 'unsetDom', 'dom.test.ts', 'highlight')).toBe(plain);
    expect(entryIn(dir, 'dom', 'dom.test.ts', 'highlight')).toBe(plain);
    const { dir: colouredDir, result } = await coloured;
    expect(result.exitCode).toBe(0);
    // Unset, there are no colour codes even where colour is allowed.
    expect(entryIn(colouredDir, 'unsetDom', 'dom.test.ts', 'highlight')).toBe(plain);
    expect(entryIn(colouredDir, 'dom', 'dom.test.ts', 'highlight')).toBe(
      '\n\u001b[36m<button>\u001b[39m\n  \u001b[0mSave\u001b[0m\n\u001b[36m</button>\u001b[39m\n',
    );
  });

  test('inline snapshots use the format too', async () => {
    const { dir } = await formats;
    expect(readFileSync(path.join(dir, 'printBasicPrototype/samples.test.ts'), 'utf8')).toContain('Object {\n      "roles": Array [');
  });
});

describe('update', () => {
  const snapPath = (dir: string) => path.join(dir, '__snapshots__/price.test.ts.snap');
  const UPDATED = '// Rstest Snapshot v1\n\nexports[`formats a price 1`] = `"$19.99"`;\n';
  const UPDATE_SUMMARY = ['   Snapshots 1 updated', '             1 removed', '             ➜ price.test.ts', '               formats a total 1'].join('\n');

  const withConfig = runIn(() => fixtureCopy('update'));
  const withFlag = runIn(() => fixtureCopy('update'), ['-c', emptyConfig, '-u']);
  /** The snapshots of price.test.ts with two more tests, as Rstest writes them. */
  const THREE_SNAPSHOTS = [
    '// Rstest Snapshot v1',
    '',
    'exports[`formats a price 1`] = `"$19.99"`;',
    '',
    'exports[`formats zero 1`] = `"$0.00"`;',
    '',
    'exports[`ten dollars 1`] = `"$10.00"`;',
    '',
  ].join('\n');
  // -u with -t 'formats': 'formats zero' matches -t but is skipped with .skip; 'ten dollars' does not match -t.
  const skipped = runIn(
    () => {
      const dir = fixtureCopy('update');
      const testFile = path.join(dir, 'price.test.ts');
      writeFileSync(
        testFile,
        `${readFileSync(testFile, 'utf8')}
test.skip('formats zero', () => {
  expect(formatPrice(0)).toMatchSnapshot();
});

test('ten dollars', () => {
  expect(formatPrice(1000)).toMatchSnapshot();
});
`,
      );
      writeFileSync(snapPath(dir), THREE_SNAPSHOTS);
      return dir;
    },
    ['-c', emptyConfig, '-u', '-t', 'formats'],
  );

  test('both pages show this summary and this rewritten file', () => {
    for (const lang of LANGS) {
      const body = pageBody(lang, 'config/test/update.mdx');
      expect(body).toContain(UPDATE_SUMMARY);
      expect(body).toContain(`\`\`\`txt\n${UPDATED}\`\`\``);
    }
  });

  test('with update: true, the changed snapshot is rewritten and the obsolete one removed', async () => {
    const { dir, result } = await withConfig;
    expect(result.exitCode).toBe(0);
    expect(testSummary(result.output).passed).toBe(1);
    expect(snapshotSummary(result.output)).toBe(UPDATE_SUMMARY);
    expect(readFileSync(snapPath(dir), 'utf8')).toBe(UPDATED);
  });

  test('without it, the run fails on the changed snapshot and leaves the file alone (the CI run: stale/)', async () => {
    const { dir, result } = await inCi;
    expect(result.exitCode).toBe(1);
    expect(reportedResults(result.output)).toContain('✗ [stale] stale/price.test.ts');
    expect(result.output).toContain('Snapshot `formats a price 1` mismatched');
    expect(result.output).toContain('- "19.99"\n+ "$19.99"');
    // Every project's snapshot assertion failed (configured/ has none to fail); nothing was written or removed.
    expect(snapshotSummary(result.output)).toBe('   Snapshots 4 failed');
    expect(readFileSync(snapPath(path.join(dir, 'stale')), 'utf8')).toBe(UPDATE_STALE);
  });

  test('-u and --update do the same for one run (--update: the update run)', async () => {
    const { dir, result } = await withFlag;
    expect(result.exitCode).toBe(0);
    expect(snapshotSummary(result.output)).toBe(UPDATE_SUMMARY);
    expect(readFileSync(snapPath(dir), 'utf8')).toBe(UPDATED);
    // With --update, cleanup/ lost the .snap file of price.test.ts; without update it would be kept (see obsolete).
    const { dir: formatsDir } = await formats;
    expect(existsSync(snapPath(path.join(formatsDir, 'cleanup')))).toBe(false);
  });

  test('an obsolete snapshot alone does not fail the run; it is reported (the coverage-off run)', async () => {
    const { result } = await coverageOff;
    expect(result.exitCode).toBe(0);
    expect(snapshotSummary(result.output)).toBe(['   Snapshots 1 obsolete', '             ➜ price.test.ts', '               formats a total 1'].join('\n'));
  });

  test('in CI a missing snapshot fails instead of being written; locally and with -u it is written', async () => {
    const ci = await inCi;
    expect(ci.result.output).toContain('Snapshot `has no snapshot yet 1` mismatched');
    expect(reportedResults(ci.result.output)).toContain('✗ [stale] stale/fresh.test.ts');
    expect(existsSync(path.join(ci.dir, 'stale/__snapshots__/fresh.test.ts.snap'))).toBe(false);

    // Outside CI, resolveSnapshotPath's src/nested/greet.test.ts gets its first snapshot without update.
    const local = await readAndWritten;
    expect(local.result.exitCode).toBe(0);
    expect(snapshotSummary(local.result.output)).toBe('   Snapshots 1 written');

    const { dir } = await formats;
    expect(snapshotEntry(path.join(dir, 'cleanup/__snapshots__/fresh.test.ts.snap'), 'has no snapshot yet 1')).toBe('"new"');
  });

  test('-u keeps the snapshots of tests that did not run (-t, .skip)', async () => {
    const { dir, result } = await skipped;
    expect(result.exitCode).toBe(0);
    expect(testSummary(result.output)).toMatchObject({ passed: 1, failed: 0 });
    expect(readFileSync(snapPath(dir), 'utf8')).toBe(THREE_SNAPSHOTS);
  });

  test('-u deletes the .snap file of a test file that no longer takes snapshots, not one whose test file is gone', async () => {
    const { dir, result } = await formats;
    expect(snapshotSummary(result.output)).toContain('1 files removed');
    expect(existsSync(snapPath(path.join(dir, 'cleanup')))).toBe(false);
    expect(existsSync(path.join(dir, 'cleanup/__snapshots__/deleted.test.ts.snap'))).toBe(true);
  });

  test('-u rewrites inline snapshots in the test file (cleanup/fresh.test.ts in the update run)', async () => {
    const { dir } = await formats;
    const source = readFileSync(path.join(dir, 'cleanup/fresh.test.ts'), 'utf8');
    expect(source).toContain('"total": 5,');
    expect(source).not.toContain('"total": 4,');
  });
});

describe('resolveSnapshotPath', () => {
  const custom = (dir: string) => path.join(dir, '__snapshots__/src/greet.test.ts.snap');
  const committed = readFileSync(custom(fixtureDir('resolveSnapshotPath')), 'utf8');

  // A function that returns a relative path, built from the base name only; Rstest starts in src/ with root one
  // level up. Two more test files, a/x.test.ts and b/x.test.ts, share that base name.
  const relative = task(async () => {
    const dir = fixtureCopy('resolveSnapshotPath');
    writeFiles(dir, {
      'a/x.test.ts': "import { expect, test } from '@rstest/core';\n\ntest('in a', () => expect('a').toMatchSnapshot());\n",
      'b/x.test.ts': "import { expect, test } from '@rstest/core';\n\ntest('in b', () => expect('b').toMatchSnapshot());\n",
    });
    const config = configFile(`import path from 'node:path';

export default {
  resolveSnapshotPath: (testPath: string, snapExtension: string) => {
    console.log('RESOLVE ' + JSON.stringify({ testPath, snapExtension }));
    return path.join('snapshots', path.basename(testPath) + snapExtension);
  },
};
`);
    const written = await run(path.join(dir, 'src'), ['-c', config, '--root', '..', '-u'], { priority: true });
    const shared = readFileSync(path.join(dir, 'src/snapshots/x.test.ts.snap'), 'utf8');
    const next = await run(path.join(dir, 'src'), ['-c', config, '--root', '..'], { priority: true });
    return { dir, written, shared, next };
  });

  test('the snapshot is read from __snapshots__/src/greet.test.ts.snap; no folder appears next to the test', async () => {
    const { dir, result } = await readAndWritten;
    expect(result.exitCode).toBe(0);
    expect(reportedResults(result.output)).toEqual(['✓ src/greet.test.ts', '✓ src/nested/greet.test.ts']);
    expect(readFileSync(custom(dir), 'utf8')).toBe(committed);
    expect(existsSync(path.join(dir, 'src/__snapshots__'))).toBe(false);
  });

  test('a new snapshot is written where the function says', async () => {
    const { dir, result } = await readAndWritten;
    // Only the nested file's snapshot is new; greet.test.ts's was read.
    expect(snapshotSummary(result.output)).toBe('   Snapshots 1 written');
    expect(readFileSync(path.join(dir, '__snapshots__/src/nested/greet.test.ts.snap'), 'utf8')).toBe(committed);
    expect(existsSync(path.join(dir, 'src/nested/__snapshots__'))).toBe(false);
  });

  test('after a change of location, snapshots are not found where they were: in CI the test fails (the CI run: moved/)', async () => {
    // The committed snapshot is at the custom path; without the function Rstest looks in src/__snapshots__.
    const { dir, result } = await inCi;
    expect(reportedResults(result.output)).toContain('✗ [moved] moved/src/greet.test.ts');
    expect(result.output).toContain('Snapshot `greets by name 1` mismatched');
    expect(existsSync(path.join(dir, 'moved/src/__snapshots__'))).toBe(false);
  });

  test('two test files resolved to one path overwrite each other', async () => {
    const { written, shared, next } = await relative;
    expect(written.exitCode).toBe(0);
    expect([shared.includes('in a 1'), shared.includes('in b 1')].sort()).toEqual([false, true]);
    expect(next.exitCode).toBe(1);
    // greet.test.ts and one of the x.test.ts files pass.
    expect(testSummary(next.output)).toMatchObject({ passed: 2, failed: 1 });
  });

  test('without it, the file is __snapshots__/<test file name>.snap next to the test file (the update run: rsp/)', async () => {
    const { dir } = await formats;
    expect(existsSync(path.join(dir, 'rsp/src/__snapshots__/greet.test.ts.snap'))).toBe(true);
    expect(existsSync(path.join(dir, 'rsp/__snapshots__'))).toBe(false);
  });

  test('the function gets the absolute test path and ".snap"; a relative result resolves from the working directory', async () => {
    const { dir, written } = await relative;
    expect(written.output).toContain(`RESOLVE ${JSON.stringify({ testPath: path.join(dir, 'src/greet.test.ts'), snapExtension: '.snap' })}`);
    expect(existsSync(path.join(dir, 'src/snapshots/greet.test.ts.snap'))).toBe(true);
    expect(existsSync(path.join(dir, 'snapshots'))).toBe(false);
  });

  test('a resolveSnapshotPath inside projects is ignored: only the root config sets it (the update run: rsp/)', async () => {
    const { dir, result } = await formats;
    expect(reportedResults(result.output)).toContain('✓ [rsp] rsp/src/greet.test.ts');
    expect(existsSync(path.join(dir, 'from-project'))).toBe(false);
    expect(existsSync(path.join(dir, 'rsp/src/__snapshots__/greet.test.ts.snap'))).toBe(true);
  });
});

describe('coverage', () => {
  const PROVIDERS = { istanbul: '@rstest/coverage-istanbul', v8: '@rstest/coverage-v8' } as const;

  /** Fails the calling test when a provider is not installed: the pages' coverage claims need a real provider. */
  function requireProvider(name: keyof typeof PROVIDERS) {
    const pkg = PROVIDERS[name];
    if (!existsSync(path.join(REPO_ROOT, 'node_modules', pkg, 'package.json'))) {
      throw new Error(`${pkg}@0.12.0 is not installed. Add it to devDependencies: the coverage page's examples need it.`);
    }
  }

  /** The files of the JSON report (coverage-final.json), relative to `dir`. */
  const reportedCoverageFiles = (dir: string, reportsDirectory = 'coverage', file = 'coverage-final.json') =>
    Object.keys(JSON.parse(readFileSync(path.join(dir, reportsDirectory, file), 'utf8')))
      .map((absolute) => path.relative(dir, absolute))
      .sort();

  const THRESHOLD_MESSAGE = 'Error: coverage for lines 33.33% does not meet global threshold 80%';

  test('both pages quote the messages these tests check', () => {
    for (const lang of LANGS) {
      const body = pageBody(lang, 'config/test/coverage.mdx');
      for (const message of [
        'Failed to load coverage provider module: @rstest/coverage-istanbul in /path/to/project, please make sure it is installed.',
        '@rstest/coverage-istanbul is required for coverage. Install it now?',
        '`@rstest/coverage-istanbul@0.12.0`',
        'Coverage enabled with istanbul',
        THRESHOLD_MESSAGE,
        'Error: uncovered lines 2 exceeds maximum global threshold allowed 1',
        'Error: coverage for functions 50% does not meet "src/price.ts" threshold 100%',
        'Error: coverage data for "lib/**" was not found',
        'Error: src/price.ts coverage for functions 50% does not meet "src/**" threshold 100%',
        'Error: src/format.ts coverage for functions 0% does not meet "src/**" threshold 100%',
        'Failed to resolve changed files for `coverage.changed`, falling back to full coverage.',
      ]) {
        expect(body).toContain(message);
      }
    }
  });

  describe('without a provider installed', () => {
    const coreOnly = () => fixtureCopy('coverage', 'core-only');
    const istanbul = runIn(coreOnly);
    const flagOn = runIn(coreOnly, ['-c', emptyConfig, '--coverage']);
    const otherFlagOn = runIn(coreOnly, ['-c', emptyConfig, '--coverage.reportsDirectory', 'out']);
    const flagOff = runIn(coreOnly, ['--coverage.enabled', 'false']);
    // provider v8, started in src/ with root one level up (a relative reports directory resolves against root).
    const v8 = task(async () => {
      const dir = coreOnly();
      writeFiles(dir, { 'reports/coverage/stale.txt': 'old', 'src/reports/coverage/stale.txt': 'old' });
      const args = ['--root', '..', '-c', path.join(dir, 'rstest.config.ts'), '--coverage.reportsDirectory', 'reports/coverage', '--coverage.provider', 'v8'];
      return { dir, result: await run(path.join(dir, 'src'), args) };
    });
    // clean: false, and coverage.changed outside a Git repository.
    const keptOutsideGit = runIn(
      () => {
        const dir = coreOnly();
        writeFiles(dir, { 'coverage/stale.txt': 'old' });
        return dir;
      },
      ['--coverage.clean', 'false', '--coverage.changed'],
    );

    test('istanbul: the run stops with the message the page quotes', async () => {
      const { dir, result } = await istanbul;
      expect(result.exitCode).toBe(1);
      expect(result.output).toContain(
        `Failed to load coverage provider module: @rstest/coverage-istanbul in ${dir}, please make sure it is installed.`,
      );
      expect(testSummary(result.output).passed).toBe(0);
    });

    test('v8: the same message names @rstest/coverage-v8 (and the root, not the folder Rstest started in)', async () => {
      const { dir, result } = await v8;
      expect(result.exitCode).toBe(1);
      expect(result.output).toContain(`Failed to load coverage provider module: @rstest/coverage-v8 in ${dir}, please make sure it is installed.`);
    });

    test('in a terminal Rstest offers to install the provider; the prompt is the one the page quotes', () => {
      const dist = path.join(REPO_ROOT, 'node_modules/@rstest/core/dist');
      const sources = readdirSync(dist)
        .filter((file) => file.endsWith('.js'))
        .map((file) => readFileSync(path.join(dist, file), 'utf8'));
      expect(sources.some((source) => source.includes('`${moduleName} is required for coverage. Install it now?`'))).toBe(true);
      expect(sources.some((source) => source.includes("`${moduleName}@0.12.0`"))).toBe(true);
    });

    test('coverage is off without the option: the same folder passes', async () => {
      const { result } = await coverageOff;
      expect(result.exitCode).toBe(0);
      expect(result.output).not.toContain('Coverage enabled');
    });

    test.each([
      ['--coverage', flagOn],
      ['--coverage.reportsDirectory', otherFlagOn],
    ])('%s turns coverage on', async (_flag, started) => {
      const { result } = await started;
      expect(result.exitCode).toBe(1);
      expect(result.output).toContain('Failed to load coverage provider module: @rstest/coverage-istanbul');
    });

    test('--coverage.enabled false turns it off for one run', async () => {
      const { result } = await flagOff;
      expect(result.exitCode).toBe(0);
      expect(result.output).not.toContain('Failed to load coverage provider module');
    });

    test('clean: the reports directory, resolved against root, is deleted before the tests run (the v8 run)', async () => {
      const { dir } = await v8;
      expect(existsSync(path.join(dir, 'reports/coverage'))).toBe(false);
      expect(existsSync(path.join(dir, 'src/reports/coverage/stale.txt'))).toBe(true);
    });

    test('clean: false keeps what is in the reports directory', async () => {
      const { dir } = await keptOutsideGit;
      expect(existsSync(path.join(dir, 'coverage/stale.txt'))).toBe(true);
    });

    test('changed outside a Git repository: the warning the page quotes, then full coverage', async () => {
      const { result } = await keptOutsideGit;
      expect(result.output).toContain('Failed to resolve changed files for `coverage.changed`, falling back to full coverage.');
    });
  });

  describe('with @rstest/coverage-istanbul (and -v8) installed', () => {
    /** A copy of the fixture with every package installed here; fails the test that reads it if a provider is missing. */
    const withProvider = (name: keyof typeof PROVIDERS = 'istanbul') => () => {
      requireProvider(name);
      return fixtureCopy('coverage');
    };

    /**
     * The fixture copied into app/ of a workspace, with a test that imports ../shared/tax.ts, a file outside root.
     */
    function workspace(): string {
      requireProvider('istanbul');
      const root = temporaryDir();
      const app = path.join(root, 'app');
      copyWithModules(fixtureDir('coverage'), app, 'all');
      writeFiles(root, {
        'shared/tax.ts': 'export function vat(cents: number): number {\n  return Math.round(cents * 0.2);\n}\n',
        'app/src/tax.test.ts': `import { expect, test } from '@rstest/core';
import { vat } from '../../shared/tax';

test('vat', () => {
  expect(vat(1000)).toBe(200);
});
`,
      });
      return app;
    }

    const example = runIn(withProvider());
    // The page's defaults: no config, --coverage. The workspace adds a test of a file outside root.
    const defaults = runIn(workspace, ['-c', emptyConfig, '--coverage']);
    const external = runIn(workspace, ['-c', configFile('export default { coverage: { enabled: true, allowExternal: true } };\n')]);
    // Three flags at once: include, two reporters (repeated flag) and the reports directory.
    const flags = runIn(withProvider(), [
      '--coverage.include',
      'src/format.ts',
      '--coverage.reporters',
      'lcov',
      '--coverage.reporters',
      'json',
      '--coverage.reportsDirectory',
      'reports/coverage',
    ]);
    const v8 = runIn(withProvider('v8'), ['--coverage.provider', 'v8']);
    // The page's reporters example, with exclude and thresholds that are met. src/tax.ts, which no test imports, is
    // left out by --coverage.exclude, src/format.ts by the config's exclude.
    const reporters = runIn(
      () => {
        const dir = withProvider()();
        writeFiles(dir, { 'src/tax.ts': 'export const vat = (cents: number) => Math.round(cents * 0.2);\n' });
        return dir;
      },
      [
        '-c',
        configFile(
          "export default { coverage: { enabled: true, include: ['src/**/*.ts'], exclude: ['src/format.ts'], reporters: ['text-summary', ['json', { file: 'coverage.json' }], ['html', { subdir: 'html' }]], thresholds: { lines: 30, statements: 30, functions: 30, branches: 100 } } };\n",
        ),
        '--coverage.exclude',
        'src/tax.ts',
      ],
    );
    // Every kind of threshold that fails, in one run: Rstest prints a line for each.
    const thresholds = runIn(withProvider(), [
      '-c',
      configFile(
        "export default { coverage: { enabled: true, include: ['src/**/*.ts'], thresholds: { lines: -1, 'src/price.ts': { functions: 100 }, 'src/**': { perFile: true, functions: 100 }, 'lib/**': { lines: 50 } } } };\n",
      ),
    ]);
    const failingTest = () => {
      const dir = withProvider()();
      writeFiles(dir, {
        'src/format.test.ts': `import { expect, test } from '@rstest/core';
import { formatPrice } from './format';

test('formats', () => {
  expect(formatPrice(100)).toBe('1.00');
});
`,
      });
      return dir;
    };
    const failureOff = runIn(failingTest);
    const failureOn = runIn(failingTest, ['--coverage.reportOnFailure']);

    /**
     * A Git repository of the fixture: a commit that changed src/format.ts, then an uncommitted change to
     * src/price.ts. Each run gets its own copy, so they can run side by side.
     */
    let changedRepo: string | undefined;
    function changedCopy(): string {
      if (!changedRepo) {
        const dir = withProvider()();
        const git = (...args: string[]) =>
          execGit(dir, ['-c', 'user.name=test', '-c', 'user.email=test@example.com', '-c', 'commit.gpgsign=false', ...args]);
        writeFiles(dir, { '.gitignore': 'node_modules\ncoverage\n' });
        git('init', '-q');
        git('add', '.');
        git('commit', '-q', '-m', 'initial');
        touch(dir, 'src/format.ts');
        git('commit', '-q', '-am', 'change format');
        touch(dir, 'src/price.ts');
        changedRepo = dir;
      }
      const copy = path.join(temporaryDir(), 'coverage');
      cpSync(changedRepo, copy, { recursive: true, verbatimSymlinks: true });
      return copy;
    }
    const touch = (dir: string, file: string) => writeFileSync(path.join(dir, file), `${readFileSync(path.join(dir, file), 'utf8')}// changed\n`);
    const uncommitted = runIn(changedCopy, ['--coverage.changed']);
    const changedTests = runIn(changedCopy, ['--changed']);
    const sinceCommit = runIn(changedCopy, ['--coverage.changed', 'HEAD~1']);

    test('the example: every test passes, yet lines are under 80% and the run fails', async () => {
      const { dir, result } = await example;
      expect(result.output).toContain('Coverage enabled with istanbul');
      expect(testSummary(result.output)).toMatchObject({ passed: 1, failed: 0 });
      expect(result.output).toContain(THRESHOLD_MESSAGE);
      expect(result.exitCode).toBe(1);
      // The default reporters: text in the terminal, html, clover and json in coverage/.
      for (const file of ['index.html', 'clover.xml', 'coverage-final.json']) expect(existsSync(path.join(dir, 'coverage', file))).toBe(true);
      expect(reportedCoverageFiles(dir)).toEqual(['src/format.ts', 'src/price.ts']);
      expect(result.output).toMatch(/format\.ts\s*\|\s*0\s*\|/);
    });

    test('--coverage with no config uses the defaults; without include, only files the tests import are reported', async () => {
      const { dir, result } = await defaults;
      expect(result.exitCode).toBe(0);
      expect(result.output).toContain('Coverage enabled with istanbul');
      // Not src/format.ts, which no test imports (nor ../shared/tax.ts, outside root: see allowExternal).
      expect(reportedCoverageFiles(dir)).toEqual(['src/price.ts']);
    });

    test('include: files the tests load but the patterns miss are left out (--coverage.include src/format.ts)', async () => {
      const { dir } = await flags;
      expect(reportedCoverageFiles(dir, 'reports/coverage')).toEqual(['src/format.ts']);
    });

    test('each provider declares the peer dependency the page states', () => {
      for (const name of ['istanbul', 'v8'] as const) {
        requireProvider(name);
        const { peerDependencies } = JSON.parse(readFileSync(path.join(REPO_ROOT, 'node_modules', PROVIDERS[name], 'package.json'), 'utf8'));
        expect(peerDependencies).toEqual({ '@rstest/core': '^0.12.0' });
      }
      for (const lang of LANGS) expect(pageBody(lang, 'config/test/coverage.mdx')).toContain('`@rstest/core` `^0.12.0`');
    });

    test('exclude: adds to the default patterns, and --coverage.exclude to the configured ones; test files stay out', async () => {
      // The reporters run: include matches src/format.ts, src/tax.ts and the test file src/price.test.ts.
      const { dir, result } = await reporters;
      expect(result.exitCode).toBe(0);
      expect(reportedCoverageFiles(dir, 'coverage', 'coverage.json')).toEqual(['src/price.ts']);
    });

    test("provider: 'v8'", async () => {
      const { dir, result } = await v8;
      expect(result.output).toContain('Coverage enabled with v8');
      expect(reportedCoverageFiles(dir)).toEqual(['src/format.ts', 'src/price.ts']);
    });

    test('reporters: a name, or [name, options]; the list replaces the default one', async () => {
      const { dir, result } = await reporters;
      expect(result.exitCode).toBe(0);
      expect(result.output).toContain('Coverage summary');
      expect(reportedCoverageFiles(dir, 'coverage', 'coverage.json')).toEqual(['src/price.ts']);
      expect(existsSync(path.join(dir, 'coverage/html/index.html'))).toBe(true);
      expect(existsSync(path.join(dir, 'coverage/clover.xml'))).toBe(false);
      expect(existsSync(path.join(dir, 'coverage/coverage-final.json'))).toBe(false);
    });

    test('--coverage.reporters replaces the configured reporters, and can be repeated', async () => {
      const { dir } = await flags;
      expect(existsSync(path.join(dir, 'reports/coverage/lcov.info'))).toBe(true);
      expect(existsSync(path.join(dir, 'reports/coverage/coverage-final.json'))).toBe(true);
      expect(existsSync(path.join(dir, 'reports/coverage/clover.xml'))).toBe(false);
    });

    test('reportsDirectory: reports go to the given folder below root', async () => {
      const { dir } = await flags;
      expect(existsSync(path.join(dir, 'reports/coverage/lcov.info'))).toBe(true);
      expect(existsSync(path.join(dir, 'coverage'))).toBe(false);
    });

    test('thresholds: a negative number is the most uncovered items allowed', async () => {
      const { result } = await thresholds;
      expect(result.exitCode).toBe(1);
      expect(result.output).toContain('Error: uncovered lines 2 exceeds maximum global threshold allowed 1');
    });

    test('thresholds: a glob key checks the matching files together; perFile checks each', async () => {
      const { result } = await thresholds;
      expect(result.exitCode).toBe(1);
      expect(result.output).toContain('Error: coverage for functions 50% does not meet "src/price.ts" threshold 100%');
      expect(result.output).toContain('Error: src/price.ts coverage for functions 50% does not meet "src/**" threshold 100%');
      expect(result.output).toContain('Error: src/format.ts coverage for functions 0% does not meet "src/**" threshold 100%');
    });

    test('thresholds: a glob that matches no covered file fails the run', async () => {
      const { result } = await thresholds;
      expect(result.exitCode).toBe(1);
      expect(result.output).toContain('Error: coverage data for "lib/**" was not found');
    });

    test('thresholds that are met: the run passes (the reporters run)', async () => {
      const { result } = await reporters;
      expect(result.exitCode).toBe(0);
      expect(result.output).not.toContain('does not meet');
    });

    test('reportOnFailure: a failing test means no report (and no threshold check) unless it is set', async () => {
      const off = await failureOff;
      expect(off.result.exitCode).toBe(1);
      expect(existsSync(path.join(off.dir, 'coverage'))).toBe(false);
      expect(off.result.output).not.toContain('does not meet');

      const on = await failureOn;
      expect(on.result.exitCode).toBe(1);
      expect(existsSync(path.join(on.dir, 'coverage/coverage-final.json'))).toBe(true);
    });

    test('allowExternal: files outside root are reported only when it is set', async () => {
      const unset = await defaults;
      expect(testSummary(unset.result.output).passed).toBe(2);
      expect(reportedCoverageFiles(unset.dir)).toEqual(['src/price.ts']);
      const set = await external;
      expect(set.result.exitCode).toBe(0);
      expect(reportedCoverageFiles(set.dir)).toEqual(['../shared/tax.ts', 'src/price.ts']);
    });

    test('changed: only files changed in Git are reported; --changed narrows the report the same way', async () => {
      // Uncommitted: src/price.ts only, though include matches src/format.ts too.
      const { dir, result } = await uncommitted;
      expect(result.output).not.toContain('falling back to full coverage');
      // All tests still run; only the report is narrowed.
      expect(testSummary(result.output).passed).toBe(1);
      expect(reportedCoverageFiles(dir)).toEqual(['src/price.ts']);

      // --changed picks the tests of the changed files, and the report follows.
      const tests = await changedTests;
      expect(testSummary(tests.result.output).passed).toBe(1);
      expect(reportedCoverageFiles(tests.dir)).toEqual(['src/price.ts']);

      // Since a commit: the committed change to format.ts counts too.
      const since = await sinceCommit;
      expect(reportedCoverageFiles(since.dir)).toEqual(['src/format.ts', 'src/price.ts']);
    });
  });
});

function execGit(cwd: string, args: string[]) {
  execFileSync('git', args, { cwd, stdio: 'pipe' });
}
