// Every guide with a fixture project (tests/examples/guides/<slug>/, <slug> being the page's file name: see
// tests/unit/utils/guides.ts) can be downloaded: the build writes the fixture as `downloads/<slug>.zip`, and each
// such page, in both languages, ends with a section "Download this example" (id `download`) that links to it, gives
// its size and the versions the test suite ran the project with. No page names its archive: a new guide with a
// fixture folder gets both.
//
// The archive (`<slug>/…` inside) holds the fixture's files as they are, less what is not the project: node_modules
// and build or report output (OUTPUT_DIRS), files Git ignores, and snapshot files a run wrote that neither the page
// shows nor Git tracks. Its package.json is the fixture's own when it has one (its package-lock.json comes along);
// otherwise one is generated (`archivePackage`): the packages the fixture imports, its config needs and the page has
// the reader install, with their required peers, each at the version installed for the test suite, and a `test`
// script. The upgrade guides' fixtures run on older releases of @rstest/core (their tests declare which): their
// section names those releases, and their package.json pins the newest and has no `test` script, since their
// examples show old and new behaviour one by one, some failing on purpose.
//
// The section is added by a remark plugin, so it is part of the page's own chunk (not of the JavaScript every page
// loads first) and of its outline (Rspress's 'pageMeta' data, listed in site/rspressInternals.ts); its words join the
// page's search document in `modifySearchIndexData`. The archives are emitted by the web build, so `rspress dev`
// serves them too, and their digest is part of the build cache's key. The words of the section, in both languages,
// are in site/guideDownloads.ts. tests/unit/guide-downloads.test.ts checks all this; guide-downloads-install.test.ts
// installs an archive from the registry and runs it.
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { builtinModules } from 'node:module';
import path from 'node:path';
import type { Rspack } from '@rsbuild/core';
import type { PageIndexInfo, RspressPlugin } from '@rspress/core';
import {
  DOWNLOAD_HEADING_ID,
  DOWNLOAD_STRINGS,
  type DownloadFacts,
  type DownloadLang,
  formatSize,
  type Part,
} from '../site/guideDownloads';
import { zip } from './zip';

export const REPO_ROOT = path.resolve(import.meta.dirname, '..');
export const GUIDE_FIXTURES_DIR = path.join(REPO_ROOT, 'tests/examples/guides');

/** The archive's path in the build output, and its URL. */
export const downloadFile = (slug: string) => `downloads/${slug}.zip`;
export const downloadUrl = (slug: string) => `/${downloadFile(slug)}`;

/** Folders that hold installed packages or what a build, a coverage run or a reporter wrote: never the project. */
export const OUTPUT_DIRS = new Set(['node_modules', 'dist', 'coverage', 'reports', '.rstest-reports', 'test-results', 'doc_build', '.rspress']);

const isSnapshotFile = (file: string) => file.split('/').includes('__snapshots__') || file.endsWith('.snap');
const CODE_FILE = /\.(?:[cm]?[jt]sx?|vue|svelte)$/;
const toPosix = (file: string) => file.split(path.sep).join('/');
const readJson = (file: string) => JSON.parse(readFileSync(file, 'utf8'));

// ---------------------------------------------------------------------------------------------------------------
// Which pages are guides with a fixture

export interface GuidePage {
  /** The page below docs/<lang>/: `guide/basic/mocking.mdx`. */
  page: string;
  slug: string;
  fixtureDir: string;
}

