/**
 * The `browser` page (docs/<lang>/config/test/browser.mdx) and its fixture, tests/examples/config/browser/.
 *
 * Browser mode itself needs @rstest/browser at exactly the version of @rstest/core (0.12.0), which npm does not
 * have (its newest is 0.11.9), so it is NOT installed here: these tests check what a reader sees without it, the
 * config Rstest resolves (defaults, CI, command-line flags) and the types, but never run a test in a browser.
 * Once @rstest/browser@0.12.0 exists, the example could also be run for real.
 *
 * Speed: the child processes (Rstest runs, tsc, the config probes) are declared up front and start before the first
 * test (with `-t`, when a test reads them), two at a time (see ../utils/concurrent-runs.ts), and each test awaits the
 * ones it reads; command-line flags that set different keys share a probe run.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, rs, test } from '@rstest/core';
import { removeTemporaryDirs, rstest, task, temporaryDir } from '../utils/concurrent-runs';
import { evaluateDefault, fixtureDir, optionMetas, pageBody, RSTEST_DTS } from '../utils/config-pages';
import { LANGS, REPO_ROOT } from '../utils/docs';
import { MIGRATION_ROWS } from '../../../site/migration';
import { testSummary } from '../utils/run-rstest';

const fixture = fixtureDir('browser');
const CORE_VERSION: string = JSON.parse(readFileSync(path.join(REPO_ROOT, 'node_modules/@rstest/core/package.json'), 'utf8')).version;
const MISSING_PACKAGE = `Browser mode requires @rstest/browser to be installed: npm install @rstest/browser@${CORE_VERSION}`;
// A test may wait for runs queued before its own.
rs.setConfig({ testTimeout: 300_000 });

/** `rstest run <args>` in `cwd`, started as soon as a slot is free. */
const rstestRun = (cwd: string, args: string[] = []) => rstest(cwd, ['run', ...args]);

// Waits for runs that no finished test awaited (after a failed assertion), then removes the folders.
afterAll(removeTemporaryDirs, 600_000);

describe('browser: the example without @rstest/browser', () => {
  const fixtureRun = rstestRun(fixture);
  // A stand-in package that only claims version 0.11.9 (the newest on npm): Rstest checks the version first.
  const mismatch = task(async () => {
    const project = temporaryDir();
    const stub = path.join(project, 'node_modules/@rstest/browser');
    mkdirSync(stub, { recursive: true });
    writeFileSync(
      path.join(stub, 'package.json'),
      JSON.stringify({ name: '@rstest/browser', version: '0.11.9', type: 'module', exports: { './internal': './internal.js', './package.json': './package.json' } }),
    );
    writeFileSync(path.join(stub, 'internal.js'), 'export {};\n');
    writeFileSync(path.join(project, 'rstest.config.mjs'), "export default { browser: { enabled: true, provider: 'playwright' } };\n");
    writeFileSync(path.join(project, 'a.test.mjs'), '// Never runs: Rstest stops while loading browser mode.\n');
    return rstestRun(project);
  });
  const inNode = rstestRun(fixture, ['--browser.enabled=false']);
  const simulated = {
    jsdom: rstestRun(fixture, ['--browser.enabled=false', '--testEnvironment', 'jsdom']),
    'happy-dom': rstestRun(fixture, ['--browser.enabled=false', '--testEnvironment', 'happy-dom']),
  };

  test('the run stops before any test with the message the page quotes', async () => {
    const run = await fixtureRun;
    expect(run.exitCode).toBe(1);
    expect(run.output).toContain('Rstest v0.12.0');
    expect(run.output).toContain('error   Failed to run Rstest.');
    expect(run.output).toContain(`error   ${MISSING_PACKAGE}`);
    expect(run.output).not.toMatch(/^\s*Tests\s/m);
    // The page quotes the message for 0.12.0.
    expect(CORE_VERSION).toBe('0.12.0');
    for (const lang of LANGS) expect(pageBody(lang, 'config/test/browser.mdx')).toContain(MISSING_PACKAGE);
  });

  test('an @rstest/browser of another version stops with the mismatch message the page quotes', async () => {
    const run = await mismatch;
    expect(run.exitCode).toBe(1);
    const message =
      'Version mismatch between @rstest/core and @rstest/browser: @rstest/core is 0.12.0, @rstest/browser is 0.11.9. Install matching versions: npm install @rstest/browser@0.12.0';
    expect(run.output).toContain(message);
    for (const lang of LANGS) expect(pageBody(lang, 'config/test/browser.mdx')).toContain(message);
  });

  test('--browser.enabled=false runs the file in Node, where document is not defined', async () => {
    const run = await inNode;
    expect(run.exitCode).toBe(1);
    expect(run.output).toContain('ReferenceError: document is not defined');
  });

  test.each(['jsdom', 'happy-dom'] as const)('in a simulated DOM (%s) the width is 0 and the test fails', async (environment) => {
    const run = await simulated[environment];
    expect(run.exitCode).toBe(1);
    expect(testSummary(run.output).failed).toBe(1);
    expect(run.output).toContain('expected 0 to be greater than 0');
  });
});

