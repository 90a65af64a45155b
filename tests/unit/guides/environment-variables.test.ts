/**
 * Backs guide/advanced/environment-variables.mdx, the reference of every environment variable @rstest/core reads or
 * sets. Two halves:
 *
 * 1. What the page says about each variable, on its fixture (tests/examples/guides/environment-variables/: a config
 *    that prints what it sees, and src/env.test.ts, which prints what test code sees). Every run starts from a clean
 *    environment (PATH and HOME, plus the variables under test), so nothing of this process (CI, an AI agent's
 *    variables, npm's) leaks in. Seventeen Rstest processes, two at a time, most under two seconds:
 *    - in a terminal (`script` from util-linux gives Rstest a pseudo-terminal): a plain run (the page's first
 *      output, FORCE_COLOR=1 and the progress line), and `rstest watch` with and without CI (keyboard shortcuts);
 *    - piped: your own NODE_ENV and NO_COLOR; an AI agent with `--reporter default`, with the `md` default, and with
 *      RSTEST_NO_AGENT=1; GITHUB_ACTIONS=true (step summary, GITHUB_WORKSPACE, FORCE_COLOR=0);
 *    - copies of the fixture with a snapshot test: CI=false, CI empty, GITHUB_ACTIONS=1, GITLAB_CI, VERCEL;
 *    - DEBUG=rstest:bundle-coverage with TINYGLOBBY_DEBUG; RSTEST_OUTPUT_MODULE=false (and NODE_COMPILE_CACHE);
 *    - six slow files under a preload that makes Node.js report no free memory, with and without
 *      RSTEST_MEMORY_AWARE=0.
 *
 * 2. That the page is complete: a scan of @rstest/core's code (bin/ and dist/) for the variables it reads or sets,
 *    each of which the page (both languages) must name, save the few of ALLOWED_UNLISTED; the agent and CI-service
 *    lists against the tables the code holds.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import nodeModule from 'node:module';
import path from 'node:path';
import vm from 'node:vm';
import { afterAll, describe, expect, rs, test } from '@rstest/core';
import { removeTemporaryDirs, type Run, type RunOptions, rstest, task, temporaryDir, tempProject, writeFiles } from '../utils/concurrent-runs';
import { headings, LANGS, type Lang, REPO_ROOT, readDoc, splitFrontmatter, withoutCode } from '../utils/docs';
import { variant } from '../utils/fixture-copies';
import { guideFixtureDir, missingOutputLines, shownOutput } from '../utils/guides';

const PAGE = 'guide/advanced/environment-variables.mdx';
const fixture = guideFixtureDir(PAGE);
rs.setConfig({ testTimeout: 600_000 });
afterAll(removeTemporaryDirs, 600_000);

const RSTEST_BIN = path.join(REPO_ROOT, 'node_modules/.bin/rstest');
const CORE_DIR = path.join(REPO_ROOT, 'node_modules/@rstest/core');

// ---------------------------------------------------------------------------------------------------------------
// Runs

/** `rstest <args>` in `cwd`, piped, in an environment of PATH, HOME and `env` alone. */
const piped = (cwd: string, args: string[], env: Record<string, string> = {}, options: RunOptions = {}) =>
  rstest(cwd, args, { cleanEnv: true, env, ...options });