/** The guide pages of `docsRoot` (its English pages) that have a fixture project, sorted by page. */
export function guidesWithFixtures(docsRoot: string, fixturesDir = GUIDE_FIXTURES_DIR): GuidePage[] {
  const base = path.join(docsRoot, 'en');
  const walk = (dir: string): string[] =>
    existsSync(dir)
      ? readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
          entry.isDirectory() ? walk(path.join(dir, entry.name)) : /\.mdx?$/.test(entry.name) ? [path.join(dir, entry.name)] : [],
        )
      : [];
  return walk(path.join(base, 'guide'))
    .map((file) => {
      const slug = path.basename(file).replace(/\.mdx?$/, '');
      return { page: toPosix(path.relative(base, file)), slug, fixtureDir: path.join(fixturesDir, slug) };
    })
    .filter((guide) => existsSync(guide.fixtureDir))
    .sort((a, b) => a.page.localeCompare(b.page));
}

/** The slug and language of a page path below the docs root (`zh/guide/basic/mocking.mdx`), if it is a guide. */
export function guideOfPage(relativePath: string): { lang: DownloadLang; slug: string } | undefined {
  const match = /^(en|zh)\/guide\/(?:[^/]+\/)*([^/]+)\.mdx?$/.exec(toPosix(relativePath));
  return match ? { lang: match[1] as DownloadLang, slug: match[2] } : undefined;
}

// ---------------------------------------------------------------------------------------------------------------
// The files of the archive

