// `npm run bench:search`: search quality and speed of the built site, measured in the browser through the real search
// panel. Prints hit@7 and MRR per category and per language, and the latency from the end of the input debounce to the
// rendered results (median, p95). A benchmark: it prints figures and never fails on them.
//
//   node scripts/bench-search.mjs                       serves doc_build/ itself (run `npm run build` first)
//   node scripts/bench-search.mjs --url http://127.0.0.1:4182   measures a site that is already served
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import { loadQueries, report, runQueries } from '../tests/e2e/search-harness.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const arg = (name) => {
  const index = process.argv.indexOf(name);
  return index > 0 ? process.argv[index + 1] : undefined;
};

/** Serves doc_build/ on a port of its own for the duration of the benchmark. */
async function serveBuiltSite(port) {
  if (!existsSync(path.join(ROOT, 'doc_build/index.html'))) {
    console.error('doc_build/ is missing: run `npm run build` first.');
    process.exit(1);
  }
  const server = spawn(process.execPath, ['scripts/serve.mjs', '--port', String(port)], { cwd: ROOT, stdio: 'pipe' });
  await new Promise((resolve, reject) => {
    server.stdout.on('data', (chunk) => String(chunk).includes('served at') && resolve());
    server.on('exit', (code) => reject(new Error(`serve.mjs exited with code ${code}`)));
  });
  return server;
}

const url = arg('--url');
const server = url ? undefined : await serveBuiltSite(Number(arg('--port') ?? 4179));
const baseURL = url ?? `http://127.0.0.1:${arg('--port') ?? 4179}`;

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'],
});
try {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  // A returning visitor (no locale redirect), and only loopback requests, as in the browser specs.
  await context.addInitScript(() => localStorage.setItem('rspress-visited', '1'));
  await context.route(/^(?!https?:\/\/(127\.0\.0\.1|localhost)[:/])[a-z]+:\/\//, (route) => route.abort());
  const page = await context.newPage();
  const queries = loadQueries();
  const outcomes = [];
  for (const lang of ['en', 'zh']) outcomes.push(...(await runQueries(page, baseURL, lang, queries)));
  console.log(`Search benchmark on ${baseURL} (${outcomes.length} queries)`);
  console.log(report(outcomes));
} finally {
  await browser.close();
  server?.kill();
}