const shellQuote = (arg: string) => (/^[\w./=:@-]+$/.test(arg) ? arg : `'${arg.replaceAll("'", `'\\''`)}'`);

/** The same in a terminal: `script -qec <command> /dev/null` runs Rstest with a pseudo-terminal as stdin and stdout. */
const inTerminal = (cwd: string, args: string[], env: Record<string, string> = {}, options: RunOptions = {}) =>
  rstest(cwd, ['-qec', [RSTEST_BIN, ...args].map(shellQuote).join(' '), '/dev/null'], {
    cleanEnv: true,
    bin: 'script',
    env: { TERM: 'xterm-256color', ...env },
    ...options,
  });

/** A terminal's output as text: without cursor and colour control sequences and carriage returns. */
const terminalText = (output: string) => output.replace(/\x1b\[[0-9;?]*[A-Za-z]|\x1bc/g, '').replace(/\r/g, '');

/** An SGR sequence: a colour or a text style. */
const COLOUR = /\x1b\[[0-9;]*m/;
const BANNER = 'Rstest v0.12.0';

/** A copy of the fixture outside the repository that sees the repository's node_modules, plus `files`. */
const copy = (files: Record<string, string> = {}) => variant(fixture, (dir) => writeFiles(dir, files));

const SNAPSHOT_TEST = `import { expect, test } from '@rstest/core';

test('greeting', () => {
  expect('hello').toMatchSnapshot();
});
`;

/** A run of a snapshot test that has no stored snapshot yet, in a fresh copy: was the snapshot written? */
function snapshotRun<T extends object = object>(env: Record<string, string>, extra: (dir: string) => T = () => ({}) as T) {
  return task(async () => {
    const dir = copy({ 'src/greeting.test.ts': SNAPSHOT_TEST });
    const result = await piped(dir, ['run', 'src/greeting.test.ts'], env);
    return { ...result, written: existsSync(path.join(dir, 'src/__snapshots__/greeting.test.ts.snap')), ...extra(dir) };
  });
}

// In a terminal.
const terminalRun = inTerminal(fixture, ['run', 'src/env.test.ts']);
// A CI service's variable (GITLAB_CI) leaves the terminal features alone; TERM=dumb turns the colours off.
const terminalWatch = inTerminal(fixture, ['watch', 'src/env.test.ts'], { TERM: 'dumb', GITLAB_CI: 'true' }, { stopWhen: (output) => output.includes('to show help'), timeout: 60_000 });
const terminalWatchCi = inTerminal(fixture, ['watch', 'src/env.test.ts'], { CI: '1' }, { stopWhen: (output) => output.includes('Waiting for file changes'), timeout: 60_000 });

// Piped.
const ownValues = piped(fixture, ['run', 'src/env.test.ts'], { NODE_ENV: 'production', NO_COLOR: '1' });
const agentDefaultReporter = piped(fixture, ['run', 'src/env.test.ts', '--reporter', 'default'], { CLAUDECODE: '1' });
const agentMd = piped(fixture, ['run', 'src/env.test.ts'], { AI_AGENT: 'my-agent' });
const noAgent = piped(fixture, ['run', 'src/env.test.ts'], {
  CLAUDECODE: '1',
  RSTEST_NO_AGENT: '1',
  npm_execpath: '/usr/lib/node_modules/npm/bin/npm-cli.js',
});
const summaryFile = path.join(temporaryDir(), 'summary.md');
const githubActions = task(async () => {
  const result = await piped(fixture, ['run', 'src/env.test.ts'], {
    GITHUB_ACTIONS: 'true',
    GITHUB_STEP_SUMMARY: summaryFile,
    GITHUB_WORKSPACE: path.dirname(fixture),
    FORCE_COLOR: '0',
  });
  return { ...result, summary: existsSync(summaryFile) ? readFileSync(summaryFile, 'utf8') : '' };
});

// Snapshots: what counts as CI.
const unusedSummary = path.join(temporaryDir(), 'unused-summary.md');
const snapshotCiFalse = snapshotRun({ CI: 'false' });
const snapshotCiEmpty = snapshotRun({ CI: '' });
const snapshotGithubOne = snapshotRun({ GITHUB_ACTIONS: '1', GITHUB_STEP_SUMMARY: unusedSummary }, () => ({ summary: existsSync(unusedSummary) }));
const snapshotGitlab = snapshotRun({ GITLAB_CI: 'true' });
const snapshotVercel = snapshotRun({ VERCEL: '1' });

// DEBUG=rstest:bundle-coverage writes into the project's .rstest/ folder: a copy.
const bundleCoverage = task(async () => {
  const dir = copy();
  const result = await piped(dir, ['run', 'src/env.test.ts'], { DEBUG: 'rstest:bundle-coverage', TINYGLOBBY_DEBUG: '1' });
  const folder = path.join(dir, '.rstest');
  const files = existsSync(folder) ? readdirSync(folder).map((name) => path.join(folder, name)) : [];
  return { ...result, files };
});

// RSTEST_OUTPUT_MODULE=false, with the build written to disk; a second test file prints NODE_COMPILE_CACHE.
const outputModule = task(async () => {
  const dir = copy({
    'src/compile-cache.test.ts': `import { test } from '@rstest/core';

test('compile cache', () => {
  console.log(\`NODE_COMPILE_CACHE=\${process.env.NODE_COMPILE_CACHE ?? '(unset)'}\`);
});
`,
  });
  const result = await piped(dir, ['run', '--dev.writeToDisk'], { RSTEST_OUTPUT_MODULE: 'false' });
  const out = path.join(dir, 'dist/.rstest-temp');
  return { ...result, built: existsSync(out) ? readdirSync(out) : [] };
});

