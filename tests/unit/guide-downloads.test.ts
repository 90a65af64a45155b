/**
 * plugins/guideDownloads.ts: every guide with a fixture project (tests/unit/utils/guides.ts) gets an archive of that
 * project and, in both languages, a "Download this example" section at the end of the page. The plugin's functions
 * run here directly, without building the site:
 * - the archive (read back with plugins/zip.ts's reader, which checks every entry's CRC-32) holds exactly the
 *   fixture's files, byte for byte, less node_modules, build and report output, files Git ignores and snapshot files
 *   a run wrote (untracked and not shown); every file the page shows and every file Git tracks is in it;
 * - its package.json is the fixture's own, or one whose dependencies are those the fixture imports, each at the
 *   version installed in this repository (the one the test suite ran);
 * - the remark plugin appends the section (heading `download` in the outline, the link, the archive's real size, the
 *   versions) and the search document gets the same words; the web build emits each archive; the build cache's key
 *   changes with the archives; the site's config registers the plugin.
 * tests/unit/guide-downloads-install.test.ts installs one archive from the registry and runs its tests.
 */
import { execFileSync } from 'node:child_process';
import { appendFileSync, cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, test } from '@rstest/core';
import type { PageIndexInfo, UserConfig } from '@rspress/core';
import {
  downloadFacts,
  type GuideArchive,
  guideArchive,
  guideDownloadsPlugin,
  guidesWithFixtures,
} from '../../plugins/guideDownloads';
import { unzip } from '../../plugins/zip';
import { DOWNLOAD_STRINGS } from '../../site/guideDownloads';
import { DOCS_ROOT, isPage, LANGS, listDocFiles, REPO_ROOT } from './utils/docs';
import { guideFixtureDir, guideSlug, hasGuideFixture, shownFiles } from './utils/guides';

/** The guides with a fixture, as the guide tests see them (tests/unit/utils/guides.ts). */
const guides = listDocFiles('en')
  .map((file) => file.split(path.sep).join('/'))
  .filter((file) => file.startsWith('guide/') && isPage(file) && hasGuideFixture(file));

const readJson = (file: string) => JSON.parse(readFileSync(file, 'utf8'));
/** The version of a package installed at the repository's root: what the test suite runs. */
const rootVersion = (name: string): string => readJson(path.join(REPO_ROOT, 'node_modules', name, 'package.json')).version;
const git = (dir: string, ...args: string[]) =>
  execFileSync('git', args, { cwd: dir, encoding: 'utf8' })
    .split('\0')
    .filter(Boolean);

/** What is never part of a project: installed packages, build, coverage and reporter output. */
const NOT_PROJECT = ['node_modules', 'dist', 'coverage', 'reports', '.rstest-reports', 'test-results', 'doc_build', '.rspress'];

/** Every file under `dir`, relative and `/`-separated, node_modules included (the expectations take things out). */
function allFiles(dir: string, prefix = ''): string[] {
  return readdirSync(path.join(dir, prefix), { withFileTypes: true }).flatMap((entry) => {
    const rel = prefix ? `${prefix}/${entry.name}` : entry.name;
    return entry.isDirectory() ? allFiles(dir, rel) : entry.isFile() ? [rel] : [];
  });
}

/** The archive's entries, below its `<slug>/` folder. */
function entriesOf(archive: GuideArchive): Map<string, Buffer> {
  const entries = unzip(archive.zip);
  for (const { name } of entries) expect(name.startsWith(`${archive.slug}/`), name).toBe(true);
  return new Map(entries.map(({ name, data }) => [name.slice(archive.slug.length + 1), data]));
}

