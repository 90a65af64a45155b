/**
 * Runs the fixtures behind the pages extends, projects, name, forceRerunTriggers, globalSetup, federation and
 * onlyFailures (tests/examples/config/<option>/, shown verbatim on the pages) and checks what the pages say.
 *
 * Fixtures that need a clean state (a Git repository for `--changed`, an empty results cache for onlyFailures, a
 * build written to disk) are copied to a temporary folder first, so the repository is never touched.
 *
 * Speed: every Rstest process costs a second or more, so
 * - all runs are declared up front and start before the first test (with `-t`, when a test reads them), two at a
 *   time (see ../utils/concurrent-runs.ts), and each test awaits its own;
 * - checks of how a config resolves (extends merging, which projects exist, which test files `--project` or
 *   `--changed` select) are read from `loadConfig` and `createRstest(...).listTests()` of @rstest/core, which
 *   `rstest run` uses as well, all in one Node.js process (`resolved`), instead of a full `rstest run` each; the
 *   messages the pages quote still come from real runs;
 * - where one run can show several facts, it does (the test names say which run they read).
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, rs, test } from '@rstest/core';
import { copyFiles, removeTemporaryDirs, type RunOptions, rstest, task, temporaryDir } from '../utils/concurrent-runs';
import { emptyConfigFile, fixtureDir } from '../utils/config-pages';
import { LANGS, readDoc, REPO_ROOT } from '../utils/docs';
import { testSummary } from '../utils/run-rstest';

const emptyConfig = emptyConfigFile();
// A test may wait for runs queued before its own; on a busy machine that takes minutes.
rs.setConfig({ testTimeout: 600_000 });

/** `rstest run <args>` in `cwd`, started as soon as a slot is free. */
const rstestRun = (cwd: string, args: string[] = [], options: RunOptions = {}) => rstest(cwd, ['run', ...args], options);

// Waits for runs that no finished test awaited (after a failed assertion), then removes the folders.
afterAll(async () => {
  await removeTemporaryDirs();
  rmSync(path.dirname(emptyConfig), { recursive: true, force: true });
}, 600_000);

// ---------------------------------------------------------------------------------------------------------------
// Fixtures and output

/**
 * A config file with `content` in a temporary folder, to run a fixture with other options (`-c <file>`: with an
 * absolute path, the root stays the fixture folder). Plain objects only: nothing is imported.
 */
function tempConfig(content: string): string {
  const file = path.join(temporaryDir(), 'rstest.config.ts');
  writeFileSync(file, content);
  return file;
}

/**
 * A copy of a fixture in a temporary folder with its own node_modules, where the packages it imports are linked
 * from this repository. Rstest keeps its results cache in <root>/node_modules/.cache, so a copy starts clean.
 */
function tempCopy(option: string, packages: string[] = ['@rstest/core']): string {
  const dir = copyFiles(fixtureDir(option), temporaryDir(`rstest-${option}-`));
  for (const name of packages) {
    mkdirSync(path.dirname(path.join(dir, 'node_modules', name)), { recursive: true });
    symlinkSync(path.join(REPO_ROOT, 'node_modules', name), path.join(dir, 'node_modules', name), 'dir');
  }
  return dir;
}

const REPORTED = /^ ([✓✗]) ((?:\[[^\]]+\] )?\S+) \(\d+\)/gm;

/**
 * The test files a run reported, as the default reporter prints them, sorted. With several projects each line
 * starts with the project name: ` ✓ [client] client/badge.test.ts (1)` gives `[client] client/badge.test.ts`.
 */
const reportedFiles = (output: string) => [...output.matchAll(REPORTED)].map((m) => m[2]).sort();

/** The same with the result mark: `✗ [plain] client/badge.test.ts`. */
const reportedResults = (output: string) => [...output.matchAll(REPORTED)].map((m) => `${m[1]} ${m[2]}`).sort();

/** The index of `text` in `output`, failing when it is missing. */
function position(output: string, text: string): number {
  const index = output.indexOf(text);
  expect({ text, found: index >= 0 }).toEqual({ text, found: true });
  return index;
}

// ---------------------------------------------------------------------------------------------------------------
// Config resolution, in one Node.js process

type ResolveJob =
  /** The config file as `loadConfig` returns it, with `extends` resolved. */
  | { kind: 'config'; config: string }
  /** The projects `createRstest` resolves in `cwd` (config file: `config`, or the one found in `cwd`), and the test
   *  files `listTests` selects with `--project` patterns `project` (and `--changed`), as [project name, path
   *  relative to cwd]. */
  | { kind: 'list'; cwd: string; config?: string; project?: string[]; changed?: boolean };

type Resolved =
  | { config: Record<string, unknown> }
  | { projects: string[]; files: [string, string][] }
  | { error: string };