// Memory: six files of 300 ms, three workers at most, and Node.js reporting no free memory to the rstest process.
const LOW_MEMORY = `// Makes Node.js report no free memory: os.freemem() and /proc/meminfo's MemAvailable.
const fs = require('node:fs');
const os = require('node:os');
os.freemem = () => 0;
const readFileSync = fs.readFileSync;
fs.readFileSync = function (file, ...rest) {
  return file === '/proc/meminfo' ? 'MemAvailable: 0 kB\\n' : readFileSync.call(this, file, ...rest);
};
`;
function lowMemoryRun(env: Record<string, string>) {
  const files: Record<string, string> = {
    'low-memory.cjs': LOW_MEMORY,
    'rstest.config.ts': 'export default { pool: { maxWorkers: 3 } };\n',
  };
  for (let n = 1; n <= 6; n++) {
    files[`file${n}.test.ts`] = `import { test } from '@rstest/core';

test('waits', async () => {
  await new Promise((resolve) => setTimeout(resolve, 300));
});
`;
  }
  const dir = tempProject(files);
  return piped(dir, ['run'], { DEBUG: 'rstest', NODE_OPTIONS: `--require ${path.join(dir, 'low-memory.cjs')}`, ...env });
}
const memoryAware = lowMemoryRun({});
const memoryUnaware = lowMemoryRun({ RSTEST_MEMORY_AWARE: '0' });

/** The lines test code printed: `NAME=value` for each variable of src/env.test.ts (and compile-cache.test.ts). */
function seen(output: string): Record<string, string> {
  return Object.fromEntries([...terminalText(output).matchAll(/^([A-Z_]+)=(.*)$/gm)].map((m) => [m[1], m[2].trim()]));
}

const expectPassed = (run: Run) => expect(run.exitCode, run.output).toBe(0);

describe('what test code and the config see', () => {
  test('in a terminal: RSTEST, NODE_ENV, a worker id and FORCE_COLOR=1, nothing of other runners', async () => {
    const run = await terminalRun;
    expectPassed(run);
    const text = terminalText(run.output);
    expect(missingOutputLines(shownOutput(PAGE, 'run'), text)).toEqual([]);
    expect(seen(run.output)).toMatchObject({ FORCE_COLOR: '1', NO_COLOR: '(unset)', TEST: '(unset)', VITEST: '(unset)' });
    // The config file runs before any worker: no RSTEST_WORKER_ID there.
    expect(text).toContain('config: RSTEST=true, NODE_ENV=test');
  });

  test("the shell's own NODE_ENV and NO_COLOR win; NO_COLOR turns the colours off", async () => {
    const run = await ownValues;
    expectPassed(run);
    expect(missingOutputLines(shownOutput(PAGE, 'own-values'), run.output)).toEqual([]);
    expect(run.output).not.toMatch(COLOUR);
  });

  test('RSTEST_OUTPUT_MODULE=false builds CommonJS files; NODE_COMPILE_CACHE follows the Node.js version', async () => {
    const run = await outputModule;
    expectPassed(run);
    expect(run.built).toContain('src_env~test~ts.js');
    expect(run.built.filter((name) => name.endsWith('.mjs'))).toEqual([]);
    // module.enableCompileCache() exists from Node.js 22.1; where it does, the rstest command turns the cache on and
    // hands its folder to the workers.
    const cache = seen(run.output).NODE_COMPILE_CACHE;
    if (typeof (nodeModule as { enableCompileCache?: unknown }).enableCompileCache === 'function') expect(cache).not.toBe('(unset)');
    else expect(cache).toBe('(unset)');
  });
});