describe('browser: command-line flags', () => {
  const probeDir = path.join(fixture, 'cli-probe');
  /** The `browser` config the cli-probe fixture resolved with these flags (browser mode off: no package needed). */
  const probe = (args: string[]) =>
    task(async () => {
      const run = await rstestRun(probeDir, args);
      return { run, browser: JSON.parse(/^RSTEST_BROWSER_CONFIG (.*)$/m.exec(run.output)?.[1] ?? 'null') };
    });

  // The probe's config sets browser: 'webkit' and providerOptions { launch: { slowMo: 50 } }; runs set CI=1.
  // Flags that set different keys share a run.
  const noFlags = probe([]);
  const firefox = probe(['--browser.name', 'firefox']);
  const edgeAndServer = probe(['--browser.name', 'edge', '--browser.headless', '--browser.port', '5173', '--browser.strictPort']);
  const windowAndOptions = probe([
    '--browser.headless=false',
    '--browser.providerOptions.launch.channel',
    'chrome',
    '--browser.providerOptions.timeout',
    '100',
  ]);
  const enabled = rstestRun(probeDir, ['--browser.enabled']);
  const alone = rstestRun(probeDir, ['--browser']);
  const combined = rstestRun(probeDir, ['--browser', '--browser.name', 'firefox']);
  const noFlag = {
    '--browser.provider': rstestRun(probeDir, ['--browser.provider', 'playwright']),
    '--browser.viewport': rstestRun(probeDir, ['--browser.viewport', 'iPhoneSE']),
  };

  test('without flags: the config, with headless true in CI', async () => {
    const { run, browser } = await noFlags;
    expect(run.exitCode).toBe(0);
    expect(browser).toEqual({
      enabled: false,
      provider: 'playwright',
      browser: 'webkit',
      headless: true,
      strictPort: false,
      providerOptions: { launch: { slowMo: 50 } },
    });
  });

  test('--browser.name sets browser.browser, does not turn browser mode on, and is not checked against BrowserName', async () => {
    const withFirefox = await firefox;
    // Browser mode stays off: the probe's test runs in Node and passes, without @rstest/browser.
    expect(withFirefox.run.exitCode).toBe(0);
    expect(testSummary(withFirefox.run.output).passed).toBe(1);
    expect(withFirefox.browser).toMatchObject({ browser: 'firefox', enabled: false });
    expect((await edgeAndServer).browser).toMatchObject({ browser: 'edge' });
  });

  test('--browser.headless, --browser.port and --browser.strictPort set their keys', async () => {
    const { run, browser } = await edgeAndServer;
    expect(run.exitCode).toBe(0);
    expect(browser).toMatchObject({ headless: true, port: 5173, strictPort: true });
  });

  test('--browser.headless=false sets false, even in CI', async () => {
    const { run, browser } = await windowAndOptions;
    expect(run.exitCode).toBe(0);
    expect(browser).toMatchObject({ headless: false });
  });

  test('--browser.providerOptions.<path> flags nest by dots, parse numbers, and merge into the config', async () => {
    const { browser } = await windowAndOptions;
    expect(browser?.providerOptions).toEqual({ launch: { slowMo: 50, channel: 'chrome' }, timeout: 100 });
  });

  test('--browser.enabled turns browser mode on (and so needs the package)', async () => {
    const run = await enabled;
    expect(run.exitCode).toBe(1);
    expect(run.output).toContain(MISSING_PACKAGE);
  });

  test('--browser alone is rejected; next to another --browser.* flag it means --browser.enabled', async () => {
    const rejected = await alone;
    expect(rejected.exitCode).toBe(1);
    expect(rejected.output).toContain('Unknown option `--browser`');

    const accepted = await combined;
    expect(accepted.exitCode).toBe(1);
    expect(accepted.output).toContain(MISSING_PACKAGE);

    // The lookup table's row for Vitest's --browser says the same (--browser.enabled: the test above).
    const row = MIGRATION_ROWS.find((candidate) => candidate.id === 'cli-browser');
    expect(row?.rstest).toBe('--browser.enabled');
    for (const note of [row?.note?.en ?? '', row?.note?.zh ?? '']) {
      expect(note).toContain('Unknown option `--browser`');
      expect(note).toContain('`--browser --browser.name firefox`');
    }
  });

  test.each(['--browser.provider', '--browser.viewport'] as const)('%s has no flag: the run stops with Unknown option', async (flag) => {
    const run = await noFlag[flag];
    expect(run.exitCode).toBe(1);
    expect(run.output).toContain(`Unknown option \`${flag}\``);
  });
});