const RESOLVE_SCRIPT = `import path from 'node:path';
import { loadConfig } from '@rstest/core';
import { createRstest } from '@rstest/core/api';
const results = [];
for (const job of JSON.parse(process.env.RESOLVE_JOBS)) {
  try {
    if (job.kind === 'config') {
      const { content } = await loadConfig({ path: job.config });
      delete content._privateMeta;
      results.push({ config: content });
      continue;
    }
    const loaded = await loadConfig({ cwd: job.cwd, path: job.config });
    const instance = await createRstest({ cwd: job.cwd, config: loaded });
    const listed = await instance.listTests({ filesOnly: true, project: job.project, changed: job.changed });
    results.push({
      projects: instance.context.projects.map((project) => project.name),
      files: listed.map((file) => [file.project, path.relative(job.cwd, file.testPath)]),
    });
  } catch (error) {
    results.push({ error: String(error?.message ?? error) });
  }
}
console.log('RESOLVED ' + JSON.stringify(results));`;

/** The project names of a `list` result, sorted (or the result itself, such as an error, to fail with). */
const projectNames = (result: Resolved) => ('projects' in result ? [...result.projects].sort() : result);
/** The [project, file] pairs of a `list` result, sorted (or the result itself). */
const listedFiles = (result: Resolved) => ('files' in result ? [...result.files].sort(([a, x], [b, y]) => `${a} ${x}`.localeCompare(`${b} ${y}`)) : result);

const resolveJobs: ResolveJob[] = [];
let resolveAll: Promise<Resolved[]>;
/** Adds a job to the one resolving process; the result is ready once that process has run them all. */
function resolved(job: ResolveJob): () => Promise<Resolved> {
  const index = resolveJobs.push(job) - 1;
  return async () => (await resolveAll)[index];
}
// Started once every job is declared, ahead of the queue: it is quick, and several tests wait for it.
beforeAll(() => {
  resolveAll = task(async () => {
    const run = await rstest(REPO_ROOT, ['--input-type=module', '-e', RESOLVE_SCRIPT], {
      bin: process.execPath,
      env: { RESOLVE_JOBS: JSON.stringify(resolveJobs) },
      priority: true,
    });
    const line = /^RESOLVED (.*)$/m.exec(run.output)?.[1];
    if (!line) throw new Error(`The config resolution process printed no result:\n${run.output}`);
    return JSON.parse(line) as Resolved[];
  });
});

/** A run of the projects fixture shared by the extends and projects sections. */
const projectsCombined = rstestRun(fixtureDir('projects'), [
  '-c',
  tempConfig(`export default {
  testEnvironment: 'happy-dom',
  projects: [
    { name: 'plain', include: ['client/**/*.test.ts'] },
    { name: 'extended', include: ['client/**/*.test.ts'], extends: { testEnvironment: 'happy-dom' } },
  ],
};
`),
]);

/** `--project client`, with the JSON reporter next to the default one: the name section reads the JSON report. */
const clientOnly = rstestRun(fixtureDir('projects'), ['--project', 'client', '--reporter', 'default', '--reporter', 'json']);