describe('CI', () => {
  test('a non-empty CI, even CI=false, writes no new snapshot and colours piped output', async () => {
    const run = await snapshotCiFalse;
    expect(run.exitCode, run.output).toBe(1);
    expect(run.written).toBe(false);
    expect(run.output).toContain('Snapshot `greeting 1` mismatched');
    expect(run.output).toMatch(COLOUR);
  });

  test('an empty CI is no CI: the snapshot is written, the piped output has no colours', async () => {
    const run = await snapshotCiEmpty;
    expectPassed(run);
    expect(run.written).toBe(true);
    expect(run.output).not.toMatch(COLOUR);
  });

  test("a CI service's variable counts as CI for snapshots; GITHUB_ACTIONS other than `true` adds no reporter", async () => {
    for (const run of [await snapshotGitlab, await snapshotGithubOne]) {
      expect(run.exitCode, run.output).toBe(1);
      expect(run.written).toBe(false);
    }
    expect((await snapshotGithubOne).summary).toBe(false);
  });

  test('a platform that is not CI (VERCEL) still writes snapshots', async () => {
    const run = await snapshotVercel;
    expectPassed(run);
    expect(run.written).toBe(true);
  });

  test("in a terminal, CI removes the progress line and the watch-mode shortcuts; a CI service's variable does not", async () => {
    const plain = terminalText((await terminalRun).output);
    expect(plain).toMatch(/^ RUNS {2}src\/env\.test\.ts$/m);
    const watch = terminalText((await terminalWatch).output);
    expect(watch).toContain('press h to show help, press q to quit');
    expect(watch).toMatch(/^ RUNS {2}src\/env\.test\.ts$/m);
    const ci = await terminalWatchCi;
    const ciText = terminalText(ci.output);
    expect(ciText).toContain('Waiting for file changes');
    expect(ciText).not.toContain('RUNS');
    expect(ciText).not.toContain('to show help');
  });

  test('TERM=dumb turns the colours off in a terminal', async () => {
    expect((await terminalRun).output).toMatch(COLOUR);
    expect((await terminalWatch).output).not.toMatch(COLOUR);
  });
});

test('GITHUB_ACTIONS=true: a step summary in GITHUB_STEP_SUMMARY, the path under GITHUB_WORKSPACE as <ROOT>; FORCE_COLOR=0', async () => {
  const run = await githubActions;
  expectPassed(run);
  expect(run.summary).toContain('Rstest Test Reporter ✅');
  expect(run.summary).toContain('> Under path: `<ROOT>/environment-variables`');
  // FORCE_COLOR=0 is the user's own value: test code gets it as it is, and the report is coloured all the same
  // (only the banner obeys it).
  expect(seen(run.output)).toMatchObject({ FORCE_COLOR: '0', NO_COLOR: '(unset)' });
  const lines = run.output.split('\n');
  expect(lines.find((line) => line.includes(BANNER))).not.toMatch(COLOUR);
  expect(lines.find((line) => line.includes('Test Files'))).toMatch(COLOUR);
});

describe('AI coding agents', () => {
  test('inside an agent: no banner, and test code gets NO_COLOR=1 and FORCE_COLOR=0', async () => {
    const run = await agentDefaultReporter;
    expectPassed(run);
    expect(missingOutputLines(shownOutput(PAGE, 'agent'), run.output)).toEqual([]);
    expect(run.output).not.toContain(BANNER);
  });

  test('AI_AGENT alone makes the md report the default', async () => {
    const run = await agentMd;
    expectPassed(run);
    expect(run.output).toContain('# Rstest Test Execution Report');
    expect(run.output).not.toContain(BANNER);
  });

  test('RSTEST_NO_AGENT=1 turns the detection off; with npm_execpath set by npm, no empty line before the banner', async () => {
    const run = await noAgent;
    expectPassed(run);
    expect(run.stdout.split('\n')[0]).toBe(`  ${BANNER}`);
    expect(run.output).toMatch(/^ Test Files 1 passed$/m);
    expect(seen(run.output)).toMatchObject({ NO_COLOR: '(unset)', FORCE_COLOR: '(unset)' });
    // Started directly (no npm_execpath), Rstest prints an empty line first.
    expect((await ownValues).stdout.split('\n').slice(0, 2)).toEqual(['', `  ${BANNER}`]);
  });
});