describe('browser: resolved defaults', () => {
  const emptyProject = temporaryDir();

  /**
   * `browser` as createRstest resolves it with nothing set, in a fresh Node process with only these environment
   * variables (Rstest reads CI once, when it loads).
   */
  const resolvedBrowser = (env: Record<string, string>) =>
    task(async () => {
      const script = `import { createRstest } from '@rstest/core/api';
const rstest = await createRstest({ cwd: ${JSON.stringify(emptyProject)}, config: {} });
console.log(JSON.stringify(rstest.context.config.browser));`;
      const run = await rstest(REPO_ROOT, ['--input-type=module', '-e', script], { bin: process.execPath, cleanEnv: true, env });
      if (run.exitCode !== 0) throw new Error(`createRstest failed:\n${run.output}`);
      return JSON.parse(run.stdout.trim().split('\n').at(-1) ?? 'null');
    });

  const base = { enabled: false, provider: 'playwright', browser: 'chromium', strictPort: false, providerOptions: {} };

  const cases = (
    [
      { label: 'no CI variable', env: {}, headless: false },
      { label: 'CI=1', env: { CI: '1' }, headless: true },
      // Any non-empty CI counts, even "false".
      { label: 'CI=false', env: { CI: 'false' }, headless: true },
      { label: 'CI empty', env: { CI: '' }, headless: false },
      { label: 'GITHUB_ACTIONS=true without CI', env: { GITHUB_ACTIONS: 'true' }, headless: true },
    ] as { label: string; env: Record<string, string>; headless: boolean }[]
  ).map((item) => ({ ...item, resolved: resolvedBrowser(item.env) }));

  test.each(cases)('$label: headless is $headless', async ({ resolved, headless }) => {
    expect(await resolved).toEqual({ ...base, headless });
  });

  /** The page's OptionMetas: the option's own (path 'browser') and one per sub-key heading. */
  function statedMetas() {
    const body = pageBody('en', 'config/test/browser.mdx');
    const subKeys = [...body.matchAll(/^#{2,3} (browser\.[\w.]+) \{#([\w-]+)\}\n\n(<OptionMeta[^\n]*\/>)/gm)].map((m) => ({
      path: m[1],
      id: m[2],
      meta: optionMetas(m[3])[0],
    }));
    return [{ path: 'browser', id: 'browser', meta: optionMetas(body)[0] }, ...subKeys];
  }

  const valueAt = (config: unknown, dotted: string) =>
    dotted
      .split('.')
      .slice(1)
      .reduce<unknown>((value, key) => (value as Record<string, unknown> | undefined)?.[key], config);

  test('every stated default (option and sub-keys) is the one a local run resolves', async () => {
    // The run without any CI variable.
    const resolved = await cases[0].resolved;
    for (const { path: dotted, meta } of statedMetas()) {
      const stated = evaluateDefault(meta.default ?? '', emptyProject);
      expect({ path: dotted, value: stated }).toEqual({ path: dotted, value: valueAt(resolved, dotted) });
    }
  });

  test('the page has a heading per member of BrowserModeConfig and of the viewport object, with its declared type', () => {
    const declaration = (name: string) =>
      (new RegExp(`declare type ${name} = ([\\s\\S]*?\\n\\}[^;]*);`).exec(RSTEST_DTS)?.[1] ?? '').replace(/\/\*[\s\S]*?\*\//g, '');
    const members = (text: string) =>
      Object.fromEntries([...text.matchAll(/^\s*(\w+)\??: ([^;]+);/gm)].map((m) => [m[1], m[2].replace(/\s+/g, ' ').trim()]));
    const declared = {
      ...Object.fromEntries(Object.entries(members(declaration('BrowserModeConfig'))).map(([key, type]) => [`browser.${key}`, type])),
      ...Object.fromEntries(Object.entries(members(declaration('BrowserViewport'))).map(([key, type]) => [`browser.viewport.${key}`, type])),
    };
    expect(Object.keys(declared)).toHaveLength(10);
    const stated = Object.fromEntries(statedMetas().slice(1).map(({ path: dotted, meta }) => [dotted, meta.type]));
    expect(stated).toEqual(declared);
    for (const { path: dotted, id } of statedMetas().slice(1)) expect(id).toBe(dotted.toLowerCase().replaceAll('.', '-'));
  });
});

