/**
 * Running Rstest (or another program: `bin`) on fixture projects without waiting for each run in turn, for the
 * config-examples and guide tests whose time goes to such runs.
 *
 * A test file declares its runs up front, as promises, and tests await the runs they read (several tests can read the
 * same run). A run (or a `task`, work made of several runs, or of a run and what is read after it) declared while the
 * file is collected, at its top level or in a `describe` block, starts on first use:
 *   - when the whole file runs, every declared run is queued before its first test (in the order declared), so they
 *     overlap as before;
 *   - when a test name filter is given (`rstest run -t <pattern>`), a declared run starts only when a test awaits it,
 *     so `-t "<one test>"` starts only the runs that test reads;
 *   - either way it starts once: the promise is memoized.
 * Runs started once the tests run (in a test, a hook or a task) start at once.
 *
 * Queued runs start as soon as one of two slots is free, in the order queued; a `priority` run, the next step of a
 * sequence, goes first. The slots are shared by every test file of one `rstest run` (its workers run files in parallel
 * on a machine with more than two cores): they are files in a temporary folder named after that run's process
 * (`RUN_SLOTS`), taken and given back by each worker, and a slot whose worker is gone is taken back. Runs in the same
 * fixture folder may overlap: what they share there, Rstest's results cache and its config cache, is written
 * atomically or checked when read. Runs that write files into their folder for another run to read, or remove them,
 * take a `lock`, and never overlap with a run holding the same lock (in the same test file). Where a run has to tell
 * several scenarios apart, it writes a JSON report (`report`), read back with the helpers below.
 */
import { spawn } from 'node:child_process';
import { cpSync, type FSWatcher, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, watch, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { beforeAll } from '@rstest/core';
import { REPO_ROOT } from './docs';

const RSTEST_BIN = path.join(REPO_ROOT, 'node_modules/.bin/rstest');

/**
 * The environment of a reader's terminal for a run whose output a page quotes: agent detection off (inside an AI
 * coding agent Rstest would switch to its `md` reporter) and no GitHub Actions reporter.
 */
export const READER_ENV: Record<string, string | undefined> = { RSTEST_NO_AGENT: '1', GITHUB_ACTIONS: undefined };

/** The most child processes running at once, over all the test files of one `rstest run`. */
const MAX_PROCESSES = 2;

export interface ReportedError {
  message: string;
  name?: string;
  diff?: string;
}

export interface ReportedTest {
  name: string;
  fullName: string;
  testPath: string;
  project: string;
  status: string;
  duration?: number;
  heap?: number;
  errors?: ReportedError[];
}

export interface ReportedFile {
  testPath: string;
  project: string;
  status: string;
  errors?: ReportedError[];
  results: ReportedTest[];
}

export interface Report {
  status: string;
  files: ReportedFile[];
  tests: ReportedTest[];
  consoleLogs?: { content: string; project: string; testPath: string; type: string }[];
}

export interface Run {
  exitCode: number;
  stdout: string;
  stderr: string;
  /** stdout and stderr together. */
  output: string;
  /** The JSON report, for runs started with one (undefined if the run wrote none). */
  report?: Report;
}

export interface RunOptions {
  /** Variables to set (or, for undefined, remove) on top of this process's environment. */
  env?: Record<string, string | undefined>;
  /** Start from PATH and HOME alone, instead of this process's environment and the defaults of `rstest()`. */
  cleanEnv?: boolean;
  /** A JSON report file the run writes, read into `report`. */
  report?: string;
  /** Another program to start instead of rstest, with `args` as they are. */
  bin?: string;
  /** Runs with the same lock never overlap. */
  lock?: string;
  /** Start before the runs already waiting: for the next step of a sequence, which others wait for. */
  priority?: boolean;
  /** Stops the run (exit code -1) once its output satisfies this: for programs that do not exit (`rstest watch`). */
  stopWhen?: (output: string) => boolean;
  /** Stops the run (exit code -1) after this many milliseconds: five minutes by default. */
  timeout?: number;
}

// ---------------------------------------------------------------------------------------------------------------
// Slots shared by the workers of one `rstest run`

/**
 * The test workers of one `rstest run` are its child processes, so the folder of their slots is named after their
 * parent. A slot is a file `slot-<n>` holding the pid of the worker that took it, created exclusively.
 */
export const RUN_SLOTS = path.join(os.tmpdir(), `rstest-docs-run-slots-${process.ppid}`);
const SLOTS_PREFIX = 'rstest-docs-run-slots-';

const isAlive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
};