test('DEBUG=rstest:bundle-coverage writes a bundle coverage file without debug mode; TINYGLOBBY_DEBUG logs the file search', async () => {
  const run = await bundleCoverage;
  expectPassed(run);
  expect(run.files).toHaveLength(1);
  expect(path.basename(run.files[0])).toMatch(/^bundle-coverage-.*\.json$/);
  expect(run.output).toContain(`Bundle coverage file:  ${run.files[0]}`);
  const record = JSON.parse(readFileSync(run.files[0], 'utf8'));
  expect(record.tests.map((t: { testPath: string }) => path.basename(t.testPath))).toEqual(['env.test.ts']);
  expect(Object.keys(record.tests[0].assets).some((file) => file.endsWith('src_env~test~ts.mjs'))).toBe(true);
  // Debug mode's logs (`rstest 12:00:00 …`) stay off: the value is not `rstest`.
  expect(run.output).not.toMatch(/^\s*(?:rstest|rsbuild) \d\d:\d\d:\d\d /m);
  expect(run.output).toMatch(/^\[tinyglobby [\d:]+\] globbing with options: \{$/m);
});

test('with little memory available, Rstest defers starting workers unless RSTEST_MEMORY_AWARE=0', async () => {
  const [aware, unaware] = [await memoryAware, await memoryUnaware];
  expectPassed(aware);
  expectPassed(unaware);
  expect(aware.output).toMatch(/\[pool\] deferred worker spawn \(system memory\): estRss=\d+MB, available=0MB/);
  expect(unaware.output).not.toContain('deferred worker spawn');
});

// ---------------------------------------------------------------------------------------------------------------
// The page against the code

/**
 * Variables the code reads that the page leaves out: none is Rstest's own, none changes what a run does or reports.
 */
const ALLOWED_UNLISTED: Record<string, string> = {
  // std-env (bundled; Rstest uses its CI and agent detection) also computes flags Rstest never uses.
  MODE: 'std-env: isProduction/isDevelopment, unused',
  MINIMAL: 'std-env: isMinimal, unused',
  SHELL: 'std-env: StackBlitz detection (`/bin/jsh` in a WebContainer), which never counts as CI',
  // @clack/prompts draws the install prompt (a missing jsdom or coverage provider) with Unicode or ASCII symbols.
  ACCESSIBLE: '@clack/prompts: plain prompt rendering',
  WT_SESSION: '@clack/prompts: Unicode support of Windows Terminal',
  TERMINUS_SUBLIME: '@clack/prompts: Unicode support of Terminus',
  ConEmuTask: '@clack/prompts: Unicode support of ConEmu',
  TERMINAL_EMULATOR: '@clack/prompts: Unicode support of JetBrains terminals',
  // tinyexec runs the package manager that installs a missing package.
  PATHEXT: 'tinyexec: executable extensions on Windows',
  comspec: 'tinyexec: the Windows command interpreter',
  // chokidar watches the config files in watch mode (Rstest asks it to poll every 100 ms); these override that.
  CHOKIDAR_USEPOLLING: 'chokidar: polling on or off for the config-file watcher',
  CHOKIDAR_INTERVAL: 'chokidar: the polling interval of the config-file watcher',
  // Browser mode's runtime bundles Node's util for the browser, where process.env is empty.
  NODE_DEBUG: "browser runtime: Node's util.debuglog, in the browser",
  // tinyrainbow (in @vitest/pretty-format) decides on colours in the workers; the colour variables it shares with
  // Rstest are on the page.
  FORCE_TTY: 'tinyrainbow: treat the output as a terminal',
};

/** Every *.js, *.mjs and *.cjs file of @rstest/core's bin/ and dist/. */
function coreFiles(): string[] {
  const files: string[] = [];
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const full = path.join(dir, name);
      if (statSync(full).isDirectory()) walk(full);
      else if (/\.[cm]?js$/.test(name)) files.push(full);
    }
  };
  walk(path.join(CORE_DIR, 'bin'));
  walk(path.join(CORE_DIR, 'dist'));
  return files;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * A computed read (`env[expression]`) names no variable the scan can see. These are the ones the code has, each with
 * what it reads; any other fails the scan, to be looked at.
 */
