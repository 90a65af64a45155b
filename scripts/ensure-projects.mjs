// Installs the test suite's separate npm projects (each a folder with its own package-lock.json, listed below or
// found under tests/examples/) when their install is missing or older than their lock: `npm ci` in each.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Folders under `dir` (not inside node_modules) that hold a package-lock.json of their own. */
function lockedProjects(dir) {
  if (!existsSync(dir)) return [];
  const found = existsSync(path.join(dir, 'package-lock.json')) ? [dir] : [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.isDirectory() && entry.name !== 'node_modules') found.push(...lockedProjects(path.join(dir, entry.name)));
  }
  return found;
}

const isInstalled = (dir) => {
  const marker = path.join(dir, 'node_modules/.package-lock.json');
  return existsSync(marker) && statSync(marker).mtimeMs >= statSync(path.join(dir, 'package-lock.json')).mtimeMs;
};

/** Returns the projects that failed to install (an empty list when all are ready). */
export function ensureProjects() {
  const projects = [...lockedProjects(path.join(ROOT, 'tests/older-releases')), ...lockedProjects(path.join(ROOT, 'tests/examples'))];
  const failed = [];
  for (const dir of projects.filter((d) => !isInstalled(d))) {
    console.log(`Installing ${path.relative(ROOT, dir)} (npm ci)…`);
    const { status } = spawnSync('npm', ['ci', '--no-audit', '--no-fund'], { cwd: dir, stdio: 'inherit' });
    if (status !== 0) failed.push(path.relative(ROOT, dir));
  }
  return failed;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) process.exit(ensureProjects().length ? 1 : 0);