/**
 * Slot files this process holds, given back if it exits with runs still going: one set per process (a worker may load
 * this module once per test file).
 */
const HELD_SLOTS = Symbol.for('rstest-docs.heldRunSlots');
const heldSlots: Set<string> = ((process as unknown as Record<symbol, Set<string>>)[HELD_SLOTS] ??= (() => {
  const files = new Set<string>();
  process.once('exit', () => {
    for (const file of files) rmSync(file, { force: true });
  });
  return files;
})());

let slotsReady = false;
/** Makes the slot folder, and removes those of earlier `rstest run`s that are over. */
function prepareSlots() {
  if (slotsReady) return;
  slotsReady = true;
  for (const name of readdirSync(os.tmpdir())) {
    const pid = Number(name.slice(SLOTS_PREFIX.length));
    if (name.startsWith(SLOTS_PREFIX) && pid !== process.ppid && !isAlive(pid)) rmSync(path.join(os.tmpdir(), name), { recursive: true, force: true });
  }
  mkdirSync(RUN_SLOTS, { recursive: true });
}

/** Takes a free slot (or one whose worker is gone): its file, or undefined when every slot is held. */
function tryTakeSlot(): string | undefined {
  prepareSlots();
  for (let n = 0; n < MAX_PROCESSES; n++) {
    const file = path.join(RUN_SLOTS, `slot-${n}`);
    try {
      writeFileSync(file, String(process.pid), { flag: 'wx' });
      heldSlots.add(file);
      return file;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    // Held: by a worker that is gone (killed on a timeout, say)? Then it is free. Read again right before removing it,
    // so that a slot another worker has just taken back is left alone.
    let holder: string;
    try {
      holder = readFileSync(file, 'utf8');
    } catch {
      continue;
    }
    const pid = Number(holder);
    if (holder === '' || pid === process.pid || isAlive(pid)) continue;
    try {
      if (readFileSync(file, 'utf8') === holder) rmSync(file, { force: true });
    } catch {
      // Removed meanwhile.
    }
    n--;
  }
  return undefined;
}

function giveBackSlot(file: string) {
  heldSlots.delete(file);
  rmSync(file, { force: true });
}

/** Calls `onChange` when a slot may have been given back by another worker: on a change in the folder, or every 250 ms. */
let slotWatcher: FSWatcher | undefined;
let slotTimer: NodeJS.Timeout | undefined;
function watchSlots(onChange: () => void) {
  if (slotTimer) return;
  slotTimer = setInterval(onChange, 250);
  try {
    slotWatcher = watch(RUN_SLOTS, onChange);
  } catch {
    // Polling alone.
  }
}
function unwatchSlots() {
  clearInterval(slotTimer);
  slotTimer = undefined;
  slotWatcher?.close();
  slotWatcher = undefined;
}

// ---------------------------------------------------------------------------------------------------------------
// The queue of this test file

interface Job {
  lock?: string;
  start: (slot: string) => void;
}
const waiting: Job[] = [];
const heldLocks = new Set<string>();
const started: Promise<unknown>[] = [];

/** Starts waiting jobs while slots are free; waits for a slot to be given back while jobs wait for one. */
function startNext() {
  for (;;) {
    const index = waiting.findIndex((job) => job.lock === undefined || !heldLocks.has(job.lock));
    if (index === -1) break;
    const slot = tryTakeSlot();
    if (!slot) {
      watchSlots(startNext);
      return;
    }
    const [job] = waiting.splice(index, 1);
    if (job.lock !== undefined) heldLocks.add(job.lock);
    job.start(slot);
  }
  unwatchSlots();
}

// ---------------------------------------------------------------------------------------------------------------
// Runs declared while the file is collected start on first use

/**
 * Whether this `rstest run` filters tests by name (`-t`, `--testNamePattern`): its command line, that of the parent
 * of this worker (Linux). Unknown elsewhere: then no filter is assumed, and every declared run starts.
 */
export function nameFilterGiven(): boolean {
  let args: string[];
  try {
    args = readFileSync(`/proc/${process.ppid}/cmdline`, 'utf8').split('\0');
  } catch {
    return false;
  }
  return args.some((arg) => /^(-t|--testNamePattern|--test-name-pattern)(=|$)/.test(arg));
}

/** A promise whose work starts the first time it is awaited (or `then` is called on it), or when `start` is called. */
class OnFirstUse<T> extends Promise<T> {
  // Promises made from it by `then` are plain ones.
  static override get [Symbol.species]() {
    return Promise;
  }
  #work?: () => void;

  static of<T>(work: () => Promise<T>): OnFirstUse<T> {
    let settle: { resolve: (value: T) => void; reject: (error: unknown) => void } | undefined;
    const promise = new OnFirstUse<T>((resolve, reject) => {
      settle = { resolve, reject };
    });
    promise.#work = () => {
      const { resolve, reject } = settle as NonNullable<typeof settle>;
      try {
        work().then(resolve, reject);
      } catch (error) {
        reject(error);
      }
      started.push(promise.catch(() => undefined));
    };
    return promise;
  }

  start() {
    const work = this.#work;
    this.#work = undefined;
    work?.();
  }

  override then<A = T, B = never>(onFulfilled?: ((value: T) => A | PromiseLike<A>) | null, onRejected?: ((reason: unknown) => B | PromiseLike<B>) | null): Promise<A | B> {
    this.start();
    return super.then(onFulfilled, onRejected);
  }
}

