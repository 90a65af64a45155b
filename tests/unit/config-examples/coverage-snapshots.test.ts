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
 */
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, rstest, test } from '@rstest/core';
import { emptyConfigFile, fixtureDir, pageBody } from '../utils/config-pages';
import { LANGS, REPO_ROOT } from '../utils/docs';
import { testSummary } from '../utils/run-rstest';

const RSTEST_BIN = path.join(REPO_ROOT, 'node_modules/.bin/rstest');

interface Run {
  exitCode: number;
  /** stdout and stderr together. */
  output: string;
}

/**
 * `rstest run <args>` in `cwd` with CI=1 and no colour, like tests/unit/utils/run-rstest.ts, but with agent
 * detection off (inside an AI coding agent Rstest would switch to its `md` reporter) and no GitHub Actions
 * reporter, so the default reporter's lines quoted by the pages are what is printed. `env` adds or, with
 * `undefined`, removes variables.
 */
function run(cwd: string, args: string[] = [], env: Record<string, string | undefined> = {}): Run {
  const merged: NodeJS.ProcessEnv = {
    ...process.env,
    NO_COLOR: '1',
    FORCE_COLOR: '0',
    CI: '1',
    RSTEST_NO_AGENT: '1',
    GITHUB_ACTIONS: undefined,
    ...env,
  };
  for (const [name, value] of Object.entries(merged)) if (value === undefined) delete merged[name];
  const result = spawnSync(RSTEST_BIN, ['run', ...args], { cwd, encoding: 'utf8', env: merged, timeout: 300_000 });
  return { exitCode: result.status ?? -1, output: `${result.stdout}\n${result.stderr}` };
}

// Each test starts one or more Rstest processes; on a busy machine one can take well over a minute.
rstest.setConfig({ testTimeout: 300_000 });

const emptyConfig = emptyConfigFile();
const temporaryDirs: string[] = [path.dirname(emptyConfig)];

afterAll(() => {
  for (const dir of temporaryDirs) rmSync(dir, { recursive: true, force: true });
});

function temporaryDir(): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'rstest-coverage-snapshots-'));
  temporaryDirs.push(dir);
  return dir;
}

/**
 * A copy of a fixture in a temporary folder. `modules: 'all'` links the repository's node_modules (with whatever
 * is installed there); `'core-only'` links only @rstest/core, so no coverage provider can be found from it.
 */
function fixtureCopy(option: string, modules: 'all' | 'core-only' = 'all'): string {
  const dir = path.join(temporaryDir(), option);
  cpSync(fixtureDir(option), dir, { recursive: true, filter: (source) => !source.includes(`${path.sep}node_modules`) });
  if (modules === 'all') {
    symlinkSync(path.join(REPO_ROOT, 'node_modules'), path.join(dir, 'node_modules'), 'dir');
  } else {
    mkdirSync(path.join(dir, 'node_modules/@rstest'), { recursive: true });
    symlinkSync(path.join(REPO_ROOT, 'node_modules/@rstest/core'), path.join(dir, 'node_modules/@rstest/core'), 'dir');
  }
  return dir;
}

/** A config file outside the project; with an absolute `-c`, the root stays the folder Rstest runs in. */
function configFile(source: string): string {
  const file = path.join(temporaryDir(), 'rstest.config.ts');
  writeFileSync(file, source);
  return file;
}

