/**
 * Runs the fixtures behind the pages extends, projects, name, forceRerunTriggers, globalSetup, federation and
 * onlyFailures (tests/examples/config/<option>/, shown verbatim on the pages) and checks what the pages say.
 *
 * Fixtures that need a clean state (a Git repository for `--changed`, an empty results cache for onlyFailures, a
 * build written to disk) are copied to a temporary folder first, so the repository is never touched.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, rs, test } from '@rstest/core';
import { emptyConfigFile, fixtureDir } from '../utils/config-pages';
import { REPO_ROOT } from '../utils/docs';
import { runRstest, testSummary } from '../utils/run-rstest';

const emptyConfig = emptyConfigFile();
// Every test starts Rstest at least once, which takes seconds, and much longer on a busy machine.
rs.setConfig({ testTimeout: 240_000 });
/** For tests that start Rstest several times. */
const SEVERAL_RUNS = 600_000;
const tempDirs: string[] = [path.dirname(emptyConfig)];

afterAll(() => {
  for (const dir of tempDirs) rmSync(dir, { recursive: true, force: true });
});

function tempDir(prefix: string): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), `rstest-${prefix}-`));
  tempDirs.push(dir);
  return dir;
}

/**
 * A config file with `content` in a temporary folder, to run a fixture with other options (`-c <file>`: with an
 * absolute path, the root stays the fixture folder). Plain objects only: nothing is imported.
 */
function tempConfig(content: string): string {
  const file = path.join(tempDir('config'), 'rstest.config.ts');
  writeFileSync(file, content);
  return file;
}

/**
 * A copy of a fixture in a temporary folder with its own node_modules, where the packages it imports are linked
 * from this repository. Rstest keeps its results cache in <root>/node_modules/.cache, so a copy starts clean.
 */
function tempCopy(option: string, packages: string[] = ['@rstest/core']): string {
  const dir = tempDir(option);
  cpSync(fixtureDir(option), dir, { recursive: true, filter: (source) => !source.includes(`${path.sep}node_modules`) });
  for (const name of packages) {
    mkdirSync(path.dirname(path.join(dir, 'node_modules', name)), { recursive: true });
    symlinkSync(path.join(REPO_ROOT, 'node_modules', name), path.join(dir, 'node_modules', name), 'dir');
  }
  return dir;
}

/**
 * A config file as Rstest loads it, with `extends` resolved, through the public `loadConfig` of @rstest/core
 * (in a separate Node.js process, as the CLI does).
 */
function loadedConfig(configFile: string): Record<string, unknown> {
  const script = `import { loadConfig } from '@rstest/core';
const { content } = await loadConfig({ path: ${JSON.stringify(configFile)} });
delete content._privateMeta;
console.log(JSON.stringify(content));`;
  return JSON.parse(execFileSync(process.execPath, ['--input-type=module', '-e', script], { cwd: REPO_ROOT, encoding: 'utf8' }));
}

/**
 * The test files a run reported, as the default reporter prints them, sorted. With several projects each line
 * starts with the project name: ` ✓ [client] client/badge.test.ts (1)` gives `[client] client/badge.test.ts`.
 */
const reportedFiles = (output: string) =>
  [...output.matchAll(/^ [✓✗] ((?:\[[^\]]+\] )?\S+) \(\d+\)/gm)].map((m) => m[1]).sort();

/** The index of `text` in `output`, failing when it is missing. */
function position(output: string, text: string): number {
  const index = output.indexOf(text);
  expect({ text, found: index >= 0 }).toEqual({ text, found: true });
  return index;
}