/** Runs and tasks declared while the file is collected, in the order declared, not started yet. */
const declared: OnFirstUse<unknown>[] = [];
let collecting = true;

/** `work` now, or, while the file is collected, on first use. */
function whenUsed<T>(work: () => Promise<T>): Promise<T> {
  if (!collecting) {
    const promise = work();
    started.push(promise.catch(() => undefined));
    return promise;
  }
  const promise = OnFirstUse.of(work);
  declared.push(promise);
  return promise;
}

// Before the file's first test (this hook is registered when a test file imports this module, before its own): the
// file is collected. Without a name filter every declared run is queued now, as the tests will read them all.
beforeAll(() => {
  collecting = false;
  if (!nameFilterGiven()) for (const promise of declared.splice(0)) promise.start();
});

/**
 * `rstest <args>` in `cwd`, started as soon as a slot is free (declared while the file is collected: once first used),
 * as a reader would start it: CI=1 and no colour, unless `env` says otherwise. Each run is a separate process, so a
 * fixture's config never leaks into this suite.
 */
export function rstest(cwd: string, args: string[], options: RunOptions = {}): Promise<Run> {
  const env: NodeJS.ProcessEnv = options.cleanEnv
    ? { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '' }
    : { ...process.env, NO_COLOR: '1', FORCE_COLOR: '0', CI: '1' };
  for (const [name, value] of Object.entries(options.env ?? {})) {
    if (value === undefined) delete env[name];
    else env[name] = value;
  }
  return whenUsed(() => queued(cwd, args, env, options));
}

/** Queues the run: it starts once a slot is free. */
function queued(cwd: string, args: string[], env: NodeJS.ProcessEnv, options: RunOptions): Promise<Run> {
  return new Promise<Run>((resolve, reject) => {
    const job: Job = {
      lock: options.lock,
      start: (slot) => {
        // Its own process group, so that stopping it also stops the workers it started.
        const child = spawn(options.bin ?? RSTEST_BIN, args, {
          cwd,
          env,
          detached: true,
          stdio: ['ignore', 'pipe', 'pipe'],
        });
        let stdout = '';
        let stderr = '';
        const stop = () => {
          try {
            if (child.pid !== undefined) process.kill(-child.pid, 'SIGKILL');
          } catch {
            // Already gone.
          }
        };
        const onData = () => {
          if (options.stopWhen?.(`${stdout}\n${stderr}`)) stop();
        };
        child.stdout.setEncoding('utf8').on('data', (chunk: string) => {
          stdout += chunk;
          onData();
        });
        child.stderr.setEncoding('utf8').on('data', (chunk: string) => {
          stderr += chunk;
          onData();
        });
        const timer = setTimeout(stop, options.timeout ?? 300_000);
        let finished = false;
        const done = () => {
          if (finished) return;
          finished = true;
          clearTimeout(timer);
          giveBackSlot(slot);
          if (options.lock !== undefined) heldLocks.delete(options.lock);
          startNext();
        };
        child.on('error', (error) => {
          done();
          reject(error);
        });
        child.on('close', (code) => {
          done();
          let report: Report | undefined;
          if (options.report) {
            try {
              report = JSON.parse(readFileSync(options.report, 'utf8'));
            } catch {
              report = undefined;
            }
          }
          resolve({ exitCode: code ?? -1, stdout, stderr, output: `${stdout}\n${stderr}`, report });
        });
      },
    };
    if (options.priority) waiting.unshift(job);
    else waiting.push(job);
    startNext();
  });
}