describe('browser: types', () => {
  const tsc = path.join(REPO_ROOT, 'node_modules/.bin/tsc');
  const example = rstest(REPO_ROOT, ['-p', fixture, '--noEmit', '--pretty', 'false'], { bin: tsc });
  // type-errors/ holds configs the page calls type errors; each must fail type checking with its message.
  const typeErrors = task(async () => (await rstest(REPO_ROOT, ['-p', path.join(fixture, 'type-errors'), '--noEmit', '--pretty', 'false'], { bin: tsc })).stdout);

  test('the example config, test file and probe type-check', async () => {
    const run = await example;
    expect({ exitCode: run.exitCode, output: run.output.trim() }).toEqual({ exitCode: 0, output: '' });
  });

  test('leaving out provider is a type error with the message the page quotes', async () => {
    const message = "Property 'provider' is missing in type '{ enabled: true; }' but required in type 'BrowserModeConfig'.";
    const errors = await typeErrors;
    expect(errors).toContain(`missing-provider.ts(5,3): error TS2769`);
    expect(errors).toContain(message);
    for (const lang of LANGS) expect(pageBody(lang, 'config/test/browser.mdx')).toContain(message);
  });

  test('an unknown preset name and a viewport object without height are type errors', async () => {
    const errors = await typeErrors;
    expect(errors).toContain(`Type '"iPhone15"' is not assignable to type 'BrowserViewport | undefined'.`);
    expect(errors).toContain("Property 'height' is missing in type '{ width: number; }'");
  });
});

describe('browser: setting a project up', () => {
  const initialised = task(async () => {
    const project = temporaryDir();
    writeFileSync(path.join(project, 'package.json'), '{ "name": "app" }\n');
    // As a reader starts it by hand: CI only if this process has it.
    const run = await rstest(project, ['init', 'browser', '--yes'], { env: { CI: process.env.CI } });
    return { project, run };
  });
  const projectsConfig = path.join(temporaryDir(), 'rstest.config.mjs');
  writeFileSync(
    projectsConfig,
    `export default { projects: [
  { name: 'node', include: ['probe.check.ts'] },
  { name: 'web', include: ['probe.check.ts'], browser: { enabled: true, provider: 'playwright' } },
] };\n`,
  );
  const both = rstestRun(path.join(fixture, 'cli-probe'), ['-c', projectsConfig]);
  const nodeOnly = rstestRun(path.join(fixture, 'cli-probe'), ['-c', projectsConfig, '--project', 'node']);

  test('rstest init browser --yes adds the packages and prints the steps the page describes', async () => {
    const { project, run } = await initialised;
    expect(run.exitCode).toBe(0);
    const pkg = JSON.parse(readFileSync(path.join(project, 'package.json'), 'utf8'));
    expect(pkg.devDependencies).toEqual({ '@rstest/browser': '^0.12.0', '@testing-library/dom': '^10.0.0', playwright: '^1.49.1' });
    expect(pkg.scripts).toEqual({ 'test:browser': 'rstest --config=rstest.browser.config.mts' });
    expect(readFileSync(path.join(project, 'rstest.browser.config.mts'), 'utf8')).toContain("provider: 'playwright'");
    expect(run.stdout).toContain('npx playwright install --with-deps');
  });

  test('one browser project stops the whole run; --project runs the Node project alone', async () => {
    const stopped = await both;
    expect(stopped.exitCode).toBe(1);
    expect(stopped.output).toContain(MISSING_PACKAGE);
    const alone = await nodeOnly;
    expect(alone.exitCode).toBe(0);
    expect(testSummary(alone.output).passed).toBe(1);
  });
});