describe('extends', () => {
  test('the preset and the object are merged under the config: the three checks of config.test.ts pass', () => {
    const run = runRstest(fixtureDir('extends'));
    expect(run.exitCode).toBe(0);
    expect(testSummary(run.output).passed).toBe(3);
  });

  test('the merge rules the page lists', () => {
    const config = tempConfig(`export default {
  extends: [
    { retry: 1, env: { A: 'entry', B: 'entry' }, exclude: ['a/**'], globalSetup: './one.ts', include: ['entry/**'], reporters: ['verbose'], forceRerunTriggers: ['fixtures/**'] },
    async (userConfig) => ({ retry: 2, reporters: ['dot'], env: { SAW_RETRY: String(userConfig.retry), SAW_ROOT: String(userConfig.root), FROZEN: String(Object.isFrozen(userConfig)) } }),
  ],
  env: { B: 'user' },
  exclude: ['b/**'],
  globalSetup: ['./two.ts'],
};
`);
    expect(loadedConfig(config)).toEqual({
      // The later entry wins; the async function's result is used.
      retry: 2,
      // Objects are merged key by key, your values win; the function saw only what you wrote.
      env: { A: 'entry', B: 'user', SAW_RETRY: 'undefined', SAW_ROOT: 'undefined', FROZEN: 'true' },
      // Arrays are concatenated, the entries' items first (exclude is normalised to its object form).
      exclude: { patterns: ['a/**', 'b/**'], override: false },
      globalSetup: ['./one.ts', './two.ts'],
      // include and reporters: the later value replaces the earlier one; an entry's value stays when you set none.
      include: ['entry/**'],
      reporters: ['dot'],
      // forceRerunTriggers from entries are added to the defaults.
      forceRerunTriggers: ['**/package.json/**', '**/rstest.config.*', 'fixtures/**'],
    });

    const own = tempConfig(`export default { extends: { forceRerunTriggers: ['fixtures/**'] }, forceRerunTriggers: ['data/**'] };\n`);
    expect(loadedConfig(own).forceRerunTriggers).toEqual(['data/**']);
  });

  test('include is replaced, not concatenated', () => {
    const config = tempConfig(`export default { extends: { include: ['**/*.test.ts'] }, include: ['none/**/*.test.ts'] };\n`);
    const run = runRstest(fixtureDir('extends'), ['-c', config]);
    expect(run.exitCode).toBe(1);
    expect(run.output).toContain('No test files found, exiting with code 1.');
  });

  test('projects returned by an entry are dropped', () => {
    // 'missing' would stop the run with "Can't resolve project" if it were used.
    const config = tempConfig(`export default { extends: { projects: ['missing'] }, include: ['none/**'], passWithNoTests: true };\n`);
    const run = runRstest(fixtureDir('extends'), ['-c', config]);
    expect(run.output).not.toContain("Can't resolve project");
    expect(run.exitCode).toBe(0);
  });

  test("an entry's own extends is not resolved", () => {
    const direct = tempConfig(`export default { extends: { passWithNoTests: true }, include: ['none/**'] };\n`);
    expect(runRstest(fixtureDir('extends'), ['-c', direct]).exitCode).toBe(0);
    const nested = tempConfig(`export default { extends: { extends: { passWithNoTests: true } }, include: ['none/**'] };\n`);
    expect(runRstest(fixtureDir('extends'), ['-c', nested]).exitCode).toBe(1);
  }, SEVERAL_RUNS);

  test('inline projects accept extends too', () => {
    const config = tempConfig(
      `export default { projects: [{ name: 'client', include: ['client/**/*.test.ts'], extends: { testEnvironment: 'happy-dom' } }] };\n`,
    );
    const run = runRstest(fixtureDir('projects'), ['-c', config]);
    expect(run.exitCode).toBe(0);
    expect(reportedFiles(run.output)).toEqual(['client/badge.test.ts']);
  });
});