/** The paths of the files a page shows (its code blocks titled with a path, ```ts title="src/x.ts"). */
export function shownFiles(source: string): Set<string> {
  return new Set([...source.matchAll(/^[ \t]*(?:`{3,}|~{3,})[^\n]*?\btitle="([^"]+)"/gm)].map((m) => m[1]));
}

/** What Git knows of the files under `dir` (paths relative to it), or undefined outside a Git checkout. */
function gitFiles(dir: string): { tracked: Set<string>; visible: Set<string> } | undefined {
  const list = (...args: string[]) =>
    execFileSync('git', ['ls-files', '-z', ...args, '--', '.'], { cwd: dir, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] })
      .split('\0')
      .filter(Boolean);
  try {
    const tracked = new Set(list('--cached'));
    return { tracked, visible: new Set([...tracked, ...list('--others', '--exclude-standard')]) };
  } catch {
    return undefined;
  }
}

/** Every file under `dir`, relative to it, `/`-separated, outside OUTPUT_DIRS (symbolic links are not followed). */
function walkFiles(dir: string, prefix = ''): string[] {
  return readdirSync(path.join(dir, prefix), { withFileTypes: true }).flatMap((entry) => {
    const rel = prefix ? `${prefix}/${entry.name}` : entry.name;
    if (entry.isDirectory()) return OUTPUT_DIRS.has(entry.name) ? [] : walkFiles(dir, rel);
    return entry.isFile() ? [rel] : [];
  });
}

/**
 * The fixture's files that make up the project, sorted: all of them but those in OUTPUT_DIRS, those Git ignores, and
 * snapshot files that the page does not show and Git does not track (a run wrote them). Outside a Git checkout only
 * OUTPUT_DIRS are left out.
 */
export function projectFiles(fixtureDir: string, shown: Set<string>): string[] {
  const git = gitFiles(fixtureDir);
  return walkFiles(fixtureDir)
    .filter((file) => !git || git.visible.has(file))
    .filter((file) => !git || !isSnapshotFile(file) || shown.has(file) || git.tracked.has(file))
    .sort();
}

// ---------------------------------------------------------------------------------------------------------------
// package.json

/** The package a module specifier names (`@scope/name`, `name`), or undefined for a path or a Node.js built-in. */
export function packageName(specifier: string): string | undefined {
  // Relative and absolute paths, `node:fs`, `data:…` and other URLs.
  if (/^(?:\.|\/|[a-z][a-z0-9+.-]*:)/i.test(specifier)) return undefined;
  const parts = specifier.split('/');
  const name = specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
  return builtinModules.includes(name) ? undefined : name;
}

/** The module specifiers a source file names: imports, re-exports, `require()`, `import()` and mock calls. */
export function importedSpecifiers(source: string): string[] {
  const patterns = [
    /\b(?:import|export)\s[^'"`;]*?\bfrom\s*['"]([^'"]+)['"]/g,
    /\bimport\s*['"]([^'"]+)['"]/g,
    /\b(?:require|import|(?:rs|rstest|jest|vi)\s*\.\s*(?:mock|doMock|unmock|mockRequire|doMockRequire|importActual|importMock|requireActual|requireMock))\s*\(\s*['"]([^'"]+)['"]/g,
  ];
  return patterns.flatMap((pattern) => [...source.matchAll(pattern)].map((m) => m[1]));
}

/** The environments Rstest (or Jest, Vitest) is told to use: config keys, docblocks, `--testEnvironment` flags. */
export function namedEnvironments(source: string): string[] {
  const patterns = [
    /\b(?:testEnvironment|environment)\s*:\s*(?:\{\s*name\s*:\s*)?['"]([\w-]+)['"]/g,
    /@(?:rstest|jest|vitest)-environment\s+([\w-]+)/g,
    /--testEnvironment[ =]([\w-]+)/g,
  ];
  return patterns.flatMap((pattern) => [...source.matchAll(pattern)].map((m) => m[1]));
}

/** The packages the environment of each name needs. */
const ENVIRONMENT_PACKAGES: Record<string, string[]> = { jsdom: ['jsdom'], 'happy-dom': ['happy-dom'] };

/** Packages an Rstest config needs without importing them: the coverage provider, browser mode's. */
export function configPackages(source: string): string[] {
  const packages: string[] = [];
  if (/\bcoverage\s*:/.test(source)) {
    const provider = /\bprovider\s*:\s*['"](istanbul|v8)['"]/.exec(source)?.[1] ?? 'istanbul';
    packages.push(`@rstest/coverage-${provider}`);
  }
  if (/\bbrowser\s*:\s*\{[\s\S]*?\benabled\s*:\s*true/.test(source)) packages.push('@rstest/browser', 'playwright');
  return packages;
}

/** The packages a page has the reader install: `<PackageManagerTabs command="add … -D" />`, `npm add -D …`. */
export function installedByPage(source: string): string[] {
  const commands = [
    ...[...source.matchAll(/<PackageManagerTabs\b[^>]*\bcommand="(?:add|install|i)\s+([^"]+)"/g)].map((m) => m[1]),
    ...[...source.matchAll(/^\s*(?:npm|pnpm|yarn|bun)\s+(?:add|install|i)\s+(.+)$/gm)].map((m) => m[1]),
  ];
  return commands.flatMap((command) =>
    command
      .split(/\s+/)
      .filter((word) => word && !word.startsWith('-'))
      .map((word) => word.replace(/(?<=.)@[^/@]*$/, '')),
  );
}

/** The folder of `name` as Node.js finds it from `fromDir`, or undefined if it is not installed. */
export function installedPackageDir(name: string, fromDir: string): string | undefined {
  for (let dir = fromDir; ; dir = path.dirname(dir)) {
    const candidate = path.join(dir, 'node_modules', name);
    if (existsSync(path.join(candidate, 'package.json'))) return candidate;
    if (path.dirname(dir) === dir) return undefined;
  }
}

/** The `type` of the package.json nearest above `dir` (the one Node.js applies to the fixture's files in this repository). */
function enclosingType(dir: string): string | undefined {
  for (let at = path.dirname(dir); ; at = path.dirname(at)) {
    const file = path.join(at, 'package.json');
    if (existsSync(file)) return readJson(file).type;
    if (path.dirname(at) === at) return undefined;
  }
}

export interface ArchivePackage {
  /** The package.json the archive holds: the fixture's own, or generated. */
  json: Record<string, unknown>;
  /** Its text in the archive. */
  text: string;
  generated: boolean;
  /**
   * Each dependency and the versions the test suite ran the fixture with, @rstest/core first: one version, or, for a
   * fixture its guide's test runs on several releases of @rstest/core, each of them (`suiteReleases`).
   */
  versions: [name: string, versions: string[]][];
  /** Specifiers the fixture imports that name no installed package (aliases its config resolves), for the tests. */
  unresolved: string[];
  /** Dependencies of the fixture's own package.json that are neither locked nor installed (no version to state). */
  missing: string[];
}

/** Versions of dependencies from a package-lock.json (v2/v3), by package name. */
function lockedVersions(lockFile: string): Map<string, string> {
  const lock = readJson(lockFile);
  return new Map(
    Object.entries((lock.packages ?? {}) as Record<string, { version?: string }>)
      .filter(([key, entry]) => /^node_modules\/(?:@[^/]+\/)?[^/]+$/.test(key) && entry.version)
      .map(([key, entry]) => [key.slice('node_modules/'.length), entry.version as string]),
  );
}

const rstestFirst = (a: string, b: string) => Number(b === '@rstest/core') - Number(a === '@rstest/core') || a.localeCompare(b);
const byVersion = (a: string, b: string) => a.localeCompare(b, 'en', { numeric: true });

export const GUIDE_TESTS_DIR = path.join(REPO_ROOT, 'tests/unit/guides');

/**
 * The releases of @rstest/core the guide's own test runs its fixture on instead of the installed one, oldest first:
 * the upgrade guides' tests declare them (`const NEW: Release = '0.10.6'`, tests/unit/utils/releases.ts). Empty for
 * the other guides, whose fixtures run on the installed @rstest/core.
 */
export function suiteReleases(slug: string, guideTestsDir = GUIDE_TESTS_DIR): string[] {
  const file = path.join(guideTestsDir, `${slug}.test.ts`);
  if (!existsSync(file)) return [];
  const releases = [...readFileSync(file, 'utf8').matchAll(/:\s*Release\s*=\s*['"](\d+\.\d+\.\d+[\w.-]*)['"]/g)].map((m) => m[1]);
  return [...new Set(releases)].sort(byVersion);
}

/**
 * The package.json of the archive. The fixture's own, if it has one: its dependencies' versions are those of its
 * package-lock.json, or those Node.js finds from the fixture (what the test suite ran it with). Otherwise generated:
 * the packages the project needs (its imports, its config's coverage provider and test environments, the packages
 * the page has the reader install, what its inner package.json files declare), each with its required peer
 * dependencies, at the version installed for the test suite (@rstest/core: the newest of `releases` if the guide's
 * test runs others); the fixture's `type` as Node.js sees it here; a `test` script, except for a fixture run on
 * several releases, whose examples the page runs one by one.
 */
export function archivePackage(guide: GuidePage, files: string[], pageSource: string, releases: string[] = []): ArchivePackage {
  const { fixtureDir, slug } = guide;
  const own = path.join(fixtureDir, 'package.json');
  const versionOf = (() => {
    const lock = path.join(fixtureDir, 'package-lock.json');
    const locked = existsSync(lock) ? lockedVersions(lock) : undefined;
    return (name: string): string[] => {
      if (name === '@rstest/core' && releases.length) return releases;
      if (locked) return locked.has(name) ? [locked.get(name) as string] : [];
      const dir = installedPackageDir(name, fixtureDir);
      return dir ? [readJson(path.join(dir, 'package.json')).version as string] : [];
    };
  })();
  const versionsOf = (names: string[]) =>
    [...new Set(names)].sort(rstestFirst).map((name): [string, string[]] => [name, versionOf(name)]);

  if (files.includes('package.json')) {
    const text = readFileSync(own, 'utf8');
    const json = JSON.parse(text);
    const versions = versionsOf(Object.keys({ ...json.dependencies, ...json.devDependencies }));
    const missing = versions.filter(([, found]) => found.length === 0).map(([name]) => name);
    return { json, text, generated: false, versions: versions.filter(([, found]) => found.length), unresolved: [], missing };
  }

  const needed = new Set<string>();
  const unresolved = new Set<string>();
  const want = (name: string, specifier = name) => {
    if (installedPackageDir(name, fixtureDir)) needed.add(name);
    else unresolved.add(specifier);
  };
  want('@rstest/core');
  for (const file of files) {
    const source = readFileSync(path.join(fixtureDir, file), 'utf8');
    if (CODE_FILE.test(file)) {
      for (const specifier of importedSpecifiers(source)) {
        const name = packageName(specifier);
        if (name) want(name, specifier);
      }
      for (const name of configPackages(/(?:^|\/)rstest[^/]*\.config\.[cm]?[jt]s$/.test(file) ? source : '')) want(name);
    }
    for (const environment of namedEnvironments(source)) for (const name of ENVIRONMENT_PACKAGES[environment] ?? []) want(name);
    // A package of its own inside the fixture (before/ of a migration): what it declares.
    if (path.basename(file) === 'package.json') {
      const json = JSON.parse(source);
      for (const name of Object.keys({ ...json.dependencies, ...json.devDependencies })) want(name);
    }
  }
  for (const name of installedByPage(pageSource)) want(name);
  for (const environment of namedEnvironments(pageSource)) for (const name of ENVIRONMENT_PACKAGES[environment] ?? []) want(name);

  // Required peer dependencies, at the versions installed here (npm would otherwise pick the newest in range).
  for (const name of needed) {
    const dir = installedPackageDir(name, fixtureDir) as string;
    const { peerDependencies = {}, peerDependenciesMeta = {} } = readJson(path.join(dir, 'package.json'));
    for (const peer of Object.keys(peerDependencies)) {
      if (!peerDependenciesMeta[peer]?.optional && installedPackageDir(peer, dir)) needed.add(peer);
    }
  }

  // Installed, so each has a version; the package.json pins the newest.
  const versions = versionsOf([...needed]);
  const type = enclosingType(fixtureDir);
  const json = {
    name: `rstest-example-${slug}`,
    private: true,
    ...(type && { type }),
    ...(releases.length === 0 && { scripts: { test: testScript(fixtureDir, files) } }),
    devDependencies: Object.fromEntries(
      versions.map(([name, found]) => [name, found[found.length - 1]]).sort(([a], [b]) => a.localeCompare(b)),
    ),
  };
  return { json, text: `${JSON.stringify(json, null, 2)}\n`, generated: true, versions, unresolved: [...unresolved].sort(), missing: [] };
}

/**
 * The generated `test` script: `rstest run`, unless the fixture's root is no Rstest project but holds projects of its
 * own (folders with a package.json whose `test` script runs Rstest, as a migration's after/): then those scripts.
 */
function testScript(fixtureDir: string, files: string[]): string {
  const rootConfig = files.some((file) => /^rstest\.config\.[cm]?[jt]s$/.test(file));
  const projects = files
    .filter((file) => file.endsWith('/package.json'))
    .filter((file) => /^rstest\b/.test(readJson(path.join(fixtureDir, file)).scripts?.test ?? ''))
    .map((file) => path.posix.dirname(file));
  if (rootConfig || projects.length === 0) return 'rstest run';
  return projects.map((dir) => `npm test --prefix ${dir}`).join(' && ');
}

// ---------------------------------------------------------------------------------------------------------------
// The archive

export interface GuideArchive extends GuidePage {
  /** The archive's bytes. */
  zip: Buffer;
  /** Its entries' paths, below the `<slug>/` folder. */
  files: string[];
  package: ArchivePackage;
  /** The command that runs the tests once installed; none for a fixture run on several releases (examples). */
  testCommand?: string;
}

/** The archive of one guide's fixture, read from the files as they are now. */
export function guideArchive(guide: GuidePage, docsRoot: string, guideTestsDir = GUIDE_TESTS_DIR): GuideArchive {
  const pageSource = readFileSync(path.join(docsRoot, 'en', guide.page), 'utf8');
  const fixtureFiles = projectFiles(guide.fixtureDir, shownFiles(pageSource));
  const releases = suiteReleases(guide.slug, guideTestsDir);
  const pkg = archivePackage(guide, fixtureFiles, pageSource, releases);
  const entries = fixtureFiles.map((file) => ({ name: file, data: readFileSync(path.join(guide.fixtureDir, file)) }));
  if (pkg.generated) entries.push({ name: 'package.json', data: Buffer.from(pkg.text) });
  entries.sort((a, b) => a.name.localeCompare(b.name));
  const scripts = (pkg.json.scripts ?? {}) as Record<string, string>;
  return {
    ...guide,
    zip: zip(entries.map(({ name, data }) => ({ name: `${guide.slug}/${name}`, data }))),
    files: entries.map(({ name }) => name),
    package: pkg,
    testCommand: scripts.test ? 'npm test' : releases.length && pkg.generated ? undefined : 'npx rstest run',
  };
}

export function downloadFacts(archive: GuideArchive): DownloadFacts {
  return {
    file: path.basename(downloadFile(archive.slug)),
    size: formatSize(archive.zip.length),
    files: archive.files.length,
    testCommand: archive.testCommand,
    verifiedWith: archive.package.versions,
  };
}

// ---------------------------------------------------------------------------------------------------------------
// The section

interface MdastNode {
  type: string;
  value?: string;
  depth?: number;
  url?: string;
  children?: MdastNode[];
  data?: { hProperties?: Record<string, unknown> };
}

const partNodes = (parts: Part[]): MdastNode[] =>
  parts.map((part) => (typeof part === 'string' ? { type: 'text', value: part } : { type: 'inlineCode', value: part.code }));

/** The section as Markdown nodes (mdast): the heading, the paragraph with the link, the "Verified with" line. */
export function downloadSection(lang: DownloadLang, slug: string, facts: DownloadFacts): MdastNode[] {
  const strings = DOWNLOAD_STRINGS[lang];
  return [
    { type: 'heading', depth: 2, data: { hProperties: { id: DOWNLOAD_HEADING_ID } }, children: [{ type: 'text', value: strings.heading }] },
    {
      type: 'paragraph',
      children: [
        // `download`: the browser saves the file (and, without the theme's navigation, does not open it as a page).
        { type: 'link', url: downloadUrl(slug), data: { hProperties: { download: facts.file } }, children: [{ type: 'text', value: strings.link(facts) }] },
        ...partNodes(strings.afterLink(facts)),
      ],
    },
    { type: 'paragraph', children: partNodes(strings.verified(facts)) },
  ];
}

/** The section as the search index holds a page's text: blocks separated by a blank line. */
export function downloadSectionText(lang: DownloadLang, facts: DownloadFacts): { heading: string; text: string } {
  const strings = DOWNLOAD_STRINGS[lang];
  const text = (parts: Part[]) => parts.map((part) => (typeof part === 'string' ? part : part.code)).join('');
  return { heading: strings.heading, text: `${strings.link(facts)}${text(strings.afterLink(facts))}\n\n${text(strings.verified(facts))}` };
}

/** Appends the section to a page's search document (text and headings), as Rspress indexes a page's own sections. */
export function addToSearchDocument(page: PageIndexInfo, lang: DownloadLang, facts: DownloadFacts): void {
  const { heading, text } = downloadSectionText(lang, facts);
  let content = page.content;
  if (content) content += '\n\n';
  page.toc.push({ id: DOWNLOAD_HEADING_ID, text: heading, depth: 2, charIndex: content.length });
  page.content = `${content}${heading}\n\n${text}`;
}

// ---------------------------------------------------------------------------------------------------------------
// The plugin

/** The part of the MDX processor's 'pageMeta' data this plugin writes: the outline (Rspress's remarkToc fills it). */
interface PageMeta {
  toc?: { id: string; text: string; depth: number }[];
}

export interface GuideDownloadsOptions {
  /** Where the fixtures are (tests use another folder). */
  fixturesDir?: string;
}

export function guideDownloadsPlugin(options: GuideDownloadsOptions = {}): RspressPlugin {
  let docsRoot = path.join(REPO_ROOT, 'docs');
  let archives: Map<string, GuideArchive> | undefined;
  /** Every guide's archive, made once per build from the files as they are. */
  const allArchives = () =>
    (archives ??= new Map(guidesWithFixtures(docsRoot, options.fixturesDir).map((guide) => [guide.slug, guideArchive(guide, docsRoot)])));

  // A remark plugin: `this` is the MDX processor whose 'pageMeta' data Rspress writes into the page's chunk. It runs
  // after Rspress's remarkToc, which has put the page's own headings in the outline.
  function remarkGuideDownload(this: { data(key: 'pageMeta'): PageMeta | undefined }) {
    return (tree: { children: MdastNode[] }, file: { path?: string }) => {
      if (!file.path) return;
      const guide = guideOfPage(path.relative(docsRoot, file.path));
      const archive = guide && allArchives().get(guide.slug);
      if (!guide || !archive) return;
      tree.children.push(...downloadSection(guide.lang, guide.slug, downloadFacts(archive)));
      this.data('pageMeta')?.toc?.push({ id: DOWNLOAD_HEADING_ID, text: DOWNLOAD_STRINGS[guide.lang].heading, depth: 2 });
    };
  }

  const plugin: RspressPlugin = {
    name: 'rstest-docs-guide-downloads',
    config(config) {
      if (config.root) docsRoot = path.resolve(config.root);
      archives = undefined;
      // Rspress's build cache would keep a page's compiled section when only its fixture (or an installed version)
      // changed: the archives' digest is part of the cache key (merged with Rspress's and the site's digests).
      if (process.env.RSPRESS_PERSISTENT_CACHE !== 'false') {
        plugin.builderConfig = { ...plugin.builderConfig, performance: { buildCache: { cacheDigest: [archivesDigest(allArchives())] } } };
      }
      return config;
    },
    markdown: { remarkPlugins: [remarkGuideDownload] },
    modifySearchIndexData(pages) {
      for (const page of pages) {
        const lang: DownloadLang = page.lang === 'zh' ? 'zh' : 'en';
        const route = page.routePath.replace(/^\/zh(?=\/)/, '');
        const archive = route.startsWith('/guide/') ? allArchives().get(route.split('/').pop() ?? '') : undefined;
        if (archive) addToSearchDocument(page, lang, downloadFacts(archive));
      }
    },
    builderConfig: {
      tools: {
        rspack: (config, { target }) => {
          // The browser build's output folder is the site; the server-side build's is not.
          if (target === 'web') (config.plugins ??= []).push(new EmitArchivesPlugin(allArchives));
        },
      },
    },
  };
  return plugin;
}

/** A digest of every archive (its name, bytes and stated versions). */
export function archivesDigest(archives: Map<string, GuideArchive>): string {
  const hash = createHash('sha256');
  for (const [slug, archive] of [...archives].sort(([a], [b]) => a.localeCompare(b))) {
    hash.update(slug).update(archive.zip).update(JSON.stringify(archive.package.versions));
  }
  return hash.digest('hex');
}

/** Emits every archive into the web build's output, `downloads/<slug>.zip`. */
class EmitArchivesPlugin {
  constructor(private readonly archives: () => Map<string, GuideArchive>) {}

  apply(compiler: Rspack.Compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('rstest-docs-guide-downloads', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'rstest-docs-guide-downloads', stage: Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL }, () => {
        for (const archive of this.archives().values()) compilation.emitAsset(downloadFile(archive.slug), new sources.RawSource(archive.zip));
      });
    });
  }
}