const KNOWN_COMPUTED: Record<string, string> = {
  'dist_e[n]': "std-env's agent helper: PATH, EDITOR, TERM_PROGRAM (from the agent table)",
  'dist_e[r]': "std-env's agent table (evaluated below)",
  'dist_e[t[1] || t[0]]': "std-env's CI provider table (evaluated below)",
  'process.env[key]': 'the global setup worker compares the whole environment before and after; the worker applies env changes',
  'env[key]': 'copies of an environment (the worker environment, a spawn environment, the PATH lookup of tinyexec)',
};

interface Scan {
  /** Variable name → where it is read or set. */
  names: Map<string, Set<string>>;
  /** Computed reads not in KNOWN_COMPUTED. */
  unknownComputed: string[];
  /** std-env's agent table: agent → the variables that identify it. */
  agents: Map<string, string[]>;
  /** std-env's CI providers: variable → counts as CI. */
  providers: Map<string, boolean>;
}

/** Evaluates the array literal that starts at the `[` before `first` (an element of its first entry) in `text`. */
function evaluateArray(text: string, first: string, context: Record<string, unknown> = {}): unknown[] {
  const at = text.indexOf(first);
  if (at === -1) throw new Error(`no ${first} in the code`);
  const start = text.lastIndexOf('[', text.lastIndexOf('[', at) - 1);
  let depth = 0;
  let end = start;
  for (; end < text.length; end++) {
    if (text[end] === '[') depth++;
    else if (text[end] === ']' && --depth === 0) break;
  }
  return vm.runInNewContext(`(${text.slice(start, end + 1)})`, context) as unknown[];
}

/**
 * The environment variables @rstest/core's code reads or sets, found by these forms (minified or not):
 *   process.env.X, process.env?.X, <anything>.env.X, env.X, env?.X and the same with ['X'];
 *   process.env[ENV.X], with the ENV table of names the code declares;
 *   const { X } = process.env;
 *   'X' in env (and in a short-lived alias of process.env);
 *   aliases: a variable set to process.env (std-env's dist_e), then alias.X and alias['X'];
 *   std-env's agent and CI provider tables, evaluated.
 */
