// `npm test`: installs the browser and the separate fixture projects if needed, builds the site if it is stale, runs the unit and browser suites,
// and ends with one line "N passed, M failed" summing both (CI reads that line).
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, readdirSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureBrowser } from './ensure-browser.mjs';
import { ensureProjects } from './ensure-projects.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
// Not Playwright's test-results/, which it empties when it starts (it would delete the unit report).
const RESULTS = path.join(ROOT, 'reports');
/** Everything the built site is made from. */
const SITE_SOURCES = ['docs', 'theme', 'search', 'site', 'plugins', 'rspress.config.ts', 'package-lock.json'];

const run = (command, args) =>
  spawnSync(command, args, { cwd: ROOT, stdio: 'inherit', env: { ...process.env, FORCE_COLOR: '1' } }).status;

function newestChange(entry) {
  const full = path.join(ROOT, entry);
  if (!existsSync(full)) return 0;
  const stat = statSync(full);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(stat.mtimeMs, ...readdirSync(full).map((name) => newestChange(path.join(entry, name))));
}

function buildIfStale() {
  const built = path.join(ROOT, 'doc_build/index.html');
  const builtAt = existsSync(built) ? statSync(built).mtimeMs : 0;
  if (builtAt > Math.max(...SITE_SOURCES.map(newestChange))) {
    console.log('doc_build/ is up to date; skipping the build.');
    return;
  }
  if (run('npx', ['rspress', 'build']) !== 0) {
    console.log('0 passed, 1 failed');
    process.exit(1);
  }
}

/** Reads a suite's JSON report; a suite that crashed before reporting counts as one failure. */
function counts(file, read) {
  try {
    return read(JSON.parse(readFileSync(path.join(RESULTS, file), 'utf8')));
  } catch {
    return { passed: 0, failed: 1 };
  }
}

ensureBrowser();
// A project that fails to install fails the tests that run it, by name; the suites still run.
ensureProjects();
buildIfStale();
rmSync(RESULTS, { recursive: true, force: true });

run('npx', ['rstest', 'run']);
run('npx', ['playwright', 'test']);

// A suite-level error (a file that fails to load, a server that does not start) counts as one failure.
const unit = counts('unit.json', ({ status, summary }) => ({
  passed: summary.passedTests,
  failed: summary.failedTests || (status === 'pass' ? 0 : 1),
}));
const e2e = counts('e2e.json', ({ stats, errors }) => ({
  passed: stats.expected + stats.flaky,
  failed: stats.unexpected + (errors?.length ?? 0),
}));
const passed = unit.passed + e2e.passed;
const failed = unit.failed + e2e.failed;
console.log(`\nunit: ${unit.passed} passed, ${unit.failed} failed; browser: ${e2e.passed} passed, ${e2e.failed} failed`);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
