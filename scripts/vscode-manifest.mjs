// Extracts the facts guide/integration/vscode.mdx states about the Rstest VS Code extension from its manifest,
// packages/vscode/package.json in the Rstest repository, into site/vscode-extension.json, which
// tests/unit/vscode-page.test.ts checks the page against (so that test needs no copy of the repository).
//
//   node scripts/vscode-manifest.mjs                 read the repository at HEAD, write the JSON
//   node scripts/vscode-manifest.mjs --check         exit 1 if the committed JSON differs from the repository's
//   node scripts/vscode-manifest.mjs --repo <dir> --ref <commit>
//
// <dir> is a clone or a bare git folder of github.com/web-infra-dev/rstest (default: the mirror at
// /work/.mirror/web-infra-dev+rstest/repo, or RSTEST_REPO). Read with `git show`, so no work tree is needed.
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const OUT = path.join(ROOT, 'site/vscode-extension.json');
const MANIFEST = 'packages/vscode/package.json';

function option(name, fallback) {
  const at = process.argv.indexOf(name);
  return at === -1 ? fallback : process.argv[at + 1];
}
const repo = option('--repo', process.env.RSTEST_REPO ?? '/work/.mirror/web-infra-dev+rstest/repo');
const ref = option('--ref', 'HEAD');
function git(...args) {
  try {
    return execFileSync('git', ['-C', repo, ...args], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] }).trim();
  } catch (error) {
    console.error(`Cannot read the Rstest repository at ${repo} (git ${args.join(' ')}): ${String(error.stderr ?? error.message).trim()}`);
    console.error('Pass --repo <clone or bare git folder of github.com/web-infra-dev/rstest>, or set RSTEST_REPO.');
    process.exit(1);
  }
}

/** A setting's type as the page writes it: `string`, `string[]`, `object | null`, `"ast" | "runtime"`. */
function typeOf(schema) {
  if (schema.enum) return schema.enum.map((value) => JSON.stringify(value)).join(' | ');
  const types = Array.isArray(schema.type) ? schema.type : [schema.type];
  return types.map((type) => (type === 'array' ? `${schema.items?.type ?? 'unknown'}[]` : type)).join(' | ');
}

const commit = git('rev-parse', ref);
const manifest = JSON.parse(git('show', `${commit}:${MANIFEST}`));
const { contributes } = manifest;

/** The menus a command appears in (`commandPalette` only when not hidden there with `when: false`). */
const menusOf = (id) =>
  Object.entries(contributes.menus ?? {})
    .filter(([, entries]) => entries.some((entry) => entry.command === id && entry.when !== 'false'))
    .map(([menu]) => menu);
const hiddenFromPalette = (id) => (contributes.menus?.commandPalette ?? []).some((entry) => entry.command === id && entry.when === 'false');

const data = {
  $comment: `Written by scripts/vscode-manifest.mjs from ${MANIFEST} of github.com/web-infra-dev/rstest; do not edit.`,
  id: `${manifest.publisher}.${manifest.name}`,
  version: manifest.version,
  commit,
  commitDate: git('show', '-s', '--format=%cs', commit),
  vscode: manifest.engines.vscode,
  activationEvents: manifest.activationEvents,
  commands: contributes.commands.map(({ command, title, category }) => ({
    id: command,
    title,
    category,
    inCommandPalette: !hiddenFromPalette(command),
    menus: menusOf(command),
  })),
  settings: Object.entries(contributes.configuration.properties).map(([key, schema]) => ({
    key,
    type: typeOf(schema),
    ...('default' in schema ? { default: schema.default } : {}),
  })),
};

const text = `${JSON.stringify(data, null, 2)}\n`;
if (process.argv.includes('--check')) {
  let committed = '';
  try {
    committed = readFileSync(OUT, 'utf8');
  } catch {
    // Missing: differs.
  }
  if (committed !== text) {
    console.error(`${path.relative(ROOT, OUT)} differs from ${MANIFEST} at ${commit.slice(0, 7)}: run node scripts/vscode-manifest.mjs`);
    process.exit(1);
  }
  console.log(`${path.relative(ROOT, OUT)} matches ${MANIFEST} at ${commit.slice(0, 7)} (version ${data.version})`);
} else {
  writeFileSync(OUT, text);
  console.log(`wrote ${path.relative(ROOT, OUT)}: version ${data.version}, ${data.commands.length} commands, ${data.settings.length} settings (${commit.slice(0, 7)}, ${data.commitDate})`);
}