function scanCore(): Scan {
  const names = new Map<string, Set<string>>();
  const add = (name: string, where: string) => {
    if (!names.has(name)) names.set(name, new Set());
    names.get(name)?.add(where);
  };
  const unknownComputed: string[] = [];
  const files = coreFiles().map((file) => ({ file: path.relative(CORE_DIR, file), text: readFileSync(file, 'utf8') }));

  const envTable = files.map(({ text }) => /const ENV = \{([^}]*)\}/.exec(text)).find(Boolean);
  if (!envTable) throw new Error('no `const ENV = {…}` table in @rstest/core');
  const ENV = Object.fromEntries([...envTable[1].matchAll(/(\w+):\s*'(\w+)'/g)].map((m) => [m[1], m[2]]));

  let agents = new Map<string, string[]>();
  let providers = new Map<string, boolean>();

  for (const { file, text } of files) {
    // process.env.X, <x>.env.X, env.X (any name: npm_execpath and ConEmuTask are variables too), and ?. forms.
    for (const m of text.matchAll(/(?:\benv|\.env)\s*(?:\?\.|\.)\s*([A-Za-z_]\w*)/g)) add(m[1], file);
    // Aliases of process.env: a variable assigned it whole, followed everywhere in the file (long names only:
    // minified one-letter names are reused for other things); and the `(x = <…>.env) || {}` idiom, followed within
    // the expression that declares it.
    const aliases = [...text.matchAll(/([\w$]+)\s*=\s*(?:globalThis\.)?process\??\.env\b(?!\s*(?:\?\.|\.|\[))/g)].map((m) => m[1]).filter((a) => a.length > 2 && a !== 'env');
    const objects = ['\\benv', '\\.env', ...aliases.map((a) => `(?<![\\w$.])${escapeRegExp(a)}`)].join('|');
    for (const alias of aliases) {
      for (const m of text.matchAll(new RegExp(`(?<![\\w$.])${escapeRegExp(alias)}\\s*(?:\\?\\.|\\.)([A-Z][A-Z0-9_]*)\\b`, 'g'))) add(m[1], file);
    }
    for (const m of text.matchAll(/([\w$]+)=\((?:[^()]|\([^()]*\))*?\.env\)\|\|\{\}\)\.([A-Z][A-Z0-9_]*)/g)) {
      add(m[2], file);
      const window = text.slice(m.index, m.index + 400);
      for (const r of window.matchAll(new RegExp(`(?<![\\w$.])${escapeRegExp(m[1])}\\.([A-Z][A-Z0-9_]*)\\b`, 'g'))) add(r[1], file);
      for (const r of window.matchAll(new RegExp(`(['"])([A-Za-z_]\\w*)\\1\\s*in\\s*${escapeRegExp(m[1])}\\b`, 'g'))) add(r[2], file);
    }
    // Bracket reads: a string, an ENV name, or a computed key (which must be known).
    const bracket = new RegExp(`(${objects})\\s*(?:\\?\\.)?\\[\\s*(?:(['"])(\\w+)\\2|ENV\\.(\\w+)|((?:[^\\[\\]]|\\[[^\\[\\]]*\\])+))\\]`, 'g');
    for (const m of text.matchAll(bracket)) {
      if (m[3]) add(m[3], file);
      else if (m[4]) add(ENV[m[4]] ?? `ENV.${m[4]}`, file);
      else if (!(`${m[1] === '.env' ? 'process.env' : m[1]}[${m[5].trim()}]` in KNOWN_COMPUTED)) unknownComputed.push(`${file}: ${m[0]}`);
    }
    for (const m of text.matchAll(/\bENV\.(\w+)/g)) if (ENV[m[1]]) add(ENV[m[1]], file);
    for (const m of text.matchAll(/\{([^{}]+)\}\s*=\s*(?:globalThis\.)?process\??\.env\b/g)) {
      for (const part of m[1].split(',')) add(part.trim().split(/[\s:=]/)[0], file);
    }
    for (const m of text.matchAll(new RegExp(`(['"])([A-Za-z_]\\w*)\\1\\s*in\\s*(?:${objects})\\b`, 'g'))) add(m[2], file);

    // std-env's tables: agents (an entry is [name, [variable or helper("VARIABLE", pattern, options)…]]) and CI
    // providers ([name, variable?, { ci }?]: the variable is the name when absent; `ci: false` means not CI).
    if (text.includes('"CLAUDECODE"')) {
      const helper = /([\w$]+)\("PATH"/.exec(text)?.[1] ?? 'helper';
      const table = evaluateArray(text, '"claude"', { [helper]: (variable: string) => ({ variable }) }) as [string, (string | { variable: string })[]][];
      agents = new Map(table.map(([name, ids]) => [name, ids.map((id) => (typeof id === 'string' ? id : id.variable))]));
      for (const ids of agents.values()) for (const id of ids) add(id, file);
    }
    if (text.includes('"APPVEYOR"')) {
      const table = evaluateArray(text, '"APPVEYOR"') as [string, string?, { ci?: boolean }?][];
      providers = new Map(table.map(([name, variable, options]) => [variable ?? name, options?.ci !== false]));
      for (const variable of providers.keys()) add(variable, file);
    }
  }
  return { names, unknownComputed, agents, providers };
}

const scan = scanCore();

/** The body of a page without code blocks. */
const prose = (lang: Lang, page = PAGE) => withoutCode(splitFrontmatter(readDoc(lang, page)).body);