describe('projects', () => {
  test('both projects run, each in its own environment, and every file is labelled with its project', () => {
    const run = runRstest(fixtureDir('projects'));
    expect(run.exitCode).toBe(0);
    expect(reportedFiles(run.output)).toEqual(['[client] client/badge.test.ts', '[server] server/format-price.test.ts']);
  });

  test('--project client runs only that project, without the label', () => {
    const run = runRstest(fixtureDir('projects'), ['--project', 'client']);
    expect(run.exitCode).toBe(0);
    expect(reportedFiles(run.output)).toEqual(['client/badge.test.ts']);
  });

  test('--project with a name that matches nothing stops the run with the message the page quotes', () => {
    const run = runRstest(fixtureDir('projects'), ['--project', 'cleint']);
    expect(run.exitCode).toBe(1);
    expect(run.output).toContain('No projects found, please make sure you have at least one valid project.');
    expect(run.output).toContain('projectName filter: "cleint"');
  });

  test('an entry can be a config file, or a folder whose config has projects of its own', () => {
    const file = runRstest(fixtureDir('name'), ['-c', tempConfig(`export default { projects: ['packages/cart/rstest.config.ts'] };\n`)]);
    expect(file.exitCode).toBe(0);
    expect(reportedFiles(file.output)).toEqual(['packages/cart/cart.test.ts']);

    // '.' is the fixture folder, whose rstest.config.ts lists projects: ['packages/*'].
    const nested = runRstest(fixtureDir('name'), ['-c', tempConfig(`export default { projects: ['.'] };\n`)]);
    expect(nested.exitCode).toBe(0);
    expect(reportedFiles(nested.output)).toHaveLength(3);
  }, SEVERAL_RUNS);

  test('--project can be repeated', () => {
    const run = runRstest(fixtureDir('projects'), ['--project', 'client', '--project', 'server']);
    expect(reportedFiles(run.output)).toEqual(['[client] client/badge.test.ts', '[server] server/format-price.test.ts']);
  });

  test('options next to projects are not applied to the projects', () => {
    const config = tempConfig(`export default { testEnvironment: 'happy-dom', projects: [{ name: 'client', include: ['client/**/*.test.ts'] }] };\n`);
    const run = runRstest(fixtureDir('projects'), ['-c', config]);
    expect(run.exitCode).toBe(1);
    expect(run.output).toContain('ReferenceError: document is not defined');
  });

  test('command-line options apply to every project', () => {
    const run = runRstest(fixtureDir('projects'), ['--testEnvironment', 'happy-dom']);
    expect(run.exitCode).toBe(1);
    expect(reportedFiles(run.output)).toEqual(['[client] client/badge.test.ts', '[server] server/format-price.test.ts']);
    expect(testSummary(run.output)).toMatchObject({ passed: 1, failed: 1 });
  });

  test('two projects with the same name stop the run with the message the page quotes', () => {
    const config = tempConfig(
      `export default { projects: [{ name: 'client', include: ['client/**/*.test.ts'] }, { name: 'client', include: ['server/**/*.test.ts'] }] };\n`,
    );
    const run = runRstest(fixtureDir('projects'), ['-c', config]);
    expect(run.exitCode).toBe(1);
    expect(run.output).toContain('Project name "client" is already used. Please ensure all projects have unique names.');
  });

  test('a path that does not exist stops the run with the message the page quotes', () => {
    const config = tempConfig(`export default { projects: ['packages/web'] };\n`);
    const run = runRstest(fixtureDir('projects'), ['-c', config]);
    expect(run.exitCode).toBe(1);
    expect(run.output).toContain(`Can't resolve project "packages/web", please make sure "packages/web" is a existing file or a directory.`);
  });

  test('a glob also matches files: packages/README.md is loaded as a config, unless a negated pattern leaves it out', () => {
    const dir = tempCopy('name', ['@rstest/core', 'happy-dom']);
    writeFileSync(path.join(dir, 'packages/README.md'), '# Packages\n');
    const broken = runRstest(dir);
    expect(broken.exitCode).toBe(1);
    expect(broken.output).toContain('Unknown file extension ".md"');

    const fixed = runRstest(dir, ['-c', tempConfig(`export default { projects: ['packages/*', '!packages/*.md'] };\n`)]);
    expect(fixed.exitCode).toBe(0);
    expect(reportedFiles(fixed.output)).toHaveLength(3);
  }, SEVERAL_RUNS);
});

describe('name', () => {
  test('a project is named by its config, else by package.json, else by its folder', () => {
    const run = runRstest(fixtureDir('name'));
    expect(run.exitCode).toBe(0);
    expect(reportedFiles(run.output)).toEqual([
      '[@shop/search] packages/search/search.test.ts',
      '[cart] packages/cart/cart.test.ts',
      '[legacy] packages/legacy/legacy.test.ts',
    ]);
  });

  test("--project '@shop/*' matches with a wildcard", () => {
    const run = runRstest(fixtureDir('name'), ['--project', '@shop/*']);
    expect(run.exitCode).toBe(0);
    expect(reportedFiles(run.output)).toEqual(['packages/search/search.test.ts']);
  });

  test("--project '!cart' runs every project except cart", () => {
    const run = runRstest(fixtureDir('name'), ['--project', '!cart']);
    expect(reportedFiles(run.output)).toEqual(['[@shop/search] packages/search/search.test.ts', '[legacy] packages/legacy/legacy.test.ts']);
  });

  test('the package.json name does not count: --project matches the name in rstest.config.ts', () => {
    const run = runRstest(fixtureDir('name'), ['--project', '@shop/cart']);
    expect(run.exitCode).toBe(1);
    expect(run.output).toContain('No projects found');
  });

  test('run on its own, the package reports its name in the JSON report', () => {
    const run = runRstest(path.join(fixtureDir('name'), 'packages/cart'), ['--reporter', 'json']);
    expect(run.exitCode).toBe(0);
    expect(run.output).toContain('"project": "cart"');
  });

  test("without projects, --project is ignored and the default name is 'rstest'", () => {
    const run = runRstest(fixtureDir('globalSetup'), ['--project', 'nothing-matches', '--reporter', 'json']);
    expect(run.exitCode).toBe(0);
    expect(run.output).toContain('"project": "rstest"');
  });
});

