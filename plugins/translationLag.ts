// Tells Chinese readers when a page's translation lags: a Chinese page whose last change (git) is older than its
// English twin's last change to content (front matter and whitespace do not count) carries `translationLag` in its
// page data, which theme/TranslationNotice shows at the top of the page. The build also writes the status of
// every page to translation-status.md in the output folder, for maintainers.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { RspressPlugin } from '@rspress/core';
import { type Commit, git, history } from './git';

export interface TranslationStatus {
  /** The page below docs/<lang>/, e.g. `guide/start/index.mdx`. */
  page: string;
  /** When the English page's content last changed (ms since the epoch). */
  englishChangedAt: number;
  /** When the Chinese page last changed (ms since the epoch). */
  chineseChangedAt: number;
  lagging: boolean;
}

/** What the reader reads: the body without front matter, with runs of whitespace as one space. */
export const contentOf = (source: string) =>
  source
    .replace(/^---\n[\s\S]*?\n---\n?/, '')
    .replace(/\s+/g, ' ')
    .trim();

/** File contents at `<rev>:<path>` for many specs in one `git cat-file --batch` call; undefined where missing. */
function showMany(repo: string, specs: string[]): (string | undefined)[] {
  if (!specs.length) return [];
  const out = Buffer.from(git(repo, ['cat-file', '--batch'], `${specs.join('\n')}\n`), 'utf8');
  const results: (string | undefined)[] = [];
  let offset = 0;
  for (let i = 0; i < specs.length; i++) {
    const lineEnd = out.indexOf(10, offset);
    const header = out.toString('utf8', offset, lineEnd);
    offset = lineEnd + 1;
    const size = /^\S+ blob (\d+)$/.exec(header)?.[1];
    if (size === undefined) {
      results.push(undefined);
      continue;
    }
    results.push(out.toString('utf8', offset, offset + Number(size)));
    offset += Number(size) + 1;
  }
  return results;
}

/**
 * The translation status of every Chinese page of `docsDir` (a folder with en/ and zh/) in the git repository at
 * `repo`. Uncommitted edits count as changes made now. Outside a git repository, nothing is known: an empty list.
 */
export function translationStatuses(repo: string, docsDir: string, pages: string[], now = Date.now()): TranslationStatus[] {
  let commits: Commit[];
  try {
    commits = history(repo, [path.join(docsDir, 'en'), path.join(docsDir, 'zh')]);
  } catch {
    return [];
  }
  const rel = (lang: string, page: string) => path.relative(repo, path.join(docsDir, lang, page)).split(path.sep).join('/');
  const working = (file: string) => (existsSync(path.join(repo, file)) ? readFileSync(path.join(repo, file), 'utf8') : undefined);
  const headVersions = showMany(repo, pages.map((page) => `HEAD:${rel('en', page)}`));
  const headZh = showMany(repo, pages.map((page) => `HEAD:${rel('zh', page)}`));

  // The English side: walk each page's commits from the newest until one changed its content.
  const englishChangedAt = new Map<string, number>();
  const pending = new Map<string, { commits: Commit[]; next: number }>();
  pages.forEach((page, i) => {
    const file = rel('en', page);
    const current = working(file);
    if (current !== undefined && contentOf(current) !== contentOf(headVersions[i] ?? '')) englishChangedAt.set(page, now);
    else pending.set(page, { commits: commits.filter((c) => c.files.has(file)), next: 0 });
  });
  while (pending.size) {
    const round = [...pending].map(([page, state]) => ({ page, state, commit: state.commits[state.next] }));
    for (const { page, commit } of round.filter((r) => !r.commit)) {
      englishChangedAt.set(page, 0);
      pending.delete(page);
    }
    const asked = round.filter((r) => r.commit);
    const versions = showMany(
      repo,
      asked.flatMap(({ page, commit }) => [`${commit.hash}:${rel('en', page)}`, `${commit.hash}^:${rel('en', page)}`]),
    );
    asked.forEach(({ page, state, commit }, i) => {
      const [after, before] = [versions[2 * i] ?? '', versions[2 * i + 1] ?? ''];
      if (contentOf(after) !== contentOf(before)) {
        englishChangedAt.set(page, commit.time);
        pending.delete(page);
      } else state.next++;
    });
  }

  return pages.map((page, i) => {
    const file = rel('zh', page);
    const current = working(file);
    const edited = current !== undefined && current !== headZh[i];
    const chineseChangedAt = edited ? now : (commits.find((c) => c.files.has(file))?.time ?? 0);
    const english = englishChangedAt.get(page) ?? 0;
    return { page, englishChangedAt: english, chineseChangedAt, lagging: english > chineseChangedAt };
  });
}

/** The status list a maintainer reads: lagging pages first. */
export function statusMarkdown(statuses: TranslationStatus[]): string {
  const date = (ms: number) => (ms ? new Date(ms).toISOString().slice(0, 10) : '—');
  const rows = [...statuses]
    .sort((a, b) => Number(b.lagging) - Number(a.lagging) || a.page.localeCompare(b.page))
    .map((s) => `| ${s.page} | ${s.lagging ? 'lags' : 'current'} | ${date(s.englishChangedAt)} | ${date(s.chineseChangedAt)} |`);
  const lagging = statuses.filter((s) => s.lagging).length;
  return [
    '# Translation status',
    '',
    `${lagging} of ${statuses.length} Chinese pages lag behind their English twin.`,
    '',
    '| Page | Chinese | English content changed | Chinese changed |',
    '| --- | --- | --- | --- |',
    ...rows,
    '',
  ].join('\n');
}

export interface TranslationLagOptions {
  /** The statuses to use instead of git's (fixture sites). */
  statuses?: TranslationStatus[];
}

/** Page data of a lagging Chinese page: when its English twin's content and it last changed. */
export interface TranslationLag {
  englishChangedAt: number;
  chineseChangedAt: number;
}

/** The Chinese pages of `docsDir` that have an English twin, as paths below zh/. */
function twinnedChinesePages(docsDir: string): string[] {
  const list = (lang: string) =>
    git(docsDir, ['ls-files', '--cached', '--others', '--exclude-standard', lang])
      .split('\n')
      .filter((file) => /\.mdx?$/.test(file))
      .map((file) => file.slice(lang.length + 1));
  const english = new Set(list('en'));
  return list('zh').filter((page) => english.has(page));
}

export function translationLagPlugin(options: TranslationLagOptions = {}): RspressPlugin {
  let byPage = new Map<string, TranslationStatus>();
  return {
    name: 'rstest-docs-translation-lag',
    beforeBuild(config) {
      let statuses = options.statuses ?? [];
      if (!options.statuses && config.root) {
        try {
          const repo = git(config.root, ['rev-parse', '--show-toplevel']).trim();
          statuses = translationStatuses(repo, config.root, twinnedChinesePages(config.root));
        } catch {
          // Not a git checkout (a source archive): no page is known to lag.
        }
      }
      byPage = new Map(statuses.map((status) => [status.page, status]));
    },
    extendPageData(page) {
      if (page.lang !== 'zh') return;
      const status = byPage.get(page._relativePath.replace(/^zh\//, ''));
      if (status?.lagging) {
        const lag: TranslationLag = { englishChangedAt: status.englishChangedAt, chineseChangedAt: status.chineseChangedAt };
        Object.assign(page, { translationLag: lag });
      }
    },
    afterBuild(config) {
      const outDir = config.outDir ?? 'doc_build';
      if (byPage.size && existsSync(outDir)) writeFileSync(path.join(outDir, 'translation-status.md'), statusMarkdown([...byPage.values()]));
    },
  };
}