/** The variable names a page shows in inline code (`NAME` or `NAME=value`). */
function namesOnPage(lang: Lang): Set<string> {
  return new Set([...prose(lang).matchAll(/`([A-Za-z_]\w*)(?:=[^`]*)?`/g)].map((m) => m[1]));
}

/** The lines of the section with heading id `id`, up to the next heading of the same depth or higher. */
function section(lang: Lang, id: string, page = PAGE): string[] {
  const lines = prose(lang, page).split('\n');
  const start = lines.findIndex((line) => new RegExp(`^#+ .*\\{#${id}\\}\\s*$`).test(line));
  if (start === -1) throw new Error(`${lang}/${page} has no heading {#${id}}`);
  const depth = /^#+/.exec(lines[start])?.[0].length ?? 0;
  const end = lines.findIndex((line, i) => i > start && /^#+ /.test(line) && (/^#+/.exec(line)?.[0].length ?? 0) <= depth);
  return lines.slice(start + 1, end === -1 ? undefined : end);
}

/**
 * A table's rows whose first cell is an agent (a lower-case word; not `any`, the reporters page's row for AI_AGENT,
 * which the code checks before its table): agent → the variables named in the row.
 */
function agentRows(lines: string[]): Map<string, string[]> {
  const rows = new Map<string, string[]>();
  for (const line of lines) {
    const cells = line.split('|').map((cell) => cell.trim());
    const agent = cells[1]?.replace(/`/g, '');
    if (!line.startsWith('|') || !/^[a-z]+$/.test(agent ?? '') || agent === 'any') continue;
    rows.set(agent, [...cells.slice(2).join(' ').matchAll(/`([A-Z][A-Z0-9_]*)`/g)].map((m) => m[1]));
  }
  return rows;
}

describe('the page names every variable @rstest/core reads or sets', () => {
  test('the scan finds what this page is about, and no computed read it cannot name', () => {
    // A scan that found nothing would pass everything below.
    for (const name of ['CI', 'DEBUG', 'RSTEST', 'RSTEST_WORKER_ID', 'RSTEST_NO_AGENT', 'NODE_ENV', 'npm_execpath', 'CLAUDECODE', 'GITLAB_CI']) {
      expect(scan.names.has(name), name).toBe(true);
    }
    expect(scan.unknownComputed).toEqual([]);
  });

  test.each(LANGS)('%s: every variable found is on the page or allowed off it, for a reason', (lang) => {
    const listed = namesOnPage(lang);
    const missing = [...scan.names.keys()].filter((name) => !listed.has(name) && !(name in ALLOWED_UNLISTED));
    expect(missing.map((name) => `${name} (${[...(scan.names.get(name) ?? [])].join(', ')})`)).toEqual([]);
  });

  test('every variable allowed off the page is one the code reads, and the page does not name it', () => {
    const unread = Object.keys(ALLOWED_UNLISTED).filter((name) => !scan.names.has(name));
    expect(unread).toEqual([]);
    for (const lang of LANGS) expect(Object.keys(ALLOWED_UNLISTED).filter((name) => namesOnPage(lang).has(name))).toEqual([]);
  });

  test('every variable heading names a variable the code reads or sets', () => {
    for (const lang of LANGS) {
      const named = headings(prose(lang))
        .filter((h) => h.depth >= 3)
        .flatMap((h) => [...h.text.matchAll(/`([A-Za-z_]\w*)`/g)].map((m) => m[1]));
      expect(named.length).toBeGreaterThan(5);
      expect(named.filter((name) => !scan.names.has(name))).toEqual([]);
    }
  });

  test.each(LANGS)('%s: the agent tables (this page and the reporters page) are the table the code holds', (lang) => {
    const expected = Object.fromEntries(scan.agents);
    expect(Object.keys(expected).length).toBeGreaterThan(5);
    expect(Object.fromEntries(agentRows(section(lang, 'agent-detection')))).toEqual(expected);
    expect(Object.fromEntries(agentRows(section(lang, 'ai-coding-agents', 'config/test/reporters.mdx')))).toEqual(expected);
  });

  test.each(LANGS)('%s: the CI services are the providers the code knows, split as the code splits them', (lang) => {
    // The section's lines made of inline code alone: the variables that count as CI, then those that do not.
    const lists = section(lang, 'ci-services')
      .filter((line) => /^`/.test(line.trim()) && line.replace(/`[^`]*`/g, '').replace(/[,，、。.\s]/g, '') === '')
      .map((line) => [...line.matchAll(/`([A-Za-z_]\w*)`/g)].map((m) => m[1]).sort());
    const byCi = (ci: boolean) => [...scan.providers].filter(([, isCi]) => isCi === ci).map(([name]) => name).sort();
    expect(lists).toEqual([byCi(true), byCi(false)]);
  });
});