/** Writes files (paths relative to `dir`), creating folders. */
function writeFiles(dir: string, files: Record<string, string>) {
  for (const [name, content] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    writeFileSync(path.join(dir, name), content);
  }
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

describe('snapshotFormat', () => {
  const snapFile = (dir: string) => path.join(dir, '__snapshots__/user.test.ts.snap');

  test('the committed snapshot, written in the configured format, matches; nothing is rewritten', () => {
    const before = readFileSync(snapFile(fixtureDir('snapshotFormat')), 'utf8');
    const result = run(fixtureDir('snapshotFormat'));
    expect(result.exitCode).toBe(0);
    expect(testSummary(result.output).passed).toBe(1);
    expect(snapshotSummary(result.output)).toBe('');
    expect(readFileSync(snapFile(fixtureDir('snapshotFormat')), 'utf8')).toBe(before);
  });

  test('the snapshot file is exactly what the option writes', () => {
    const dir = fixtureCopy('snapshotFormat');
    rmSync(snapFile(dir));
    expect(run(dir, ['-u']).exitCode).toBe(0);
    expect(readFileSync(snapFile(dir), 'utf8')).toBe(readFileSync(snapFile(fixtureDir('snapshotFormat')), 'utf8'));
  });

  test('without the option, the same snapshot no longer matches, with the diff the page shows', () => {
    const result = run(fixtureDir('snapshotFormat'), ['-c', emptyConfig]);
    expect(result.exitCode).toBe(1);
    const shown = /```txt\n(Error: Snapshot[\s\S]*?)```/.exec(pageBody('en', 'config/test/snapshotFormat.mdx'))?.[1] ?? 'missing';
    expect(result.output).toContain(shown.trimEnd());
    expect(pageBody('zh', 'config/test/snapshotFormat.mdx')).toContain(shown);
  });

  /** A test per member, each snapshotting the value that member's section shows. */
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

  /**
   * One run, one project per snapshotFormat (snapshotFormat may be set per project): `unset` and a project per
   * member write the samples; `minAlone` shows `min` without `indent: 0`; `big*` test the output-length limit.
   */
  const PROJECTS: Record<string, { format: string; file: string; source: string }> = {
    unset: { format: '{}', file: 'samples.test.ts', source: SAMPLES },
    callToJSON: { format: '{ callToJSON: false }', file: 'samples.test.ts', source: SAMPLES },
    escapeRegex: { format: '{ escapeRegex: false }', file: 'samples.test.ts', source: SAMPLES },
    escapeString: { format: '{ escapeString: true }', file: 'samples.test.ts', source: SAMPLES },
    highlight: { format: '{ highlight: true }', file: 'samples.test.ts', source: SAMPLES },
    indent: { format: '{ indent: 4 }', file: 'samples.test.ts', source: SAMPLES },
    maxDepth: { format: '{ maxDepth: 1 }', file: 'samples.test.ts', source: SAMPLES },
    maxWidth: { format: '{ maxWidth: 2 }', file: 'samples.test.ts', source: SAMPLES },
    maxOutputLength: { format: '{ maxOutputLength: 12 }', file: 'samples.test.ts', source: SAMPLES },
    min: { format: '{ min: true, indent: 0 }', file: 'samples.test.ts', source: SAMPLES },
    printBasicPrototype: { format: '{ printBasicPrototype: true }', file: 'samples.test.ts', source: SAMPLES },
    printFunctionName: { format: '{ printFunctionName: true }', file: 'samples.test.ts', source: SAMPLES },
    printShadowRoot: { format: '{ printShadowRoot: true }', file: 'samples.test.ts', source: SAMPLES },
    minAlone: {
      format: '{ min: true }',
      file: 'min.test.ts',
      source: "import { expect, test } from '@rstest/core';\n\ntest('min alone', () => expect({ a: 1 }).toMatchSnapshot());\n",
    },
    serializer: {
      format: '{}',
      file: 'serializer.test.ts',
      source: `import { expect, test } from '@rstest/core';

class Money {
  constructor(public cents: number) {}
}

expect.addSnapshotSerializer({
  test: (value) => value instanceof Money,
  serialize: (value: Money) => \`Money<\${value.cents}>\`,
});

test('serializer', () => expect({ price: new Money(5) }).toMatchSnapshot());
`,
    },
    bigUnset: { format: '{}', file: 'big.test.ts', source: BIG },
    bigLimited: { format: '{ maxOutputLength: 1_000_000 }', file: 'big.test.ts', source: BIG },
  };

  /** Writes the projects into a temporary folder and runs them once with `-u` (so CI=1 still writes). */
  function runFormats(names: string[], env: Record<string, string | undefined> = {}) {
    const dir = temporaryDir();
    symlinkSync(path.join(REPO_ROOT, 'node_modules'), path.join(dir, 'node_modules'), 'dir');
    const projects = names.map(
      (name) => `    { name: '${name}', root: './${name}', testEnvironment: 'jsdom', snapshotFormat: ${PROJECTS[name].format} },`,
    );
    writeFiles(dir, {
      'rstest.config.ts': `export default {\n  projects: [\n${projects.join('\n')}\n  ],\n};\n`,
      ...Object.fromEntries(names.map((name) => [`${name}/${PROJECTS[name].file}`, PROJECTS[name].source])),
    });
    const result = run(dir, ['-u'], env);
    const entry = (project: string, name: string) =>
      snapshotEntry(path.join(dir, project, '__snapshots__', PROJECTS[project].file + '.snap'), `${name} 1`);
    return { result, entry };
  }

  let formats: ReturnType<typeof runFormats> | undefined;
  // One run of all the projects; a slow machine may need minutes.
  beforeAll(() => {
    formats = runFormats(Object.keys(PROJECTS));
  }, 600_000);
  const allFormats = () => {
    if (!formats) throw new Error('the snapshotFormat projects did not run');
    return formats;
  };

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

  test.each(MEMBERS)('%s: unset and set as the page shows', (member, withoutIt, withIt) => {
    const { entry } = allFormats();
    expect(entry('unset', member)).toBe(withoutIt);
    expect(entry(member, member)).toBe(withIt);
  });

  test.each(MEMBERS)('%s: both pages show the snapshot with the member set', (member, withoutIt, withIt) => {
    for (const lang of LANGS) {
      const body = pageBody(lang, 'config/test/snapshotFormat.mdx');
      expect(body).toContain(withIt.trim());
      // Where the page quotes the unset form inline, it is the one Rstest writes.
      if (!withoutIt.startsWith('\n')) expect(body).toContain(`\`${withoutIt}\``);
    }
  });

  test('min: true alone fails the snapshot (Rstest always passes an indent); only that project fails', () => {
    const { result } = allFormats();
    expect(result.exitCode).toBe(1);
    expect(result.output).toContain('pretty-format: Options "min" and "indent" cannot be used together.');
    expect(testSummary(result.output).failed).toBe(1);
  });

  test("maxOutputLength: unset, Rstest's limit is far above pretty-format's 1_000_000", () => {
    const { entry } = allFormats();
    const unsetEntry = entry('bigUnset', 'big');
    expect(unsetEntry.length).toBeGreaterThan(1_000_000);
    expect(unsetEntry).not.toContain('[Object]');
    expect(entry('bigLimited', 'big')).toContain('[Object]');
  });

  test('serializers are added with expect.addSnapshotSerializer', () => {
    expect(allFormats().entry('serializer', 'serializer')).toBe('\n{\n  "price": Money<5>,\n}\n');
  });

  test('highlight: true writes colour codes for DOM nodes, unless NO_COLOR is set', () => {
    const plain = '\n<button>\n  Save\n</button>\n';
    // allFormats() runs with NO_COLOR=1.
    expect(allFormats().entry('unset', 'highlight')).toBe(plain);
    expect(allFormats().entry('highlight', 'highlight')).toBe(plain);
    const coloured = runFormats(['highlight', 'unset'], { NO_COLOR: undefined, FORCE_COLOR: undefined });
    expect(coloured.result.exitCode).toBe(0);
    // Unset, there are no colour codes even where colour is allowed.
    expect(coloured.entry('unset', 'highlight')).toBe(plain);
    expect(coloured.entry('highlight', 'highlight')).toBe(
      '\n\u001b[36m<button>\u001b[39m\n  \u001b[0mSave\u001b[0m\n\u001b[36m</button>\u001b[39m\n',
    );
  });

  test('inline snapshots use the format too', () => {
    const dir = temporaryDir();
    symlinkSync(path.join(REPO_ROOT, 'node_modules'), path.join(dir, 'node_modules'), 'dir');
    writeFiles(dir, {
      'inline.test.ts': `import { expect, test } from '@rstest/core';

test('inline', () => {
  expect({ roles: ['admin'] }).toMatchInlineSnapshot();
});
`,
      'rstest.config.ts': 'export default { snapshotFormat: { printBasicPrototype: true } };\n',
    });
    expect(run(dir, ['-u']).exitCode).toBe(0);
    expect(readFileSync(path.join(dir, 'inline.test.ts'), 'utf8')).toContain('Object {\n      "roles": Array [');
  });
});

describe('update', () => {
  const snapPath = (dir: string) => path.join(dir, '__snapshots__/price.test.ts.snap');
  const STALE = readFileSync(snapPath(fixtureDir('update')), 'utf8');
  const UPDATED = '// Rstest Snapshot v1\n\nexports[`formats a price 1`] = `"$19.99"`;\n';
  const UPDATE_SUMMARY = ['   Snapshots 1 updated', '             1 removed', '             ➜ price.test.ts', '               formats a total 1'].join('\n');

  test('both pages show this summary and this rewritten file', () => {
    for (const lang of LANGS) {
      const body = pageBody(lang, 'config/test/update.mdx');
      expect(body).toContain(UPDATE_SUMMARY);
      expect(body).toContain(`\`\`\`txt\n${UPDATED}\`\`\``);
    }
  });

  test('with update: true, the changed snapshot is rewritten and the obsolete one removed', () => {
    const dir = fixtureCopy('update');
    const result = run(dir);
    expect(result.exitCode).toBe(0);
    expect(testSummary(result.output).passed).toBe(1);
    expect(snapshotSummary(result.output)).toBe(UPDATE_SUMMARY);
    expect(readFileSync(snapPath(dir), 'utf8')).toBe(UPDATED);
  });

  test('without it, the run fails on the changed snapshot and leaves the file alone', () => {
    const dir = fixtureCopy('update');
    const result = run(dir, ['-c', emptyConfig]);
    expect(result.exitCode).toBe(1);
    expect(result.output).toContain('Snapshot `formats a price 1` mismatched');
    expect(result.output).toContain('- "19.99"\n+ "$19.99"');
    expect(snapshotSummary(result.output)).toBe('   Snapshots 1 failed');
    expect(readFileSync(snapPath(dir), 'utf8')).toBe(STALE);
  });

  test('-u and --update do the same for one run', () => {
    for (const flag of ['-u', '--update']) {
      const dir = fixtureCopy('update');
      const result = run(dir, ['-c', emptyConfig, flag]);
      expect(result.exitCode).toBe(0);
      expect(snapshotSummary(result.output)).toBe(UPDATE_SUMMARY);
      expect(readFileSync(snapPath(dir), 'utf8')).toBe(UPDATED);
    }
  });

  test('an obsolete snapshot alone does not fail the run; it is reported', () => {
    const dir = fixtureCopy('update');
    writeFileSync(snapPath(dir), STALE.replace('`"19.99"`', '`"$19.99"`'));
    const result = run(dir, ['-c', emptyConfig]);
    expect(result.exitCode).toBe(0);
    expect(snapshotSummary(result.output)).toBe(['   Snapshots 1 obsolete', '             ➜ price.test.ts', '               formats a total 1'].join('\n'));
  });

  test('in CI a missing snapshot fails instead of being written; -u writes it', () => {
    const dir = fixtureCopy('update');
    rmSync(path.join(dir, '__snapshots__'), { recursive: true });
    const ci = run(dir, ['-c', emptyConfig]);
    expect(ci.exitCode).toBe(1);
    expect(ci.output).toContain('Snapshot `formats a price 1` mismatched');
    expect(existsSync(snapPath(dir))).toBe(false);

    const local = run(dir, ['-c', emptyConfig], { CI: undefined });
    expect(local.exitCode).toBe(0);
    expect(snapshotSummary(local.output)).toBe('   Snapshots 1 written');
    rmSync(path.join(dir, '__snapshots__'), { recursive: true });

    const updated = run(dir, ['-c', emptyConfig, '-u']);
    expect(updated.exitCode).toBe(0);
    expect(snapshotSummary(updated.output)).toBe('   Snapshots 1 written');
    expect(readFileSync(snapPath(dir), 'utf8')).toBe(UPDATED);
  });

  test('-u keeps the snapshots of tests that did not run (-t, .skip)', () => {
    const dir = fixtureCopy('update');
    writeFileSync(
      path.join(dir, 'price.test.ts'),
      `${readFileSync(path.join(dir, 'price.test.ts'), 'utf8')}
test('formats zero', () => {
  expect(formatPrice(0)).toMatchSnapshot();
});
`,
    );
    rmSync(path.join(dir, '__snapshots__'), { recursive: true });
    expect(run(dir, ['-c', emptyConfig, '-u']).exitCode).toBe(0);
    const both = readFileSync(snapPath(dir), 'utf8');
    expect(both).toContain('formats zero 1');
    const filtered = run(dir, ['-c', emptyConfig, '-u', '-t', 'formats a price']);
    expect(filtered.exitCode).toBe(0);
    expect(readFileSync(snapPath(dir), 'utf8')).toBe(both);
    const testFile = path.join(dir, 'price.test.ts');
    writeFileSync(testFile, readFileSync(testFile, 'utf8').replace("test('formats zero'", "test.skip('formats zero'"));
    expect(run(dir, ['-c', emptyConfig, '-u']).exitCode).toBe(0);
    expect(readFileSync(snapPath(dir), 'utf8')).toBe(both);
  });

  test('-u deletes the .snap file of a test file that no longer takes snapshots, not one whose test file is gone', () => {
    const dir = fixtureCopy('update');
    writeFileSync(snapPath(dir), STALE.replace('`"19.99"`', '`"$19.99"`'));
    writeFiles(dir, { '__snapshots__/deleted.test.ts.snap': '// Rstest Snapshot v1\n\nexports[`old 1`] = `1`;\n' });
    writeFileSync(
      path.join(dir, 'price.test.ts'),
      readFileSync(path.join(dir, 'price.test.ts'), 'utf8').replace('.toMatchSnapshot()', ".toBe('$19.99')"),
    );
    const result = run(dir, ['-c', emptyConfig, '-u']);
    expect(result.exitCode).toBe(0);
    expect(snapshotSummary(result.output)).toBe('   Snapshots 1 files removed');
    expect(existsSync(snapPath(dir))).toBe(false);
    expect(existsSync(path.join(dir, '__snapshots__/deleted.test.ts.snap'))).toBe(true);
  });

  test('-u rewrites inline snapshots in the test file', () => {
    const dir = temporaryDir();
    symlinkSync(path.join(REPO_ROOT, 'node_modules'), path.join(dir, 'node_modules'), 'dir');
    writeFiles(dir, {
      'rstest.config.ts': 'export default {};\n',
      'total.test.ts': `import { expect, test } from '@rstest/core';

test('total', () => {
  expect({ total: 5 }).toMatchInlineSnapshot(\`
    {
      "total": 4,
    }
  \`);
});
`,
    });
    expect(run(dir).exitCode).toBe(1);
    const result = run(dir, ['-u']);
    expect(result.exitCode).toBe(0);
    expect(snapshotSummary(result.output)).toBe('   Snapshots 1 updated');
    expect(readFileSync(path.join(dir, 'total.test.ts'), 'utf8')).toContain('"total": 5,');
  });
});

describe('resolveSnapshotPath', () => {
  const custom = (dir: string) => path.join(dir, '__snapshots__/src/greet.test.ts.snap');

  test('the snapshot is read from __snapshots__/src/greet.test.ts.snap; no folder appears next to the test', () => {
    const result = run(fixtureDir('resolveSnapshotPath'));
    expect(result.exitCode).toBe(0);
    expect(snapshotSummary(result.output)).toBe('');
    expect(existsSync(path.join(fixtureDir('resolveSnapshotPath'), 'src/__snapshots__'))).toBe(false);
  });

  test('a new snapshot is written where the function says', () => {
    const dir = fixtureCopy('resolveSnapshotPath');
    rmSync(path.join(dir, '__snapshots__'), { recursive: true });
    const result = run(dir, ['-u']);
    expect(result.exitCode).toBe(0);
    expect(snapshotSummary(result.output)).toBe('   Snapshots 1 written');
    expect(readFileSync(custom(dir), 'utf8')).toBe(readFileSync(custom(fixtureDir('resolveSnapshotPath')), 'utf8'));
    expect(existsSync(path.join(dir, 'src/__snapshots__'))).toBe(false);
  });

  test('after a change of location, snapshots are not found where they were: in CI the test fails', () => {
    // The committed snapshot is at the custom path; without the function Rstest looks in src/__snapshots__.
    const result = run(fixtureDir('resolveSnapshotPath'), ['-c', emptyConfig]);
    expect(result.exitCode).toBe(1);
    expect(result.output).toContain('Snapshot `greets by name 1` mismatched');
    expect(existsSync(path.join(fixtureDir('resolveSnapshotPath'), 'src/__snapshots__'))).toBe(false);
  });

  test('two test files resolved to one path overwrite each other', () => {
    const dir = temporaryDir();
    symlinkSync(path.join(REPO_ROOT, 'node_modules'), path.join(dir, 'node_modules'), 'dir');
    writeFiles(dir, {
      'a/x.test.ts': "import { expect, test } from '@rstest/core';\n\ntest('in a', () => expect('a').toMatchSnapshot());\n",
      'b/x.test.ts': "import { expect, test } from '@rstest/core';\n\ntest('in b', () => expect('b').toMatchSnapshot());\n",
      'rstest.config.ts': `import path from 'node:path';

export default {
  resolveSnapshotPath: (testPath: string, snapExtension: string) =>
    path.join(import.meta.dirname, 'snapshots', path.basename(testPath) + snapExtension),
};
`,
    });
    expect(run(dir, ['-u']).exitCode).toBe(0);
    const stored = readFileSync(path.join(dir, 'snapshots/x.test.ts.snap'), 'utf8');
    expect([stored.includes('in a 1'), stored.includes('in b 1')].sort()).toEqual([false, true]);
    const next = run(dir);
    expect(next.exitCode).toBe(1);
    expect(testSummary(next.output)).toMatchObject({ passed: 1, failed: 1 });
  });

  test('without it, the file is __snapshots__/<test file name>.snap next to the test file', () => {
    const dir = fixtureCopy('resolveSnapshotPath');
    rmSync(path.join(dir, '__snapshots__'), { recursive: true });
    expect(run(dir, ['-c', emptyConfig, '-u']).exitCode).toBe(0);
    expect(existsSync(path.join(dir, 'src/__snapshots__/greet.test.ts.snap'))).toBe(true);
    expect(existsSync(path.join(dir, '__snapshots__'))).toBe(false);
  });

  test('the function gets the absolute test path and ".snap"; a relative result resolves from the working directory', () => {
    const dir = fixtureCopy('resolveSnapshotPath');
    const config = configFile(`import path from 'node:path';

export default {
  resolveSnapshotPath: (testPath: string, snapExtension: string) => {
    console.log('RESOLVE ' + JSON.stringify({ testPath, snapExtension }));
    return path.join('snapshots', path.basename(testPath) + snapExtension);
  },
};
`);
    // Root is the fixture copy, but Rstest starts in its src/ folder.
    const result = run(path.join(dir, 'src'), ['-c', config, '--root', '..', '-u']);
    expect(result.exitCode).toBe(0);
    expect(result.output).toContain(`RESOLVE ${JSON.stringify({ testPath: path.join(dir, 'src/greet.test.ts'), snapExtension: '.snap' })}`);
    expect(existsSync(path.join(dir, 'src/snapshots/greet.test.ts.snap'))).toBe(true);
    expect(existsSync(path.join(dir, 'snapshots'))).toBe(false);
  });

  test('a resolveSnapshotPath inside projects is ignored: only the root config sets it', () => {
    const dir = fixtureCopy('resolveSnapshotPath');
    rmSync(path.join(dir, '__snapshots__'), { recursive: true });
    const config = configFile(`import path from 'node:path';

export default {
  projects: [
    {
      name: 'app',
      resolveSnapshotPath: (testPath: string, snapExtension: string) =>
        path.join(${JSON.stringify(dir)}, 'from-project', path.basename(testPath) + snapExtension),
    },
  ],
};
`);
    expect(run(dir, ['-c', config, '-u']).exitCode).toBe(0);
    expect(existsSync(path.join(dir, 'from-project'))).toBe(false);
    expect(existsSync(path.join(dir, 'src/__snapshots__/greet.test.ts.snap'))).toBe(true);
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
    test('istanbul: the run stops with the message the page quotes', () => {
      const dir = fixtureCopy('coverage', 'core-only');
      const result = run(dir);
      expect(result.exitCode).toBe(1);
      expect(result.output).toContain(
        `Failed to load coverage provider module: @rstest/coverage-istanbul in ${dir}, please make sure it is installed.`,
      );
      expect(testSummary(result.output).passed).toBe(0);
    });

    test('v8: the same message names @rstest/coverage-v8', () => {
      const dir = fixtureCopy('coverage', 'core-only');
      const result = run(dir, ['--coverage.provider', 'v8']);
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

    test('coverage is off without the option: the same folder passes', () => {
      const dir = fixtureCopy('coverage', 'core-only');
      const result = run(dir, ['-c', emptyConfig]);
      expect(result.exitCode).toBe(0);
      expect(result.output).not.toContain('Coverage enabled');
    });

    test.each([['--coverage'], ['--coverage.reportsDirectory', 'out']])('%s turns coverage on', (...args) => {
      const dir = fixtureCopy('coverage', 'core-only');
      const result = run(dir, ['-c', emptyConfig, ...args]);
      expect(result.exitCode).toBe(1);
      expect(result.output).toContain('Failed to load coverage provider module: @rstest/coverage-istanbul');
    });

    test('--coverage.enabled false turns it off for one run', () => {
      const dir = fixtureCopy('coverage', 'core-only');
      const result = run(dir, ['--coverage.enabled', 'false']);
      expect(result.exitCode).toBe(0);
      expect(result.output).not.toContain('Failed to load coverage provider module');
    });

    test('clean: the reports directory, resolved against root, is deleted before the tests run', () => {
      const dir = fixtureCopy('coverage', 'core-only');
      writeFiles(dir, { 'reports/coverage/stale.txt': 'old', 'src/reports/coverage/stale.txt': 'old' });
      // Started in src/ with root one level up: the relative directory resolves against root.
      run(path.join(dir, 'src'), ['--root', '..', '-c', path.join(dir, 'rstest.config.ts'), '--coverage.reportsDirectory', 'reports/coverage']);
      expect(existsSync(path.join(dir, 'reports/coverage'))).toBe(false);
      expect(existsSync(path.join(dir, 'src/reports/coverage/stale.txt'))).toBe(true);
    });

    test('clean: false keeps what is in the reports directory', () => {
      const dir = fixtureCopy('coverage', 'core-only');
      writeFiles(dir, { 'coverage/stale.txt': 'old' });
      run(dir, ['--coverage.clean', 'false']);
      expect(existsSync(path.join(dir, 'coverage/stale.txt'))).toBe(true);
      run(dir);
      expect(existsSync(path.join(dir, 'coverage'))).toBe(false);
    });

    test('changed outside a Git repository: the warning the page quotes, then full coverage', () => {
      const dir = fixtureCopy('coverage', 'core-only');
      const result = run(dir, ['--coverage.changed']);
      expect(result.output).toContain('Failed to resolve changed files for `coverage.changed`, falling back to full coverage.');
    });
  });

  describe('with @rstest/coverage-istanbul (and -v8) installed', () => {
    test('the example: every test passes, yet lines are under 80% and the run fails', () => {
      requireProvider('istanbul');
      const dir = fixtureCopy('coverage');
      const result = run(dir);
      expect(result.output).toContain('Coverage enabled with istanbul');
      expect(testSummary(result.output)).toMatchObject({ passed: 1, failed: 0 });
      expect(result.output).toContain(THRESHOLD_MESSAGE);
      expect(result.exitCode).toBe(1);
      // The default reporters: text in the terminal, html, clover and json in coverage/.
      for (const file of ['index.html', 'clover.xml', 'coverage-final.json']) expect(existsSync(path.join(dir, 'coverage', file))).toBe(true);
      expect(reportedCoverageFiles(dir)).toEqual(['src/format.ts', 'src/price.ts']);
      expect(result.output).toMatch(/format\.ts\s*\|\s*0\s*\|/);
    });

    test('include: without it, only files the tests import are reported', () => {
      requireProvider('istanbul');
      const dir = fixtureCopy('coverage');
      const result = run(dir, ['-c', configFile('export default { coverage: { enabled: true } };\n')]);
      expect(result.exitCode).toBe(0);
      expect(reportedCoverageFiles(dir)).toEqual(['src/price.ts']);
    });

    test('include: files the tests load but the patterns miss are left out', () => {
      requireProvider('istanbul');
      const dir = fixtureCopy('coverage');
      run(dir, ['--coverage.include', 'src/format.ts']);
      expect(reportedCoverageFiles(dir)).toEqual(['src/format.ts']);
    });

    test('each provider declares the peer dependency the page states', () => {
      for (const name of ['istanbul', 'v8'] as const) {
        requireProvider(name);
        const { peerDependencies } = JSON.parse(readFileSync(path.join(REPO_ROOT, 'node_modules', PROVIDERS[name], 'package.json'), 'utf8'));
        expect(peerDependencies).toEqual({ '@rstest/core': '^0.12.0' });
      }
      for (const lang of LANGS) expect(pageBody(lang, 'config/test/coverage.mdx')).toContain('`@rstest/core` `^0.12.0`');
    });

    test('exclude: adds to the default patterns; test files stay out either way', () => {
      requireProvider('istanbul');
      const dir = fixtureCopy('coverage');
      const result = run(dir, ['-c', configFile("export default { coverage: { enabled: true, include: ['src/**/*.ts'], exclude: ['src/format.ts'] } };\n")]);
      expect(result.exitCode).toBe(0);
      expect(reportedCoverageFiles(dir)).toEqual(['src/price.ts']);
      // On the command line too.
      run(dir, ['--coverage.exclude', 'src/format.ts']);
      expect(reportedCoverageFiles(dir)).toEqual(['src/price.ts']);
    });

    test('--coverage with no config uses the defaults', () => {
      requireProvider('istanbul');
      const dir = fixtureCopy('coverage');
      const result = run(dir, ['-c', emptyConfig, '--coverage']);
      expect(result.exitCode).toBe(0);
      expect(result.output).toContain('Coverage enabled with istanbul');
      expect(reportedCoverageFiles(dir)).toEqual(['src/price.ts']);
    });

    test("provider: 'v8'", () => {
      requireProvider('v8');
      const dir = fixtureCopy('coverage');
      const result = run(dir, ['--coverage.provider', 'v8']);
      expect(result.output).toContain('Coverage enabled with v8');
      expect(reportedCoverageFiles(dir)).toEqual(['src/format.ts', 'src/price.ts']);
    });

    test('reporters: a name, or [name, options]; the list replaces the default one', () => {
      requireProvider('istanbul');
      const dir = fixtureCopy('coverage');
      const config = configFile(
        "export default { coverage: { enabled: true, reporters: ['text-summary', ['json', { file: 'coverage.json' }], ['html', { subdir: 'html' }]] } };\n",
      );
      const result = run(dir, ['-c', config]);
      expect(result.exitCode).toBe(0);
      expect(result.output).toContain('Coverage summary');
      expect(reportedCoverageFiles(dir, 'coverage', 'coverage.json')).toEqual(['src/price.ts']);
      expect(existsSync(path.join(dir, 'coverage/html/index.html'))).toBe(true);
      expect(existsSync(path.join(dir, 'coverage/clover.xml'))).toBe(false);
      expect(existsSync(path.join(dir, 'coverage/coverage-final.json'))).toBe(false);
    });

    test('--coverage.reporters replaces the configured reporters', () => {
      requireProvider('istanbul');
      const dir = fixtureCopy('coverage');
      run(dir, ['--coverage.reporters', 'lcov']);
      expect(existsSync(path.join(dir, 'coverage/lcov.info'))).toBe(true);
      expect(existsSync(path.join(dir, 'coverage/clover.xml'))).toBe(false);
    });

    test('reportsDirectory: reports go to the given folder below root', () => {
      requireProvider('istanbul');
      const dir = fixtureCopy('coverage');
      run(dir, ['--coverage.reportsDirectory', 'reports/coverage']);
      expect(reportedCoverageFiles(dir, 'reports/coverage')).toEqual(['src/format.ts', 'src/price.ts']);
      expect(existsSync(path.join(dir, 'coverage'))).toBe(false);
    });

    test('thresholds: a negative number is the most uncovered items allowed', () => {
      requireProvider('istanbul');
      const dir = fixtureCopy('coverage');
      const result = run(dir, ['-c', configFile("export default { coverage: { enabled: true, include: ['src/**/*.ts'], thresholds: { lines: -1 } } };\n")]);
      expect(result.exitCode).toBe(1);
      expect(result.output).toContain('Error: uncovered lines 2 exceeds maximum global threshold allowed 1');
    });

    test('thresholds: a glob key checks the matching files together; perFile checks each', () => {
      requireProvider('istanbul');
      const dir = fixtureCopy('coverage');
      const together = run(dir, ['-c', configFile("export default { coverage: { enabled: true, include: ['src/**/*.ts'], thresholds: { 'src/price.ts': { functions: 100 } } } };\n")]);
      expect(together.exitCode).toBe(1);
      expect(together.output).toContain('Error: coverage for functions 50% does not meet "src/price.ts" threshold 100%');

      const each = run(dir, ['-c', configFile("export default { coverage: { enabled: true, include: ['src/**/*.ts'], thresholds: { 'src/**': { perFile: true, functions: 100 } } } };\n")]);
      expect(each.exitCode).toBe(1);
      expect(each.output).toContain('Error: src/price.ts coverage for functions 50% does not meet "src/**" threshold 100%');
      expect(each.output).toContain('Error: src/format.ts coverage for functions 0% does not meet "src/**" threshold 100%');
    });

    test('thresholds: a glob that matches no covered file fails the run', () => {
      requireProvider('istanbul');
      const dir = fixtureCopy('coverage');
      const result = run(dir, ['-c', configFile("export default { coverage: { enabled: true, thresholds: { 'lib/**': { lines: 50 } } } };\n")]);
      expect(result.exitCode).toBe(1);
      expect(result.output).toContain('Error: coverage data for "lib/**" was not found');
    });

    test('thresholds that are met: the run passes', () => {
      requireProvider('istanbul');
      const dir = fixtureCopy('coverage');
      const result = run(dir, ['-c', configFile("export default { coverage: { enabled: true, include: ['src/**/*.ts'], thresholds: { lines: 30, statements: 30, functions: 30, branches: 100 } } };\n")]);
      expect(result.exitCode).toBe(0);
      expect(result.output).not.toContain('does not meet');
    });

    test('reportOnFailure: a failing test means no report (and no threshold check) unless it is set', () => {
      requireProvider('istanbul');
      const dir = fixtureCopy('coverage');
      writeFiles(dir, {
        'src/format.test.ts': `import { expect, test } from '@rstest/core';
import { formatPrice } from './format';

test('formats', () => {
  expect(formatPrice(100)).toBe('1.00');
});
`,
      });
      const off = run(dir);
      expect(off.exitCode).toBe(1);
      expect(existsSync(path.join(dir, 'coverage'))).toBe(false);
      expect(off.output).not.toContain('does not meet');

      const on = run(dir, ['--coverage.reportOnFailure']);
      expect(on.exitCode).toBe(1);
      expect(existsSync(path.join(dir, 'coverage/coverage-final.json'))).toBe(true);
    });

    test('allowExternal: files outside root are reported only when it is set', () => {
      requireProvider('istanbul');
      const workspace = temporaryDir();
      const app = path.join(workspace, 'app');
      cpSync(fixtureDir('coverage'), app, { recursive: true, filter: (source) => !source.includes(`${path.sep}node_modules`) });
      symlinkSync(path.join(REPO_ROOT, 'node_modules'), path.join(app, 'node_modules'), 'dir');
      writeFiles(workspace, {
        'shared/tax.ts': 'export function vat(cents: number): number {\n  return Math.round(cents * 0.2);\n}\n',
        'app/src/tax.test.ts': `import { expect, test } from '@rstest/core';
import { vat } from '../../shared/tax';

test('vat', () => {
  expect(vat(1000)).toBe(200);
});
`,
      });
      const config = (allowExternal: boolean) => configFile(`export default { coverage: { enabled: true, allowExternal: ${allowExternal} } };\n`);
      expect(run(app, ['-c', config(false)]).exitCode).toBe(0);
      expect(reportedCoverageFiles(app)).toEqual(['src/price.ts']);
      expect(run(app, ['-c', config(true)]).exitCode).toBe(0);
      expect(reportedCoverageFiles(app)).toEqual(['../shared/tax.ts', 'src/price.ts']);
    });

    test('changed: only files changed in Git are reported; --changed narrows the report the same way', () => {
      requireProvider('istanbul');
      const dir = fixtureCopy('coverage');
      const git = (...args: string[]) =>
        spawnSync('git', ['-c', 'user.name=test', '-c', 'user.email=test@example.com', ...args], { cwd: dir, encoding: 'utf8' });
      const touch = (file: string) => writeFileSync(path.join(dir, file), `${readFileSync(path.join(dir, file), 'utf8')}// changed\n`);
      writeFiles(dir, { '.gitignore': 'node_modules\ncoverage\n' });
      git('init', '-q');
      git('add', '.');
      git('commit', '-q', '-m', 'initial');

      touch('src/format.ts');
      const result = run(dir, ['--coverage.changed']);
      expect(result.output).not.toContain('falling back to full coverage');
      // All tests still run; only the report is narrowed.
      expect(testSummary(result.output).passed).toBe(1);
      expect(reportedCoverageFiles(dir)).toEqual(['src/format.ts']);

      git('commit', '-q', '-am', 'change format');
      touch('src/price.ts');
      // --changed picks the tests of the changed files, and the report follows.
      expect(testSummary(run(dir, ['--changed']).output).passed).toBe(1);
      expect(reportedCoverageFiles(dir)).toEqual(['src/price.ts']);

      // Since a commit: the committed change to format.ts counts too.
      run(dir, ['--coverage.changed', 'HEAD~1']);
      expect(reportedCoverageFiles(dir)).toEqual(['src/format.ts', 'src/price.ts']);
    });
  });
});