describe('extends', () => {
  const fixture = rstestRun(fixtureDir('extends'));

  test('the preset and the object are merged under the config: the three checks of config.test.ts pass', async () => {
    const run = await fixture;
    expect(run.exitCode).toBe(0);
    expect(testSummary(run.output).passed).toBe(3);
  });

  const rules = resolved({
    kind: 'config',
    config: tempConfig(`export default {
  extends: [
    { retry: 1, env: { A: 'entry', B: 'entry' }, exclude: ['a/**'], globalSetup: './one.ts', include: ['entry/**'], reporters: ['verbose'], forceRerunTriggers: ['fixtures/**'] },
    async (userConfig) => ({ retry: 2, reporters: ['dot'], env: { SAW_RETRY: String(userConfig.retry), SAW_ROOT: String(userConfig.root), FROZEN: String(Object.isFrozen(userConfig)) } }),
  ],
  env: { B: 'user' },
  exclude: ['b/**'],
  globalSetup: ['./two.ts'],
};
`),
  });
  const ownTriggers = resolved({
    kind: 'config',
    config: tempConfig(`export default { extends: { forceRerunTriggers: ['fixtures/**'] }, forceRerunTriggers: ['data/**'] };\n`),
  });

  test('the merge rules the page lists', async () => {
    expect(await rules()).toEqual({
      config: {
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
      },
    });
    // Your own forceRerunTriggers replace them all.
    expect(await ownTriggers()).toMatchObject({ config: { forceRerunTriggers: ['data/**'] } });
  });

  const includeReplaced = resolved({
    kind: 'list',
    cwd: fixtureDir('extends'),
    config: tempConfig(`export default { extends: { include: ['**/*.test.ts'] }, include: ['none/**/*.test.ts'] };\n`),
  });

  test('include is replaced, not concatenated: no test file is selected', async () => {
    // Concatenated, the preset's pattern would select config.test.ts.
    expect(await includeReplaced()).toEqual({ projects: ['rstest'], files: [] });
  });

  const projectsDropped = resolved({
    kind: 'list',
    cwd: fixtureDir('extends'),
    config: tempConfig(`export default { extends: { projects: ['missing'] }, include: ['none/**'], passWithNoTests: true };\n`),
  });

  test('projects returned by an entry are dropped', async () => {
    // 'missing' would stop Rstest with "Can't resolve project" if it were used.
    expect(await projectsDropped()).toEqual({ projects: ['rstest'], files: [] });
  });

  const directEntry = resolved({ kind: 'config', config: tempConfig(`export default { extends: { passWithNoTests: true }, include: ['none/**'] };\n`) });
  const nestedEntry = resolved({
    kind: 'config',
    config: tempConfig(`export default { extends: { extends: { passWithNoTests: true } }, include: ['none/**'] };\n`),
  });

  test("an entry's own extends is not resolved", async () => {
    expect(await directEntry()).toMatchObject({ config: { passWithNoTests: true } });
    const nested = await nestedEntry();
    expect(nested).toHaveProperty('config');
    expect('config' in nested && nested.config.passWithNoTests).toBeUndefined();
  });

  test('inline projects accept extends too (the shared projects run: [extended] passes in happy-dom)', async () => {
    const run = await projectsCombined;
    expect(reportedResults(run.output)).toContain('✓ [extended] client/badge.test.ts');
  });
});

describe('projects', () => {
  const fixture = rstestRun(fixtureDir('projects'));
  const typo = rstestRun(fixtureDir('projects'), ['--project', 'cleint']);
  // Both flags at once: --project twice, and a flag that every project must take over.
  const repeatedWithFlag = rstestRun(fixtureDir('projects'), ['--project', 'client', '--project', 'server', '--testEnvironment', 'happy-dom']);
  const duplicate = rstestRun(fixtureDir('projects'), [
    '-c',
    tempConfig(`export default { projects: [{ name: 'client', include: ['client/**/*.test.ts'] }, { name: 'client', include: ['server/**/*.test.ts'] }] };\n`),
  ]);
  const missingPath = rstestRun(fixtureDir('projects'), ['-c', tempConfig(`export default { projects: ['packages/web'] };\n`)]);

  test('both projects run, each in its own environment, and every file is labelled with its project', async () => {
    const run = await fixture;
    expect(run.exitCode).toBe(0);
    expect(reportedFiles(run.output)).toEqual(['[client] client/badge.test.ts', '[server] server/format-price.test.ts']);
  });

  test('--project client runs only that project, without the label', async () => {
    const run = await clientOnly;
    expect(run.exitCode).toBe(0);
    expect(reportedFiles(run.output)).toEqual(['client/badge.test.ts']);
  });

  test('--project with a name that matches nothing stops the run with the message the page quotes', async () => {
    const run = await typo;
    expect(run.exitCode).toBe(1);
    expect(run.output).toContain('No projects found, please make sure you have at least one valid project.');
    expect(run.output).toContain('projectName filter: "cleint"');
  });

  const fileEntry = resolved({
    kind: 'list',
    cwd: fixtureDir('name'),
    config: tempConfig(`export default { projects: ['packages/cart/rstest.config.ts'] };\n`),
  });
  // '.' is the fixture folder, whose rstest.config.ts lists projects: ['packages/*'].
  const nestedEntry = resolved({ kind: 'list', cwd: fixtureDir('name'), config: tempConfig(`export default { projects: ['.'] };\n`) });

  test('an entry can be a config file, or a folder whose config has projects of its own', async () => {
    expect(await fileEntry()).toEqual({ projects: ['cart'], files: [['cart', 'packages/cart/cart.test.ts']] });
    expect(projectNames(await nestedEntry())).toEqual(['@shop/search', 'cart', 'legacy']);
  });

  test('--project can be repeated (the run with --project client --project server)', async () => {
    const run = await repeatedWithFlag;
    expect(reportedFiles(run.output)).toEqual(['[client] client/badge.test.ts', '[server] server/format-price.test.ts']);
  });

  test('options next to projects are not applied to the projects (the shared projects run: [plain] has no DOM)', async () => {
    const run = await projectsCombined;
    expect(run.exitCode).toBe(1);
    expect(reportedResults(run.output)).toEqual(['✓ [extended] client/badge.test.ts', '✗ [plain] client/badge.test.ts']);
    expect(run.output).toContain('ReferenceError: document is not defined');
  });

  test('command-line options apply to every project: --testEnvironment happy-dom gives server a DOM too', async () => {
    const run = await repeatedWithFlag;
    expect(run.exitCode).toBe(1);
    // server/format-price.test.ts checks that there is no document.
    expect(reportedResults(run.output)).toEqual(['✓ [client] client/badge.test.ts', '✗ [server] server/format-price.test.ts']);
    expect(testSummary(run.output)).toMatchObject({ passed: 1, failed: 1 });
  });

  test('two projects with the same name stop the run with the message the page quotes', async () => {
    const run = await duplicate;
    expect(run.exitCode).toBe(1);
    expect(run.output).toContain('Project name "client" is already used. Please ensure all projects have unique names.');
  });

  test('a path that does not exist stops the run with the message the page quotes', async () => {
    const run = await missingPath;
    expect(run.exitCode).toBe(1);
    expect(run.output).toContain(`Can't resolve project "packages/web", please make sure "packages/web" is a existing file or a directory.`);
  });

  const withReadme = tempCopy('name', ['@rstest/core', 'happy-dom']);
  writeFileSync(path.join(withReadme, 'packages/README.md'), '# Packages\n');
  const globMatchesFile = resolved({ kind: 'list', cwd: withReadme });
  const negated = resolved({ kind: 'list', cwd: withReadme, config: tempConfig(`export default { projects: ['packages/*', '!packages/*.md'] };\n`) });

  test('a glob also matches files: packages/README.md is loaded as a config, unless a negated pattern leaves it out', async () => {
    expect(await globMatchesFile()).toMatchObject({ error: expect.stringContaining('Unknown file extension ".md"') });
    expect(projectNames(await negated())).toEqual(['@shop/search', 'cart', 'legacy']);
  });
});