describe('forceRerunTriggers', () => {
  const git = (dir: string, ...args: string[]) =>
    execFileSync('git', ['-c', 'user.name=Docs', '-c', 'user.email=docs@example.com', '-c', 'commit.gpgsign=false', ...args], {
      cwd: dir,
      stdio: 'pipe',
    });
  const commitAll = (dir: string) => {
    git(dir, 'add', '-A');
    git(dir, 'commit', '-q', '-m', 'commit');
  };

  /** The fixture as a Git repository with one commit, and a package.json. */
  function gitRepo(): string {
    const dir = tempCopy('forceRerunTriggers');
    writeFileSync(path.join(dir, '.gitignore'), 'node_modules/\n');
    writeFileSync(path.join(dir, 'package.json'), '{ "name": "orders", "private": true }\n');
    git(dir, 'init', '-q');
    commitAll(dir);
    return dir;
  }

  const addOrder = (dir: string) => writeFileSync(path.join(dir, 'fixtures/orders.csv'), 'id,total\nA-1,20\nA-2,35.5\nA-3,12\n');

  test('a changed source file runs only the tests that import it', () => {
    const dir = gitRepo();
    writeFileSync(path.join(dir, 'src/slugify.ts'), `${readFileSync(path.join(dir, 'src/slugify.ts'), 'utf8')}// edited\n`);
    const run = runRstest(dir, ['--changed']);
    expect(run.exitCode).toBe(0);
    expect(reportedFiles(run.output)).toEqual(['src/slugify.test.ts']);
  });

  test('a changed file under fixtures/ runs every test, and the broken one fails', () => {
    const dir = gitRepo();
    addOrder(dir);
    const run = runRstest(dir, ['--changed']);
    expect(run.output).toContain('Changed file(fixtures/orders.csv) matched forceRerunTriggers, running all test files.');
    expect(reportedFiles(run.output)).toEqual(['src/parse-orders.test.ts', 'src/slugify.test.ts']);
    expect(run.exitCode).toBe(1);
  });

  test('without the option, the same change runs nothing and passes', () => {
    const dir = gitRepo();
    addOrder(dir);
    const run = runRstest(dir, ['--changed', '-c', emptyConfig]);
    expect(run.exitCode).toBe(0);
    expect(run.output).toContain('No test files found for changed files, exiting with code 0.');
  });

  test('a module imported through another module counts as related', () => {
    const dir = gitRepo();
    // Give slugify.ts a dependency, commit it, then change only the dependency.
    writeFileSync(path.join(dir, 'src/separator.ts'), "export const separator = '-';\n");
    writeFileSync(
      path.join(dir, 'src/slugify.ts'),
      "import { separator } from './separator';\n\nexport const slugify = (title: string) => title.trim().toLowerCase().replace(/\\W+/g, separator);\n",
    );
    commitAll(dir);
    writeFileSync(path.join(dir, 'src/separator.ts'), "export const separator = '-';\n// edited\n");
    const run = runRstest(dir, ['--changed']);
    expect(run.exitCode).toBe(0);
    expect(reportedFiles(run.output)).toEqual(['src/slugify.test.ts']);
  });

  test('with passWithNoTests: false in the config, an unrelated change fails', () => {
    const dir = gitRepo();
    addOrder(dir);
    const run = runRstest(dir, ['--changed', '-c', tempConfig('export default { passWithNoTests: false };\n')]);
    expect(run.exitCode).toBe(1);
    expect(run.output).toContain('No test files found for changed files, exiting with code 1.');
  });

  test("a project's patterns count too", () => {
    const dir = gitRepo();
    addOrder(dir);
    const run = runRstest(dir, ['--changed', '-c', tempConfig(`export default { forceRerunTriggers: [], projects: [{ name: 'orders', forceRerunTriggers: ['fixtures/**'] }] };\n`)]);
    expect(run.output).toContain('Changed file(fixtures/orders.csv) matched forceRerunTriggers, running all test files.');
  });

  test('the defaults cover package.json; a list without them does not', () => {
    const dir = gitRepo();
    writeFileSync(path.join(dir, 'package.json'), '{ "name": "orders", "private": true, "type": "module" }\n');
    expect(runRstest(dir, ['--changed']).output).toContain('Changed file(package.json) matched forceRerunTriggers');
    expect(runRstest(dir, ['--changed', '-c', emptyConfig]).output).toContain('Changed file(package.json) matched forceRerunTriggers');

    const withoutDefaults = runRstest(dir, ['--changed', '-c', tempConfig(`export default { forceRerunTriggers: ['fixtures/**'] };\n`)]);
    expect(withoutDefaults.output).not.toContain('matched forceRerunTriggers');
    expect(withoutDefaults.output).toContain('No test files found for changed files, exiting with code 0.');
  }, SEVERAL_RUNS);
});