/**
 * `work`, made of runs and what is done around them (several runs in turn, or a run and what is read after it),
 * started as a run is (declared while the file is collected: on first use). Like a run, it is waited for before the
 * temporary folders are removed, and a failure surfaces only in the tests that await it.
 */
export function task<T>(work: () => Promise<T>): Promise<T> {
  return whenUsed(work);
}

/** Every run and task started so far, settled. */
const allRunsSettled = () => Promise.all(started);

const temporaryDirs: string[] = [];

/** A fresh folder in the system temp folder, removed by `removeTemporaryDirs`. */
export function temporaryDir(prefix = 'rstest-config-examples-'): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), prefix));
  temporaryDirs.push(dir);
  return dir;
}

/** Waits for every run, then removes the temporary folders. */
export async function removeTemporaryDirs(): Promise<void> {
  await allRunsSettled();
  for (const dir of temporaryDirs.splice(0)) rmSync(dir, { recursive: true, force: true });
}

/** Writes `files` (names may contain folders) into `dir`. */
export function writeFiles(dir: string, files: Record<string, string>): void {
  for (const [name, content] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    writeFileSync(path.join(dir, name), content);
  }
}

/** Copies the files of `source` (a fixture folder, without its node_modules) into `target`; returns `target`. */
export function copyFiles(source: string, target: string): string {
  cpSync(source, target, { recursive: true, filter: (file) => path.basename(file) !== 'node_modules' });
  return target;
}

/**
 * Copies `source` to `target` (outside the repository) and links packages into the copy: `all` links the
 * repository's node_modules (with whatever is installed there); `core-only` links only @rstest/core, so no other
 * package (a coverage provider, say) can be found from it.
 */
export function copyWithModules(source: string, target: string, modules: 'all' | 'core-only'): string {
  const dir = copyFiles(source, target);
  if (modules === 'all') {
    symlinkSync(path.join(REPO_ROOT, 'node_modules'), path.join(dir, 'node_modules'), 'dir');
  } else {
    mkdirSync(path.join(dir, 'node_modules/@rstest'), { recursive: true });
    symlinkSync(path.join(REPO_ROOT, 'node_modules/@rstest/core'), path.join(dir, 'node_modules/@rstest/core'), 'dir');
  }
  return dir;
}

/**
 * A throwaway project in the system temp folder. Only @rstest/core is linked into its node_modules, so Rstest's
 * results cache stays in the project.
 */
export function tempProject(files: Record<string, string> = {}): string {
  const dir = temporaryDir();
  mkdirSync(path.join(dir, 'node_modules/@rstest'), { recursive: true });
  symlinkSync(path.join(REPO_ROOT, 'node_modules/@rstest/core'), path.join(dir, 'node_modules/@rstest/core'), 'dir');
  writeFiles(dir, files);
  return dir;
}

export interface ReportOptions extends RunOptions {
  /** Config keys to set over `base` (the text of an object literal); `reporters` here replace those of `base`. */
  extra?: string;
}

/**
 * `rstest run <args>` in `cwd` with the config `base` (a fixture's own, or none for `null`) plus a JSON report:
 * a config file elsewhere that spreads `base` (and `extra`) and adds the json reporter after its reporters (the
 * `default` reporter when they set none). With an absolute `-c`, the root stays `cwd`.
 */