/** The specifiers of bare imports (`from 'x'`, `import 'x'`, `require('x')`, `import('x')`) of a source file. */
const bareImports = (source: string) =>
  [...source.matchAll(/(?:\bfrom\s*|\bimport\s*\(?\s*|\brequire\s*\(\s*)['"]([^'"./][^'"]*)['"]/g)]
    .map((m) => m[1])
    .filter((specifier) => !specifier.startsWith('node:'));
const packageOf = (specifier: string) => specifier.split('/').slice(0, specifier.startsWith('@') ? 2 : 1).join('/');

/** A plugin configured for the site's docs, and its remark transformer. */
function configuredPlugin() {
  const plugin = guideDownloadsPlugin();
  plugin.config?.({ root: DOCS_ROOT } as UserConfig, {} as never, true);
  const [remark] = plugin.markdown?.remarkPlugins ?? [];
  return { plugin, remark: remark as (this: unknown) => (tree: { children: MdNode[] }, file: { path: string }) => void };
}

/** One for the whole file: it makes every archive once. */
const site = configuredPlugin();

interface MdNode {
  type: string;
  value?: string;
  depth?: number;
  url?: string;
  children?: MdNode[];
  data?: { hProperties?: Record<string, unknown> };
}
const textOf = (node: MdNode): string => node.value ?? (node.children ?? []).map(textOf).join('');

test('the plugin finds every guide that has a fixture project', () => {
  expect(guides.length).toBeGreaterThanOrEqual(10);
  expect(guidesWithFixtures(DOCS_ROOT).map((guide) => guide.page)).toEqual([...guides].sort((a, b) => a.localeCompare(b)));
});

describe.each(guides)('%s', (page) => {
  const slug = guideSlug(page);
  const fixture = guideFixtureDir(page);
  const archive = guideArchive({ page, slug, fixtureDir: fixture }, DOCS_ROOT);
  const entries = entriesOf(archive);
  const ownPackage = existsSync(path.join(fixture, 'package.json'));
  const shown = shownFiles('en', page).map((block) => block.attrs.title);
  const tracked = new Set(git(fixture, 'ls-files', '-z', '--cached', '--', '.'));
  // The releases of @rstest/core the guide's own test runs the fixture on, if not the installed one (upgrade guides).
  const guideTest = path.join(REPO_ROOT, 'tests/unit/guides', `${slug}.test.ts`);
  const releases = existsSync(guideTest)
    ? [...new Set([...readFileSync(guideTest, 'utf8').matchAll(/const \w+: Release = '([^']+)'/g)].map((m) => m[1]))].sort((a, b) =>
        a.localeCompare(b, 'en', { numeric: true }),
      )
    : [];

  test('the archive holds the fixture’s files, byte for byte, and nothing installed or written by a run', () => {
    const ignored = new Set(git(fixture, 'ls-files', '-z', '--others', '--ignored', '--exclude-standard', '--', '.'));
    const isSnapshot = (file: string) => file.includes('__snapshots__/') || file.endsWith('.snap');
    const expected = allFiles(fixture)
      .filter((file) => !file.split('/').some((part) => NOT_PROJECT.includes(part)))
      .filter((file) => !ignored.has(file))
      .filter((file) => !isSnapshot(file) || tracked.has(file) || shown.includes(file));
    expect([...entries.keys()].sort()).toEqual([...expected, ...(ownPackage ? [] : ['package.json'])].sort());
    for (const file of expected) expect(entries.get(file)?.equals(readFileSync(path.join(fixture, file))), file).toBe(true);
    expect(archive.files).toEqual([...entries.keys()]);
  });

  test('every file the page shows and every file Git tracks is in the archive', () => {
    expect(shown.filter((file) => !entries.has(file))).toEqual([]);
    expect([...tracked].filter((file) => existsSync(path.join(fixture, file)) && !entries.has(file))).toEqual([]);
  });

  test('its package.json names the packages the project uses, at the versions the test suite ran', () => {
    const pkg = JSON.parse((entries.get('package.json') as Buffer).toString('utf8'));
    const stated = Object.fromEntries(archive.package.versions);
    if (ownPackage) {
      // The fixture's own, as it is, with its lock; each dependency at the version it is locked or installed at.
      expect(entries.get('package.json')?.equals(readFileSync(path.join(fixture, 'package.json')))).toBe(true);
      const lockFile = path.join(fixture, 'package-lock.json');
      const locked = existsSync(lockFile) ? readJson(lockFile).packages : undefined;
      expect(archive.package.missing).toEqual([]);
      for (const name of Object.keys({ ...pkg.dependencies, ...pkg.devDependencies })) {
        expect(stated[name], name).toEqual([locked ? locked[`node_modules/${name}`].version : rootVersion(name)]);
      }
      expect(entries.has('package-lock.json')).toBe(existsSync(lockFile));
      expect(archive.testCommand).toBe(pkg.scripts?.test ? 'npm test' : 'npx rstest run');
      return;
    }
    expect(pkg.type).toBe(readJson(path.join(REPO_ROOT, 'package.json')).type);
    // @rstest/core: the installed one, or the releases the guide's test runs the fixture on (the newest pinned).
    expect(stated['@rstest/core']).toEqual(releases.length ? releases : [rootVersion('@rstest/core')]);
    expect(pkg.devDependencies['@rstest/core']).toBe(stated['@rstest/core'].at(-1));
    for (const [name, version] of Object.entries(pkg.devDependencies)) {
      if (name !== '@rstest/core') expect([version, stated[name]], name).toEqual([rootVersion(name), [rootVersion(name)]]);
    }
    expect(Object.keys(stated).sort()).toEqual(Object.keys(pkg.devDependencies).sort());
    // Every package the project's code imports is listed; what is not installed is an alias its config declares.
    const imported = [...entries]
      .filter(([file]) => /\.(?:[cm]?[jt]sx?)$/.test(file))
      .flatMap(([, data]) => bareImports(data.toString('utf8')));
    const aliases = [...entries]
      .filter(([file]) => /(?:^|\/)(?:(?:rstest|vitest|vite)[^/]*\.config\.[cm]?[jt]s|tsconfig[^/]*\.json)$/.test(file))
      .map(([, data]) => data.toString('utf8'))
      .join('\n');
    const installed = (name: string) => existsSync(path.join(REPO_ROOT, 'node_modules', name, 'package.json'));
    for (const specifier of imported) {
      if (installed(packageOf(specifier))) expect(pkg.devDependencies, specifier).toHaveProperty([packageOf(specifier)]);
      else expect(aliases, `${specifier}: neither installed nor an alias of the fixture`).toMatch(new RegExp(`['"]${specifier.split('/')[0]}(?:/\\*)?['"]`));
    }
    // Each required peer dependency of a listed package is pinned too: npm would otherwise install the newest in range.
    for (const name of Object.keys(pkg.devDependencies)) {
      const { peerDependencies = {}, peerDependenciesMeta = {} } = readJson(path.join(REPO_ROOT, 'node_modules', name, 'package.json'));
      for (const peer of Object.keys(peerDependencies).filter((peer) => !peerDependenciesMeta[peer]?.optional && installed(peer))) {
        expect(pkg.devDependencies, `${peer}, a peer dependency of ${name}`).toHaveProperty([peer]);
      }
    }
    if (releases.length) {
      // Examples of old and new behaviour, some failing on purpose: no test script claims they pass.
      expect(pkg.scripts?.test).toBeUndefined();
      expect(archive.testCommand).toBeUndefined();
      return;
    }
    // `npm test` runs Rstest: at the root if it has a config or no inner project, else each inner project's script.
    expect(archive.testCommand).toBe('npm test');
    const rootConfig = [...entries.keys()].some((file) => /^rstest\.config\./.test(file));
    const innerProjects = [...entries]
      .filter(([file]) => file.endsWith('/package.json') && /^rstest\b/.test(JSON.parse(String(entries.get(file))).scripts?.test ?? ''))
      .map(([file]) => path.posix.dirname(file));
    expect(pkg.scripts.test).toBe(
      rootConfig || innerProjects.length === 0 ? 'rstest run' : innerProjects.map((dir) => `npm test --prefix ${dir}`).join(' && '),
    );
  });

  describe.each(LANGS)('%s page', (lang) => {
    test('ends with the section: heading `download` in the outline, the link, the real size, the versions', () => {
      const { remark } = site;
      const meta = { toc: [{ id: 'earlier', text: 'An earlier heading', depth: 2 }] };
      const tree = { children: [{ type: 'paragraph', children: [{ type: 'text', value: 'The page.' }] }] as MdNode[] };
      remark.call({ data: () => meta })(tree, { path: path.join(DOCS_ROOT, lang, page) });

      const [heading, linkParagraph, verified] = tree.children.slice(1);
      const strings = DOWNLOAD_STRINGS[lang];
      expect(tree.children).toHaveLength(4);
      expect(heading).toMatchObject({ type: 'heading', depth: 2, data: { hProperties: { id: 'download' } } });
      expect(textOf(heading)).toBe(strings.heading);
      expect(meta.toc).toEqual([{ id: 'earlier', text: 'An earlier heading', depth: 2 }, { id: 'download', text: strings.heading, depth: 2 }]);

      const link = linkParagraph.children?.[0] as MdNode;
      expect(link).toMatchObject({ type: 'link', url: `/downloads/${slug}.zip`, data: { hProperties: { download: `${slug}.zip` } } });
      const size = `${(archive.zip.length / 1000).toFixed(1)} kB`;
      expect(textOf(linkParagraph)).toContain(size);
      expect(textOf(linkParagraph)).toContain(` ${entries.size} `);
      if (archive.testCommand) expect(textOf(linkParagraph)).toMatch(new RegExp(`${archive.testCommand}[.。]$`));
      else expect(textOf(linkParagraph)).not.toMatch(/npm test|rstest run/);

      // Each package as inline code, followed by the versions the archive's package.json pins or the lock holds.
      const codes = (verified.children ?? []).filter((node) => node.type === 'inlineCode').map((node) => node.value);
      expect(codes[0]).toBe('@rstest/core');
      expect(codes).toEqual(archive.package.versions.map(([name]) => name));
      for (const [name, versions] of archive.package.versions) {
        expect(textOf(verified)).toContain(`${name} ${versions.join(lang === 'zh' ? ' 和 ' : ' and ')}`);
      }
    });

    test('the search document ends with the same words under the same heading', () => {
      const { plugin } = site;
      const route = `${lang === 'zh' ? '/zh' : ''}/${page.replace(/\.mdx?$/, '')}`;
      const doc = { routePath: route, lang, content: 'The page.', toc: [] } as unknown as PageIndexInfo;
      plugin.modifySearchIndexData?.([doc], true);
      const [entry] = doc.toc;
      expect(entry).toMatchObject({ id: 'download', text: DOWNLOAD_STRINGS[lang].heading, depth: 2 });
      expect(doc.content.slice(entry.charIndex)).toMatch(new RegExp(`^${DOWNLOAD_STRINGS[lang].heading}\\n\\n`));
      const facts = downloadFacts(archive);
      expect(doc.content).toContain(DOWNLOAD_STRINGS[lang].link(facts));
      expect(doc.content).toContain(`@rstest/core ${Object.fromEntries(facts.verifiedWith)['@rstest/core'][0]}`);
    });
  });
});

test('pages that are not guides with a fixture get no section, even named like a fixture', () => {
  const { plugin, remark } = site;
  for (const page of ['guide/start/quick-start.mdx', 'guide/basic/cli.mdx', 'config/test/reporters.mdx', 'config/test/coverage.mdx']) {
    const meta = { toc: [] };
    const tree = { children: [] as MdNode[] };
    remark.call({ data: () => meta })(tree, { path: path.join(DOCS_ROOT, 'en', page) });
    expect(tree.children, page).toEqual([]);
    const doc = { routePath: `/${page.replace(/\.mdx$/, '')}`, lang: 'en', content: 'x', toc: [] } as unknown as PageIndexInfo;
    plugin.modifySearchIndexData?.([doc], true);
    expect(doc.content, page).toBe('x');
  }
});

test('the web build emits every archive as downloads/<slug>.zip; the server build emits none', () => {
  const { plugin } = site;
  const rspack = (plugin.builderConfig?.tools as { rspack: (config: { plugins?: unknown[] }, utils: { target: string }) => void }).rspack;
  const web: { plugins?: { apply(compiler: unknown): void }[] } = {};
  const node: { plugins?: unknown[] } = {};
  rspack(web, { target: 'web' });
  rspack(node, { target: 'node' });
  expect(node.plugins ?? []).toEqual([]);
  expect(web.plugins).toHaveLength(1);

  // A compiler that runs the hooks the emitter taps, once.
  const emitted = new Map<string, Buffer>();
  const compilation = {
    hooks: { processAssets: { tap: (_options: unknown, fn: () => void) => fn() } },
    emitAsset: (name: string, source: { source(): Buffer }) => emitted.set(name, source.source()),
  };
  const compiler = {
    webpack: { Compilation: { PROCESS_ASSETS_STAGE_ADDITIONAL: -2000 }, sources: { RawSource: class { constructor(private buffer: Buffer) {} source() { return this.buffer; } } } },
    hooks: { thisCompilation: { tap: (_name: string, fn: (c: typeof compilation) => void) => fn(compilation) } },
  };
  web.plugins?.[0].apply(compiler);
  expect([...emitted.keys()].sort()).toEqual(guides.map((page) => `downloads/${guideSlug(page)}.zip`).sort());
  for (const page of guides) {
    const fixtureDir = guideFixtureDir(page);
    expect(emitted.get(`downloads/${guideSlug(page)}.zip`)?.equals(guideArchive({ page, slug: guideSlug(page), fixtureDir }, DOCS_ROOT).zip)).toBe(true);
  }
});

test('the build cache key holds a digest of the archives: a changed fixture gives another key', () => {
  const saved = process.env.RSPRESS_PERSISTENT_CACHE;
  const fixtures = mkdtempSync(path.join(os.tmpdir(), 'rstest-guide-downloads-'));
  try {
    delete process.env.RSPRESS_PERSISTENT_CACHE;
    cpSync(guideFixtureDir('guide/basic/mocking.mdx'), path.join(fixtures, 'mocking'), { recursive: true, filter: (file) => !file.includes('node_modules') });
    symlinkSync(path.join(REPO_ROOT, 'node_modules'), path.join(fixtures, 'node_modules'), 'dir');
    const digest = () => {
      const plugin = guideDownloadsPlugin({ fixturesDir: fixtures });
      plugin.config?.({ root: DOCS_ROOT } as UserConfig, {} as never, true);
      const { cacheDigest } = plugin.builderConfig?.performance?.buildCache as { cacheDigest: string[] };
      expect(cacheDigest).toEqual([expect.stringMatching(/^[0-9a-f]{64}$/)]);
      return cacheDigest[0];
    };
    const before = digest();
    expect(digest()).toBe(before);
    appendFileSync(path.join(fixtures, 'mocking/src/format.ts'), '// edited\n');
    expect(digest()).not.toBe(before);
    // Without Rspress's build cache the plugin turns none on.
    process.env.RSPRESS_PERSISTENT_CACHE = 'false';
    expect(configuredPlugin().plugin.builderConfig?.performance).toBeUndefined();
  } finally {
    rmSync(fixtures, { recursive: true, force: true });
    if (saved === undefined) delete process.env.RSPRESS_PERSISTENT_CACHE;
    else process.env.RSPRESS_PERSISTENT_CACHE = saved;
  }
});

test('rspress.config.ts registers the plugin', async () => {
  const { default: config } = await import('../../rspress.config');
  expect((config as UserConfig).plugins?.map((plugin) => plugin.name)).toContain('rstest-docs-guide-downloads');
});