describe('globalSetup', () => {
  test('setup runs once in list order before the tests, teardown in reverse order after the summary', () => {
    const run = runRstest(fixtureDir('globalSetup'));
    expect(run.exitCode).toBe(0);
    expect(reportedFiles(run.output)).toEqual(['api.test.ts', 'orders.test.ts']);
    const order = ['api-server: setup', 'data-dir: setup', ' Test Files 2 passed', 'data-dir: teardown', 'api-server: teardown'].map((line) =>
      position(run.output, line),
    );
    expect(order).toEqual([...order].sort((a, b) => a - b));
    expect(run.output.split('api-server: setup').length).toBe(2);
  });

  /** A project in a temporary folder: one test using globals (nothing to import), and the given files. */
  function scenario(config: string, files: Record<string, string>): string {
    const dir = tempDir('global-setup');
    writeFileSync(path.join(dir, 'rstest.config.ts'), config);
    writeFileSync(path.join(dir, 'a.test.ts'), `test('reads the global', () => { expect(globalThis.fromSetup).toBeUndefined(); expect(process.env.FROM_SETUP).toBe('yes'); });\n`);
    for (const [name, code] of Object.entries(files)) writeFileSync(path.join(dir, name), code);
    return dir;
  }

  const ok = `export default () => { console.log('ok: setup'); globalThis.fromSetup = true; process.env.FROM_SETUP = 'yes'; return () => console.log('ok: teardown'); };\n`;

  test('process.env reaches the tests, globalThis does not', () => {
    const run = runRstest(scenario(`export default { globals: true, globalSetup: './ok.ts' };\n`, { 'ok.ts': ok }));
    expect(run.exitCode).toBe(0);
  });

  test('a failing setup runs the teardowns already registered, runs no test, and exits with 1', () => {
    const dir = scenario(`export default { globals: true, globalSetup: ['./ok.ts', './fail.ts'] };\n`, {
      'ok.ts': ok,
      'fail.ts': `export function setup() { throw new Error('database is not reachable'); }\n`,
    });
    const run = runRstest(dir);
    expect(run.exitCode).toBe(1);
    expect(run.output).toContain('Error: database is not reachable');
    expect(position(run.output, 'ok: setup')).toBeLessThan(position(run.output, 'ok: teardown'));
    expect(run.output).toMatch(/^\s*Tests no tests$/m);
  });

  test('a failing teardown makes the run exit with 1 after the tests passed', () => {
    const dir = scenario(`export default { globals: true, globalSetup: ['./ok.ts', './stop.ts'] };\n`, {
      'ok.ts': ok,
      'stop.ts': `export function setup() {}\nexport function teardown() { throw new Error('could not stop'); }\n`,
    });
    const run = runRstest(dir);
    expect(run.exitCode).toBe(1);
    expect(testSummary(run.output)).toMatchObject({ passed: 1, failed: 0 });
    expect(run.output).toContain('Error during global teardown: Error: could not stop');
    expect(run.output).toContain('ok: teardown');
  });

  test('without test files, the global setup does not run', () => {
    const run = runRstest(fixtureDir('globalSetup'), ['--include', 'none/**', '--passWithNoTests']);
    expect(run.exitCode).toBe(0);
    expect(run.output).not.toContain('api-server: setup');
  });

  test('a missing file stops the run with the message the page quotes', () => {
    const run = runRstest(fixtureDir('globalSetup'), ['-c', tempConfig(`export default { globalSetup: './global-setup/db.ts' };\n`)]);
    expect(run.exitCode).toBe(1);
    expect(run.output).toContain('Setup file ./global-setup/db.ts not found (resolved path: ');
  });

  test('with projects, each project runs its own globalSetup, even the same file; the top-level one is not used', () => {
    const dir = scenario(
      `export default { globalSetup: './top.ts', projects: [{ name: 'one', globals: true, globalSetup: './ok.ts' }, { name: 'two', globals: true, globalSetup: './ok.ts' }] };\n`,
      { 'ok.ts': ok, 'top.ts': `export function setup() { console.log('top: setup'); }\n` },
    );
    const run = runRstest(dir);
    expect(run.exitCode).toBe(0);
    // The same file, listed by two projects, runs twice.
    expect(run.output.split('ok: setup').length).toBe(3);
    expect(run.output).not.toContain('top: setup');
  });
});