describe('name', () => {
  const fixture = rstestRun(fixtureDir('name'));
  const cartAlone = resolved({ kind: 'list', cwd: path.join(fixtureDir('name'), 'packages/cart') });

  test('a project is named by its config, else by package.json, else by its folder', async () => {
    const run = await fixture;
    expect(run.exitCode).toBe(0);
    expect(reportedFiles(run.output)).toEqual([
      '[@shop/search] packages/search/search.test.ts',
      '[cart] packages/cart/cart.test.ts',
      '[legacy] packages/legacy/legacy.test.ts',
    ]);
  });

  // Which files `--project` selects, as `rstest run --project <pattern>` would run them.
  const wildcard = resolved({ kind: 'list', cwd: fixtureDir('name'), project: ['@shop/*'] });
  const negation = resolved({ kind: 'list', cwd: fixtureDir('name'), project: ['!cart'] });
  const packageName = resolved({ kind: 'list', cwd: fixtureDir('name'), project: ['@shop/cart'] });
  const withoutProjects = resolved({ kind: 'list', cwd: fixtureDir('globalSetup'), project: ['nothing-matches'] });

  test("--project '@shop/*' matches with a wildcard", async () => {
    expect(listedFiles(await wildcard())).toEqual([['@shop/search', 'packages/search/search.test.ts']]);
  });

  test("--project '!cart' selects every project except cart", async () => {
    expect(listedFiles(await negation())).toEqual([
      ['@shop/search', 'packages/search/search.test.ts'],
      ['legacy', 'packages/legacy/legacy.test.ts'],
    ]);
  });

  test('the package.json name does not count: --project matches the name in rstest.config.ts', async () => {
    expect(await packageName()).toMatchObject({ error: expect.stringContaining('No projects found') });
  });

  test('run on its own, a package is named by its config', async () => {
    expect(await cartAlone()).toEqual({ projects: ['cart'], files: [['cart', 'cart.test.ts']] });
  });

  test('the JSON reporter records the project name (the run with --project client --reporter json)', async () => {
    const run = await clientOnly;
    expect(run.exitCode).toBe(0);
    expect(run.output).toContain('"project": "client"');
  });

  test("without projects, --project is ignored and the default name is 'rstest'", async () => {
    const result = await withoutProjects();
    expect(projectNames(result)).toEqual(['rstest']);
    expect(listedFiles(result)).toEqual([
      ['rstest', 'api.test.ts'],
      ['rstest', 'orders.test.ts'],
    ]);
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

  /** A repository where someone added a row to fixtures/orders.csv. */
  function orderAdded(): string {
    const dir = gitRepo();
    writeFileSync(path.join(dir, 'fixtures/orders.csv'), 'id,total\nA-1,20\nA-2,35.5\nA-3,12\n');
    return dir;
  }

  /** A repository where package.json changed. */
  function packageChanged(): string {
    const dir = gitRepo();
    writeFileSync(path.join(dir, 'package.json'), '{ "name": "orders", "private": true, "type": "module" }\n');
    return dir;
  }

  // Which test files --changed selects is read with listTests({ changed: true }); the runs below show the messages.
  // One repository for both kinds of related test: src/slugify.ts is edited (imported by slugify.test.ts), and
  // src/separator.ts, which title.test.ts imports only through src/title.ts.
  const relatedRepo = gitRepo();
  writeFileSync(path.join(relatedRepo, 'src/separator.ts'), "export const separator = '-';\n");
  writeFileSync(
    path.join(relatedRepo, 'src/title.ts'),
    "import { separator } from './separator';\n\nexport const titleSlug = (title: string) => title.toLowerCase().split(' ').join(separator);\n",
  );
  writeFileSync(
    path.join(relatedRepo, 'src/title.test.ts'),
    "import { expect, test } from '@rstest/core';\nimport { titleSlug } from './title';\n\ntest('joins words', () => {\n  expect(titleSlug('Hello World')).toBe('hello-world');\n});\n",
  );
  commitAll(relatedRepo);
  writeFileSync(path.join(relatedRepo, 'src/slugify.ts'), `${readFileSync(path.join(relatedRepo, 'src/slugify.ts'), 'utf8')}// edited\n`);
  writeFileSync(path.join(relatedRepo, 'src/separator.ts'), "export const separator = '-';\n// edited\n");
  const related = resolved({ kind: 'list', cwd: relatedRepo, changed: true });

  const forced = rstestRun(orderAdded(), ['--changed']);
  const withoutOption = rstestRun(orderAdded(), ['--changed', '-c', emptyConfig]);
  const noPassWithNoTests = rstestRun(orderAdded(), ['--changed', '-c', tempConfig('export default { passWithNoTests: false };\n')]);
  const projectPatterns = resolved({
    kind: 'list',
    cwd: orderAdded(),
    config: tempConfig(`export default { forceRerunTriggers: [], projects: [{ name: 'orders', forceRerunTriggers: ['fixtures/**'] }] };\n`),
    changed: true,
  });
  const packageRepo = packageChanged();
  const defaults = resolved({ kind: 'list', cwd: packageRepo, config: emptyConfig, changed: true });
  const withoutDefaults = resolved({ kind: 'list', cwd: packageRepo, config: tempConfig(`export default { forceRerunTriggers: ['fixtures/**'] };\n`), changed: true });
  const everyFile = ['src/parse-orders.test.ts', 'src/slugify.test.ts'];
  const files = (result: Resolved) => {
    const listed = listedFiles(result);
    return Array.isArray(listed) ? listed.map(([, file]) => file) : listed;
  };

  test('a changed source file selects only the tests that import it, directly or through other modules', async () => {
    // Not src/parse-orders.test.ts.
    expect(files(await related())).toEqual(['src/slugify.test.ts', 'src/title.test.ts']);
  });

  test('a changed file under fixtures/ runs every test, and the broken one fails', async () => {
    const run = await forced;
    expect(run.output).toContain('Changed file(fixtures/orders.csv) matched forceRerunTriggers, running all test files.');
    expect(reportedFiles(run.output)).toEqual(['src/parse-orders.test.ts', 'src/slugify.test.ts']);
    expect(run.exitCode).toBe(1);
  });

  test('without the option, the same change runs nothing and passes', async () => {
    const run = await withoutOption;
    expect(run.exitCode).toBe(0);
    expect(run.output).toContain('No test files found for changed files, exiting with code 0.');
  });

  test('with passWithNoTests: false in the config, an unrelated change fails', async () => {
    const run = await noPassWithNoTests;
    expect(run.exitCode).toBe(1);
    expect(run.output).toContain('No test files found for changed files, exiting with code 1.');
  });

  test("a project's patterns count too: the changed fixture selects every test file", async () => {
    expect(files(await projectPatterns())).toEqual(everyFile);
  });

  test('the defaults cover package.json; a list without them does not', async () => {
    expect(files(await defaults())).toEqual(everyFile);
    // No test imports package.json.
    expect(files(await withoutDefaults())).toEqual([]);
  });
});

describe('globalSetup', () => {
  /** A project in a temporary folder: one test using globals (nothing to import), and the given files. */
  function scenario(config: string, files: Record<string, string>): string {
    const dir = temporaryDir();
    writeFileSync(path.join(dir, 'rstest.config.ts'), config);
    writeFileSync(path.join(dir, 'a.test.ts'), `test('reads the global', () => { expect(globalThis.fromSetup).toBeUndefined(); expect(process.env.FROM_SETUP).toBe('yes'); });\n`);
    for (const [name, code] of Object.entries(files)) writeFileSync(path.join(dir, name), code);
    return dir;
  }

  const ok = `export default () => { console.log('ok: setup'); globalThis.fromSetup = true; process.env.FROM_SETUP = 'yes'; return () => console.log('ok: teardown'); };\n`;

  const fixture = rstestRun(fixtureDir('globalSetup'));
  const failingSetup = rstestRun(
    scenario(`export default { globals: true, globalSetup: ['./ok.ts', './fail.ts'] };\n`, {
      'ok.ts': ok,
      'fail.ts': `export function setup() { throw new Error('database is not reachable'); }\n`,
    }),
  );
  const failingTeardown = rstestRun(
    scenario(`export default { globals: true, globalSetup: ['./ok.ts', './stop.ts'] };\n`, {
      'ok.ts': ok,
      'stop.ts': `export function setup() {}\nexport function teardown() { throw new Error('could not stop'); }\n`,
    }),
  );
  const noTestFiles = rstestRun(fixtureDir('globalSetup'), ['--include', 'none/**', '--passWithNoTests']);
  const missingFile = rstestRun(fixtureDir('globalSetup'), ['-c', tempConfig(`export default { globalSetup: './global-setup/db.ts' };\n`)]);
  const perProject = rstestRun(
    scenario(
      `export default { globalSetup: './top.ts', projects: [{ name: 'one', globals: true, globalSetup: './ok.ts' }, { name: 'two', globals: true, globalSetup: './ok.ts' }] };\n`,
      { 'ok.ts': ok, 'top.ts': `export function setup() { console.log('top: setup'); }\n` },
    ),
  );

  test('setup runs once in list order before the tests, teardown in reverse order after the summary', async () => {
    const run = await fixture;
    expect(run.exitCode).toBe(0);
    expect(reportedFiles(run.output)).toEqual(['api.test.ts', 'orders.test.ts']);
    const order = ['api-server: setup', 'data-dir: setup', ' Test Files 2 passed', 'data-dir: teardown', 'api-server: teardown'].map((line) =>
      position(run.output, line),
    );
    expect(order).toEqual([...order].sort((a, b) => a - b));
    expect(run.output.split('api-server: setup').length).toBe(2);
  });

  test('process.env reaches the tests, globalThis does not (a.test.ts passes in the teardown and projects runs)', async () => {
    // a.test.ts expects FROM_SETUP and no globalThis.fromSetup; ok.ts sets both.
    expect(testSummary((await failingTeardown).output)).toMatchObject({ passed: 1, failed: 0 });
    const projects = await perProject;
    expect(projects.exitCode).toBe(0);
    expect(testSummary(projects.output)).toMatchObject({ passed: 2, failed: 0 });
  });

  test('a failing setup runs the teardowns already registered, runs no test, and exits with 1', async () => {
    const run = await failingSetup;
    expect(run.exitCode).toBe(1);
    expect(run.output).toContain('Error: database is not reachable');
    expect(position(run.output, 'ok: setup')).toBeLessThan(position(run.output, 'ok: teardown'));
    expect(run.output).toMatch(/^\s*Tests no tests$/m);
  });

  test('a failing teardown makes the run exit with 1 after the tests passed', async () => {
    const run = await failingTeardown;
    expect(run.exitCode).toBe(1);
    expect(testSummary(run.output)).toMatchObject({ passed: 1, failed: 0 });
    expect(run.output).toContain('Error during global teardown: Error: could not stop');
    expect(run.output).toContain('ok: teardown');
  });

  test('without test files, the global setup does not run', async () => {
    const run = await noTestFiles;
    expect(run.exitCode).toBe(0);
    expect(run.output).not.toContain('api-server: setup');
  });

  test('a missing file stops the run with the message the page quotes', async () => {
    const run = await missingFile;
    expect(run.exitCode).toBe(1);
    expect(run.output).toContain('Setup file ./global-setup/db.ts not found (resolved path: ');
  });

  test('with projects, each project runs its own globalSetup, even the same file; the top-level one is not used', async () => {
    const run = await perProject;
    expect(run.exitCode).toBe(0);
    // The same file, listed by two projects, runs twice.
    expect(run.output.split('ok: setup').length).toBe(3);
    expect(run.output).not.toContain('top: setup');
  });
});

describe('federation', () => {
  /**
   * Runs a copy with --dev.writeToDisk and returns the run, the emitted files and the runtime's chunk loading.
   * The copy has two more test files: one prints the warning the Module Federation runtime prints in Node.js builds
   * that don't target async-node; with `remote`, one imports a remote module.
   */
  async function emitted(args: string[], { remote = false } = {}) {
    const dir = tempCopy('federation');
    writeFileSync(
      path.join(dir, 'src/warn.test.ts'),
      `import { test } from '@rstest/core';\ntest('warns', () => { console.warn('[ Module Federation ]', 'build target is not set to "async-node"'); });\n`,
    );
    if (remote) {
      writeFileSync(
        path.join(dir, 'src/remote.test.ts'),
        `import { expect, test } from '@rstest/core';\ntest('imports a remote', async () => { await import('shop/Cart'); });\n`,
      );
    }
    const run = await rstestRun(dir, ['--dev.writeToDisk', ...args]);
    const outDir = path.join(dir, 'dist/.rstest-temp');
    const files = existsSync(outDir) ? readdirSync(outDir).filter((file) => /\.m?js$/.test(file)) : [];
    const runtime = files.find((file) => file.startsWith('rstest-runtime'));
    const chunkLoading = runtime && /(\w+\(\)) chunk loading for javascript/.exec(readFileSync(path.join(outDir, runtime), 'utf8'))?.[1];
    return { run, files, chunkLoading, warned: run.output.includes('build target is not set to "async-node"') };
  }

  const federated = task(() => emitted([], { remote: true }));
  const federatedModule = task(() => emitted(['--output.module']));
  const plain = task(() => emitted(['-c', emptyConfig]));

  test('the dynamic import of the fixture works (the federated --dev.writeToDisk run)', async () => {
    const { run } = await federated;
    expect(reportedResults(run.output)).toContain('✓ src/checkout.test.ts');
  });

  test('it configures no remote: importing one still fails', async () => {
    const { run } = await federated;
    expect(run.exitCode).toBe(1);
    expect(reportedResults(run.output)).toEqual(['✓ src/checkout.test.ts', '✓ src/warn.test.ts', '✗ src/remote.test.ts'].sort());
    expect(run.output).toContain("Cannot find module 'shop/Cart'");
  });

  test('with federation: true, CommonJS files that load chunks with require(), even with --output.module', async () => {
    for (const { run, files, chunkLoading, warned } of [await federated, await federatedModule]) {
      expect(reportedResults(run.output)).toContain('✓ src/warn.test.ts');
      expect(files).toContain('src_format-price_ts.js');
      expect(files.every((file) => file.endsWith('.js'))).toBe(true);
      expect(chunkLoading).toBe('require()');
      expect(warned).toBe(false);
    }
    expect((await federatedModule).run.exitCode).toBe(0);
  });

  test('without it, ES modules (.mjs) that load chunks with import(), and the warning shows', async () => {
    const { run, files, chunkLoading, warned } = await plain;
    expect(run.exitCode).toBe(0);
    expect(files).toContain('src_format-price_ts.mjs');
    expect(chunkLoading).toBe('import()');
    expect(warned).toBe(true);
  });
});

describe('onlyFailures', () => {
  const NOTICE = 'No failed tests found from the previous run. Running all tests.';
  const SELECTION = 'onlyFailures: running 1 of 2 test files (1 deselected).';
  const cacheFile = (dir: string) => path.join(dir, 'node_modules/.cache/.rstest-results/results.json');

  // Each sequence works on its own copy, one run after another; its steps go ahead of other queued runs.
  const step = (dir: string, args: string[] = []) => rstestRun(dir, args, { priority: true });

  const fixLoop = task(async () => {
    const dir = tempCopy('onlyFailures');
    const first = await step(dir);
    const firstCache = existsSync(cacheFile(dir)) ? JSON.parse(readFileSync(cacheFile(dir), 'utf8')) : undefined;
    const second = await step(dir);
    const filtered = await step(dir, ['price.test.ts']);
    const cacheBeforeT = readFileSync(cacheFile(dir), 'utf8');
    const byName = await step(dir, ['-t', 'rounds']);
    const cacheAfterT = readFileSync(cacheFile(dir), 'utf8');
    writeFileSync(path.join(dir, 'cart.ts'), 'export const lineTotal = (price: number, quantity: number) => price * quantity;\n');
    const third = await step(dir);
    const fourth = await step(dir);
    return { first, firstCache, second, filtered, byName, cacheBeforeT, cacheAfterT, third, fourth };
  });

  // Without the option (an empty config): two plain runs, then -f, then `rstest list -f` (the CLI page), then the
  // project renamed.
  const withoutOption = task(async () => {
    const dir = tempCopy('onlyFailures');
    const plain = await step(dir, ['-c', emptyConfig]);
    const cacheWritten = existsSync(cacheFile(dir));
    const again = await step(dir, ['-c', emptyConfig]);
    const flagged = await step(dir, ['-c', emptyConfig, '-f']);
    const listed = await rstest(dir, ['list', '-c', emptyConfig, '-f'], { priority: true });
    const renamed = await step(dir, ['-c', tempConfig(`export default { name: 'shop', onlyFailures: true };\n`)]);
    return { plain, cacheWritten, again, flagged, listed, renamed };
  });

  const bailDir = tempCopy('onlyFailures');
  const bailed = rstestRun(bailDir, ['-c', emptyConfig, '--bail', '1']);

  const WATCH_WARNING = 'onlyFailures is ignored in watch mode; use the watch run-failed shortcut instead.';
  // Watch mode does not exit by itself: stop it as soon as the warning is printed, or once the first run is over
  // without it (Rstest warns before that run), or after two minutes.
  const watched = rstest(tempCopy('onlyFailures'), ['watch'], {
    stopWhen: (output) => output.includes(WATCH_WARNING) || output.includes('Waiting for file changes'),
    timeout: 120_000,
  });

  test('the fix loop the page walks through', async () => {
    const { first, firstCache, second, third, fourth } = await fixLoop;

    // 1. No cache yet: the notice, and every file runs.
    expect(first.exitCode).toBe(1);
    expect(first.output).toContain(NOTICE);
    expect(reportedFiles(first.output)).toEqual(['cart.test.ts', 'price.test.ts']);
    expect(firstCache?.files).toMatchObject({
      'rstest\u0000cart.test.ts': { failed: true },
      'rstest\u0000price.test.ts': { failed: false },
    });

    // 2. Only the failed file runs, all of its tests.
    expect(second.exitCode).toBe(1);
    expect(second.output).toContain(SELECTION);
    expect(reportedFiles(second.output)).toEqual(['cart.test.ts']);
    expect(testSummary(second.output)).toMatchObject({ passed: 1, failed: 1 });

    // 3. After the fix, the failed file runs again and passes.
    expect(third.exitCode).toBe(0);
    expect(third.output).toContain(SELECTION);
    expect(reportedFiles(third.output)).toEqual(['cart.test.ts']);

    // 4. Nothing failed last time: the notice, and every file runs.
    expect(fourth.exitCode).toBe(0);
    expect(fourth.output).toContain(NOTICE);
    expect(reportedFiles(fourth.output)).toEqual(['cart.test.ts', 'price.test.ts']);
  });

  test('explicit file filters and -t switch the selection off, with a warning; a run with -t leaves the cache as it was', async () => {
    const { filtered, byName, cacheBeforeT, cacheAfterT } = await fixLoop;
    expect(filtered.output).toContain('onlyFailures is ignored when explicit file filters are provided.');
    expect(reportedFiles(filtered.output)).toEqual(['price.test.ts']);
    expect(byName.output).toContain('onlyFailures is ignored when a test name pattern is provided.');
    expect(cacheAfterT).toBe(cacheBeforeT);
  });

  test('every run records results; -f uses them when the config does not set the option', async () => {
    const { plain, cacheWritten, again, flagged } = await withoutOption;
    expect(plain.output).not.toContain(NOTICE);
    expect(reportedFiles(plain.output)).toEqual(['cart.test.ts', 'price.test.ts']);
    expect(cacheWritten).toBe(true);
    // Off, the recorded failure selects nothing.
    expect(reportedFiles(again.output)).toEqual(['cart.test.ts', 'price.test.ts']);
    expect(flagged.output).toContain(SELECTION);
    expect(reportedFiles(flagged.output)).toEqual(['cart.test.ts']);
  });

  test('rstest list accepts -f but ignores it: with cart.test.ts failed last time, it lists every test (CLI page)', async () => {
    const { listed } = await withoutOption;
    expect(listed.exitCode).toBe(0);
    expect(listed.output).not.toContain('onlyFailures');
    expect(listed.stdout.split('\n').filter((line) => line.includes('.test.ts > ')).sort()).toEqual([
      'cart.test.ts > keeps the price for a single item',
      'cart.test.ts > multiplies the price by the quantity',
      'price.test.ts > rounds to cents',
    ]);
    for (const lang of LANGS) expect(readDoc(lang, 'guide/basic/cli.mdx')).toContain('`rstest list -f`');
  });

  test('runs stopped by bail do not write the cache', async () => {
    const run = await bailed;
    expect(run.output).toContain('Test run aborted due to reaching the bail limit');
    expect(existsSync(path.join(bailDir, 'node_modules/.cache/.rstest-results'))).toBe(false);
  });

  test('after renaming the project, it has no previous results', async () => {
    // The copy has results for 'rstest' with cart.test.ts failed (the runs above); 'shop' has none.
    const { renamed } = await withoutOption;
    expect(renamed.output).toContain(NOTICE);
    expect(reportedFiles(renamed.output)).toEqual(['cart.test.ts', 'price.test.ts']);
  });

  test('watch mode ignores it, with a warning', async () => {
    expect((await watched).output).toContain(WATCH_WARNING);
  });
});
