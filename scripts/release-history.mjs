// Writes site/release-history.json: for every published @rstest/core release, its public surface (scripts/
// release-surface.mjs), and per item the release that added it, changed its declared type, deprecated it, moved it
// between entry points or removed it. Release dates come only from the upstream repository's `v<version>` tags.
//
//   node scripts/release-history.mjs            all releases `npm view @rstest/core versions` lists
//
// Tarballs are fetched with `npm pack` into node_modules/.cache/rstest-releases/ (once) and unpacked next to them;
// each release's surface is cached there too, keyed by the code that computes it. A release whose config takes a
// section of Rsbuild's config whole (`resolve`) gets that section's keys from the @rsbuild/core release it depends on
// (`rsbuildRelease`: the version its package.json names), packed into @rsbuild-core/ there when a surface has to be
// computed. The upstream repository is read
// from the bare clone in $RSTEST_MIRROR (default /work/.mirror/web-infra-dev+rstest/repo); without it the dates
// already in the JSON are kept.
import { execFile, execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { surfaceOf } from './release-surface.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const PACKAGE = '@rstest/core';
const CACHE = path.join(ROOT, 'node_modules/.cache/rstest-releases');
const OUT = path.join(ROOT, 'site/release-history.json');
const MIRROR = process.env.RSTEST_MIRROR ?? '/work/.mirror/web-infra-dev+rstest/repo';
const run = promisify(execFile);

/** Semver order of plain `x.y.z` versions (a pre-release sorts before its release). */
export function compareVersions(a, b) {
  const parse = (v) => {
    const [core, pre] = v.split('-', 2);
    return { parts: core.split('.').map(Number), pre };
  };
  const x = parse(a);
  const y = parse(b);
  for (let i = 0; i < 3; i++) if (x.parts[i] !== y.parts[i]) return (x.parts[i] ?? 0) - (y.parts[i] ?? 0);
  if (x.pre === y.pre) return 0;
  if (x.pre === undefined) return 1;
  if (y.pre === undefined) return -1;
  return x.pre < y.pre ? -1 : 1;
}

function publishedVersions(previous) {
  try {
    const out = execFileSync('npm', ['view', PACKAGE, 'versions', '--json'], { cwd: ROOT, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
    const list = JSON.parse(out);
    return (Array.isArray(list) ? list : [list]).sort(compareVersions);
  } catch (error) {
    if (!previous?.versions?.length) throw error;
    console.warn(`npm view failed (${String(error.message).split('\n')[0]}); using the ${previous.versions.length} versions already in the JSON`);
    return [...previous.versions];
  }
}

/** Packs (unless the tarball is there) and unpacks one release; returns its package folder. */
async function unpacked(version) {
  const tarball = path.join(CACHE, `rstest-core-${version}.tgz`);
  if (!existsSync(tarball)) await run('npm', ['pack', `${PACKAGE}@${version}`, '--pack-destination', CACHE, '--silent'], { cwd: ROOT });
  if (!existsSync(tarball)) throw new Error(`npm pack did not write ${tarball}`);
  const dir = path.join(CACHE, version);
  const packageDir = path.join(dir, 'package');
  const manifest = path.join(packageDir, 'package.json');
  if (!existsSync(manifest) || JSON.parse(readFileSync(manifest, 'utf8')).version !== version) {
    rmSync(dir, { recursive: true, force: true });
    mkdirSync(dir, { recursive: true });
    await run('tar', ['xzf', tarball, '-C', dir]);
  }
  return packageDir;
}

/** The @rsbuild/core range an unpacked @rstest/core release depends on (`~2.2.7`), if it names one. */
export function rsbuildRangeOf(packageDir) {
  const pkg = JSON.parse(readFileSync(path.join(packageDir, 'package.json'), 'utf8'));
  return pkg.dependencies?.['@rsbuild/core'] ?? pkg.peerDependencies?.['@rsbuild/core'];
}

let rsbuildPublished;
/** The published @rsbuild/core versions (`npm view`, asked once, only when a range's own version is not packed yet). */
async function rsbuildVersions() {
  rsbuildPublished ??= run('npm', ['view', '@rsbuild/core', 'versions', '--json'], { cwd: ROOT }).then(({ stdout }) => JSON.parse(stdout));
  return rsbuildPublished;
}

/**
 * The @rsbuild/core release a dependency range stands for: the version it names, or, when that one was never
 * published (`~2.0.8`), the lowest later release the `^`/`~` range allows. The release a @rstest/core release was
 * published against, where a later install may bring a later one.
 */
async function rsbuildRelease(range) {
  const lower = range.replace(/^[\^~]/, '');
  if (!/^\d+\.\d+\.\d+(-[\w.-]+)?$/.test(lower)) throw new Error(`unsupported @rsbuild/core range ${range}`);
  if (existsSync(path.join(CACHE, '@rsbuild-core', `rsbuild-core-${lower}.tgz`))) return lower;
  const published = await rsbuildVersions();
  if (published.includes(lower)) return lower;
  const [major, minor] = lower.split('.').map(Number);
  const allowed = (v) => {
    const [x, y] = v.split('.').map(Number);
    if (v.includes('-') || compareVersions(v, lower) <= 0) return false;
    if (range.startsWith('~')) return x === major && y === minor;
    if (range.startsWith('^')) return x === major && (major > 0 || y === minor);
    return false;
  };
  const found = published.filter(allowed).sort(compareVersions)[0];
  if (!found) throw new Error(`no published @rsbuild/core matches ${range}`);
  return found;
}

/** Packs (unless the tarball is there) and unpacks one @rsbuild/core release, its manifest and declaration files only; returns its package folder. */
async function rsbuildUnpacked(version) {
  const cache = path.join(CACHE, '@rsbuild-core');
  mkdirSync(cache, { recursive: true });
  const tarball = path.join(cache, `rsbuild-core-${version}.tgz`);
  if (!existsSync(tarball)) await run('npm', ['pack', `@rsbuild/core@${version}`, '--pack-destination', cache, '--silent'], { cwd: ROOT });
  if (!existsSync(tarball)) throw new Error(`npm pack did not write ${tarball}`);
  const dir = path.join(cache, version);
  const packageDir = path.join(dir, 'package');
  const manifest = path.join(packageDir, 'package.json');
  if (!existsSync(manifest) || JSON.parse(readFileSync(manifest, 'utf8')).version !== version) {
    rmSync(dir, { recursive: true, force: true });
    mkdirSync(dir, { recursive: true });
    const { stdout } = await run('tar', ['tzf', tarball], { maxBuffer: 64 * 1024 * 1024 });
    const wanted = stdout.split('\n').filter((name) => name === 'package/package.json' || /\.d\.[cm]?ts$/.test(name));
    await run('tar', ['xzf', tarball, '-C', dir, '--', ...wanted]);
  }
  return packageDir;
}

/** Runs `task` over `items`, `limit` at a time, keeping the order of results. */
async function mapLimit(items, limit, task) {
  const results = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const i = next++;
      results[i] = await task(items[i]);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}

/** A surface is cached per release, keyed by the code that computes it (and the TypeScript that reads types). */
const SURFACE_KEY = createHash('sha256')
  .update(readFileSync(path.join(ROOT, 'scripts/release-surface.mjs')))
  .update(rsbuildRelease.toString())
  .update(readFileSync(path.join(ROOT, 'tests/older-releases/node_modules/typescript-5/package.json')))
  .digest('hex')
  .slice(0, 16);

/** Where a release's surface is cached: keyed by the code and by the @rsbuild/core range it reads sections from. */
function surfaceFile(version, packageDir) {
  const key = createHash('sha256')
    .update(`${SURFACE_KEY} ${rsbuildRangeOf(packageDir) ?? ''}`)
    .digest('hex')
    .slice(0, 16);
  return path.join(CACHE, version, `surface-${key}.json`);
}

async function cachedSurface(version, packageDir) {
  const dir = path.join(CACHE, version);
  const file = surfaceFile(version, packageDir);
  if (existsSync(file)) return new Map(Object.entries(JSON.parse(readFileSync(file, 'utf8'))));
  const rsbuildRange = rsbuildRangeOf(packageDir);
  const surface = surfaceOf(packageDir, { rsbuildDir: rsbuildRange ? await rsbuildUnpacked(await rsbuildRelease(rsbuildRange)) : null });
  // Surfaces computed by an older version of the code are of no use any more.
  for (const stale of readdirSync(dir).filter((name) => /^surface-\w+\.json$/.test(name))) rmSync(path.join(dir, stale));
  writeFileSync(file, JSON.stringify(Object.fromEntries(surface)));
  return surface;
}

/** `v<version>` tag dates of the upstream repository, UTC `YYYY-MM-DD`: the tagger date of an annotated tag, else the commit's. */
export function tagDates(mirror = MIRROR) {
  if (!existsSync(mirror)) return undefined;
  const out = execFileSync('git', ['-C', mirror, 'for-each-ref', 'refs/tags', '--format=%(refname:short)%09%(objecttype)%09%(taggerdate:unix)%09%(committerdate:unix)'], {
    encoding: 'utf8',
  });
  const dates = new Map();
  for (const line of out.split('\n').filter(Boolean)) {
    const [name, type, tagger, committer] = line.split('\t');
    const match = /^v(\d+\.\d+\.\d+(?:-[\w.]+)?)$/.exec(name);
    if (!match) continue;
    const seconds = Number(type === 'tag' ? tagger : committer);
    if (!seconds) continue;
    dates.set(match[1], new Date(seconds * 1000).toISOString().slice(0, 10));
  }
  return dates;
}

const sameList = (a = [], b = []) => a.length === b.length && a.every((x, i) => x === b[i]);

/**
 * Per item, what happened to it across `versions` (each with its surface, in semver order):
 * `added` (null when the earliest examined release has it), `removed`, `periods` when it left and came back,
 * `changed` (its declared type, compared in the normal forms `shape` and `structure`), `deprecated`, and for exports the
 * `entries` that export it, for flags their short `aliases`, each as a list of `{ in, … }` from its first release.
 * Type changes that could not be compared are pushed to `uncompared`.
 */
export function deriveHistory(versions, surfaces, uncompared) {
  const keys = [...new Set(surfaces.flatMap((s) => [...s.keys()]))].sort();
  const items = {};
  for (const key of keys) {
    const periods = [];
    let open;
    versions.forEach((version, i) => {
      const present = surfaces[i].has(key);
      if (present && !open) open = [i === 0 ? null : version, null];
      if (!present && open) {
        open[1] = version;
        periods.push(open);
        open = undefined;
      }
    });
    if (open) periods.push(open);
    const last = periods[periods.length - 1];
    const item = { added: last[0] };
    if (last[1]) item.removed = last[1];
    if (periods.length > 1) item.periods = periods;

    const changed = [];
    const entries = [];
    const aliases = [];
    const hasAliases = surfaces.some((s) => s.get(key)?.aliases?.length);
    let previous;
    let deprecatedSince;
    versions.forEach((version, i) => {
      const current = surfaces[i].get(key);
      if (!current) return;
      // A change of the declared type: both normal forms differ (not a rename of a named type, not members added to
      // it). Not comparable when a type it uses moved between being imported from another package (unresolved,
      // a bare name) and being bundled into the package (spelled out): those are listed for review, not taken as
      // changes.
      if (previous?.shape !== undefined && current.shape !== undefined && previous.shape !== current.shape && previous.structure !== current.structure) {
        const moved = (a, b) => (a.external ?? []).some((name) => (b.local ?? []).includes(name));
        if (!moved(previous, current) && !moved(current, previous)) changed.push({ in: version, from: previous.type, to: current.type });
        else uncompared?.push({ key, in: version, from: previous.type, to: current.type });
      }
      if (current.deprecated) deprecatedSince ??= i === 0 ? null : version;
      else deprecatedSince = undefined;
      if (current.entries && !sameList(entries[entries.length - 1]?.entries, current.entries)) entries.push({ in: version, entries: current.entries });
      if (hasAliases && (!aliases.length || !sameList(aliases[aliases.length - 1].aliases, current.aliases ?? []))) {
        aliases.push({ in: version, aliases: current.aliases ?? [] });
      }
      previous = current;
    });
    if (changed.length) item.changed = changed;
    if (deprecatedSince !== undefined) item.deprecated = deprecatedSince;
    if (entries.length) item.entries = entries;
    if (aliases.length) item.aliases = aliases;
    items[key] = item;
  }
  return items;
}

/** The JSON text: items sorted by key, dates by version, one a line, so that a regenerated file diffs cleanly. */
export function formatHistory(history) {
  const byKey = ([a], [b]) => (a < b ? -1 : a > b ? 1 : 0);
  const line = (value) => JSON.stringify(value);
  const block = (object, order = byKey) =>
    Object.entries(object)
      .sort(order)
      .map(([key, value]) => `    ${line(key)}: ${line(value)}`)
      .join(',\n');
  return `{
  "package": ${line(history.package)},
  "versions": ${line(history.versions)},
  "dates": {
${block(history.dates, ([a], [b]) => compareVersions(a, b))}
  },
  "items": {
${block(history.items)}
  }
}
`;
}

async function main() {
  const started = Date.now();
  const previous = existsSync(OUT) ? JSON.parse(readFileSync(OUT, 'utf8')) : undefined;
  const versions = publishedVersions(previous);
  mkdirSync(CACHE, { recursive: true });
  const dirs = await mapLimit(versions, 4, unpacked);
  const surfaces = [];
  for (const [i, version] of versions.entries()) {
    const surface = await cachedSurface(version, dirs[i]);
    if (process.stdout.isTTY) process.stdout.write(`\r${version.padEnd(8)} ${String(surface.size).padStart(4)} items (${i + 1}/${versions.length})`);
    surfaces.push(surface);
  }
  if (process.stdout.isTTY) process.stdout.write('\n');

  const tags = tagDates();
  const dates = {};
  for (const version of versions) {
    const date = tags ? tags.get(version) : previous?.dates?.[version];
    if (date) dates[version] = date;
  }
  if (!tags) console.warn(`no upstream mirror at ${MIRROR}: kept the dates already in the JSON`);

  const uncompared = [];
  const history = { package: PACKAGE, versions, dates, items: deriveHistory(versions, surfaces, uncompared) };
  for (const u of uncompared) console.log(`not compared (a type it uses moved between imported and bundled): ${u.key} in ${u.in}: ${u.from} → ${u.to}`);
  writeFileSync(OUT, formatHistory(history));
  console.log(
    `${path.relative(ROOT, OUT)}: ${Object.keys(history.items).length} items, ${versions.length} versions, ${Object.keys(dates).length} dated, in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await main();