describe('federation', () => {
  test('the dynamic import of the fixture works', () => {
    const run = runRstest(fixtureDir('federation'));
    expect(run.exitCode).toBe(0);
    expect(testSummary(run.output).passed).toBe(1);
  });

  test('it configures no remote: importing one still fails', () => {
    const dir = tempCopy('federation');
    writeFileSync(
      path.join(dir, 'src/remote.test.ts'),
      `import { expect, test } from '@rstest/core';\ntest('imports a remote', async () => { await import('shop/Cart'); });\n`,
    );
    const run = runRstest(dir);
    expect(run.exitCode).toBe(1);
    expect(run.output).toContain("Cannot find module 'shop/Cart'");
  });

  /** Runs a copy with --dev.writeToDisk and returns the emitted files and the runtime's chunk loading. */
  function emitted(args: string[]) {
    const dir = tempCopy('federation');
    // The Module Federation runtime prints this warning in Node.js builds that don't target async-node.
    writeFileSync(
      path.join(dir, 'src/warn.test.ts'),
      `import { test } from '@rstest/core';\ntest('warns', () => { console.warn('[ Module Federation ]', 'build target is not set to "async-node"'); });\n`,
    );
    const run = runRstest(dir, ['--dev.writeToDisk', ...args]);
    expect(run.exitCode).toBe(0);
    const outDir = path.join(dir, 'dist/.rstest-temp');
    const files = readdirSync(outDir).filter((file) => /\.m?js$/.test(file));
    const runtime = files.find((file) => file.startsWith('rstest-runtime')) ?? '';
    const chunkLoading = /(\w+\(\)) chunk loading for javascript/.exec(readFileSync(path.join(outDir, runtime), 'utf8'))?.[1];
    return { files, chunkLoading, warned: run.output.includes('build target is not set to "async-node"') };
  }

  test('with federation: true, CommonJS files that load chunks with require(), even with --output.module', () => {
    for (const args of [[], ['--output.module']]) {
      const { files, chunkLoading, warned } = emitted(args);
      expect(files).toContain('src_format-price_ts.js');
      expect(files.every((file) => file.endsWith('.js'))).toBe(true);
      expect(chunkLoading).toBe('require()');
      expect(warned).toBe(false);
    }
  }, SEVERAL_RUNS);

  test('without it, ES modules (.mjs) that load chunks with import(), and the warning shows', () => {
    const { files, chunkLoading, warned } = emitted(['-c', emptyConfig]);
    expect(files).toContain('src_format-price_ts.mjs');
    expect(chunkLoading).toBe('import()');
    expect(warned).toBe(true);
  });
});