export function rstestWithReport(cwd: string, base: string | null, args: string[] = [], { extra = '{}', ...options }: ReportOptions = {}): Promise<Run> {
  const dir = temporaryDir();
  const report = path.join(dir, 'report.json');
  const config = path.join(dir, 'rstest.config.ts');
  writeFileSync(
    config,
    `${base ? `import base from ${JSON.stringify(base)};\n` : 'const base = {};\n'}const config = { ...base, ...${extra} };

export default { ...config, reporters: [...(config.reporters ?? ['default']), ['json', { outputPath: ${JSON.stringify(report)} }]] };
`,
  );
  return rstest(cwd, ['run', '-c', config, ...args], { ...options, report });
}

export interface ProjectsOptions extends RunOptions {
  /** Import lines the config may use. */
  imports?: string;
  /** Files to write into the folder, e.g. the test files of projects rooted in sub-folders. */
  files?: Record<string, string>;
  /** Arguments after `rstest run`. */
  args?: string[];
}

/**
 * `rstest run` in a fresh folder whose config is `config` (the text of an object literal) plus a JSON report: for
 * runs of several projects, each a scenario, told apart by their names in the report.
 */
export function rstestProjects(config: string, { imports = '', files = {}, args = [], ...options }: ProjectsOptions = {}): Promise<Run> {
  const dir = tempProject(files);
  const report = path.join(dir, 'report.json');
  writeFileSync(
    path.join(dir, 'rstest.config.ts'),
    `${imports}\nconst config = ${config};\n\nexport default { ...config, reporters: [...(config.reporters ?? ['default']), ['json', { outputPath: ${JSON.stringify(report)} }]] };\n`,
  );
  return rstest(dir, ['run', ...args], { ...options, report });
}

/** A project name, or a pattern for names such as `<name>-environment-1` (a project split by docblock environments). */
export type ProjectName = string | RegExp;
const isProject = (name: string, project: ProjectName | undefined) =>
  project === undefined || (typeof project === 'string' ? name === project : project.test(name));

/** The reported file whose path ends with `file` (in `project`, if given). */
export function reportedFile(run: Run, file: string, project?: ProjectName): ReportedFile {
  const found = run.report?.files.find((f) => (f.testPath === file || f.testPath.endsWith(`/${file}`)) && isProject(f.project, project));
  if (!found) throw new Error(`No ${file}${project ? ` of project ${project}` : ''} in the JSON report. The run printed:\n${run.output}`);
  return found;
}

/** The text of an error as the reporters print it: `AssertionError: expected …`. */
export const errorText = (error: ReportedError) => (error.name && error.name !== 'Error' ? `${error.name}: ${error.message}` : `Error: ${error.message}`);

export interface TestOutcome {
  status: string;
  /** Each error as the reporters print its first line. */
  errors: string[];
  /** Whether any error came with a diff. */
  diff: boolean;
  duration?: number;
}

/** The tests of a reported file by full name (`describe > test`). */
export function testsOf(run: Run, file: string, project?: ProjectName): Record<string, TestOutcome> {
  return Object.fromEntries(
    reportedFile(run, file, project).results.map((t) => [
      t.fullName,
      { status: t.status, errors: (t.errors ?? []).map(errorText), diff: (t.errors ?? []).some((e) => Boolean(e.diff)), duration: t.duration },
    ]),
  );
}

/** The status of each test of a reported file, by full name. */
export const statuses = (run: Run, file: string, project?: ProjectName): Record<string, string> =>
  Object.fromEntries(Object.entries(testsOf(run, file, project)).map(([name, t]) => [name, t.status]));

/** Every error reported for a file, its own and its tests', as the reporters print their first lines. */
export function errorsOf(run: Run, file: string, project?: ProjectName): string {
  const reported = reportedFile(run, file, project);
  return [...(reported.errors ?? []), ...reported.results.flatMap((t) => t.errors ?? [])].map(errorText).join('\n');
}

/** What the tests of `project` logged, in order. */
export const consoleLogsOf = (run: Run, project: string) =>
  (run.report?.consoleLogs ?? []).filter((log) => log.project === project).map((log) => log.content);