describe('onlyFailures', () => {
  const NOTICE = 'No failed tests found from the previous run. Running all tests.';
  const SELECTION = 'onlyFailures: running 1 of 2 test files (1 deselected).';

  test('the fix loop the page walks through', () => {
    const dir = tempCopy('onlyFailures');
    const cache = path.join(dir, 'node_modules/.cache/.rstest-results/results.json');

    // 1. No cache yet: the notice, and every file runs.
    const first = runRstest(dir);
    expect(first.exitCode).toBe(1);
    expect(first.output).toContain(NOTICE);
    expect(reportedFiles(first.output)).toEqual(['cart.test.ts', 'price.test.ts']);
    expect(existsSync(cache)).toBe(true);
    expect(JSON.parse(readFileSync(cache, 'utf8')).files).toMatchObject({
      'rstest\u0000cart.test.ts': { failed: true },
      'rstest\u0000price.test.ts': { failed: false },
    });

    // 2. Only the failed file runs, all of its tests.
    const second = runRstest(dir);
    expect(second.exitCode).toBe(1);
    expect(second.output).toContain(SELECTION);
    expect(reportedFiles(second.output)).toEqual(['cart.test.ts']);
    expect(testSummary(second.output)).toMatchObject({ passed: 1, failed: 1 });

    // Explicit filters and -t switch the selection off, with a warning.
    const filtered = runRstest(dir, ['price.test.ts']);
    expect(filtered.output).toContain('onlyFailures is ignored when explicit file filters are provided.');
    expect(reportedFiles(filtered.output)).toEqual(['price.test.ts']);
    const cached = readFileSync(cache, 'utf8');
    expect(runRstest(dir, ['-t', 'rounds']).output).toContain('onlyFailures is ignored when a test name pattern is provided.');
    // A run with -t leaves the cache as it was.
    expect(readFileSync(cache, 'utf8')).toBe(cached);

    // 3. After the fix, the failed file runs again and passes.
    writeFileSync(path.join(dir, 'cart.ts'), 'export const lineTotal = (price: number, quantity: number) => price * quantity;\n');
    const third = runRstest(dir);
    expect(third.exitCode).toBe(0);
    expect(third.output).toContain(SELECTION);
    expect(reportedFiles(third.output)).toEqual(['cart.test.ts']);

    // 4. Nothing failed last time: the notice, and every file runs.
    const fourth = runRstest(dir);
    expect(fourth.exitCode).toBe(0);
    expect(fourth.output).toContain(NOTICE);
    expect(reportedFiles(fourth.output)).toEqual(['cart.test.ts', 'price.test.ts']);
  }, SEVERAL_RUNS);

  test('every run records results; -f uses them when the config does not set the option', () => {
    const dir = tempCopy('onlyFailures');
    const plain = runRstest(dir, ['-c', emptyConfig]);
    expect(plain.output).not.toContain(NOTICE);
    expect(reportedFiles(plain.output)).toEqual(['cart.test.ts', 'price.test.ts']);

    const again = runRstest(dir, ['-c', emptyConfig]);
    expect(reportedFiles(again.output)).toEqual(['cart.test.ts', 'price.test.ts']);

    const flagged = runRstest(dir, ['-c', emptyConfig, '-f']);
    expect(flagged.output).toContain(SELECTION);
    expect(reportedFiles(flagged.output)).toEqual(['cart.test.ts']);
  }, SEVERAL_RUNS);

  test('runs stopped by bail do not write the cache', () => {
    const dir = tempCopy('onlyFailures');
    const run = runRstest(dir, ['-c', emptyConfig, '--bail', '1']);
    expect(run.output).toContain('Test run aborted due to reaching the bail limit');
    expect(existsSync(path.join(dir, 'node_modules/.cache/.rstest-results'))).toBe(false);
  });

  test('after renaming the project, it has no previous results', () => {
    const dir = tempCopy('onlyFailures');
    expect(runRstest(dir).exitCode).toBe(1);
    const renamed = runRstest(dir, ['-c', tempConfig(`export default { name: 'shop', onlyFailures: true };\n`)]);
    expect(renamed.output).toContain(NOTICE);
    expect(reportedFiles(renamed.output)).toEqual(['cart.test.ts', 'price.test.ts']);
  }, SEVERAL_RUNS);

  test('watch mode ignores it, with a warning', () => {
    const dir = tempCopy('onlyFailures');
    // Watch mode does not exit by itself: stop it once the first run had time to start.
    const result = spawnSync(path.join(REPO_ROOT, 'node_modules/.bin/rstest'), ['watch'], {
      cwd: dir,
      encoding: 'utf8',
      env: { ...process.env, NO_COLOR: '1', FORCE_COLOR: '0', CI: '1' },
      timeout: 30_000,
    });
    expect(`${result.stdout}${result.stderr}`).toContain('onlyFailures is ignored in watch mode; use the watch run-failed shortcut instead.');
  }, SEVERAL_RUNS);
});
