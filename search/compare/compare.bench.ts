/**
 * Scores candidate search engines over the same pages (Rspress's index documents of the docs as they are) on every
 * query set: the tuning set, the held-out sets. Prints hit@7 and MRR per set, language and category. A benchmark:
 * it never fails on figures (`npm run search:compare`; CANDIDATES=a,b to run some).
 */
import { readdirSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { test } from '@rstest/core';
import MiniSearch from 'minisearch';
import siteConfig from '../../rspress.config';
import { groupBy, loadQueries, rankOf, summarize } from '../../tests/e2e/search-harness.mjs';
import { rspressSearchIndexes } from '../../tests/unit/utils/rspress-index';
import { CANDIDATES } from './candidates';
import type { SearchPage } from '../types';

// Every query set, the tuning set first (SETS=a.json,b.json to score some).
const SETS = process.env.SETS?.split(',') ?? readdirSync('tests/e2e').filter((file) => /^search-queries.*\.json$/.test(file)).sort((a, b) => a.length - b.length || a.localeCompare(b));
const only = (process.env.CANDIDATES ?? '').split(',').filter(Boolean);

test('candidates', async () => {
  const indexes = await rspressSearchIndexes(siteConfig);
  const rows: string[] = [];
  const pct = (x: number) => `${(x * 100).toFixed(1)}%`;
  for (const candidate of CANDIDATES.filter(({ name }) => !only.length || only.includes(name))) {
    const started = performance.now();
    const search = new Map(indexes.map((index) => [index.lang, candidate.build(index.pages as never)]));
    const buildMs = performance.now() - started;
    for (const file of SETS) {
      const outcomes = loadQueries(file).map((query) => {
        const hits = (search.get(query.lang) as (q: string) => string[])(query.query);
        return { query, hits, rank: rankOf(hits, query.expected) };
      });
      const all = summarize(outcomes);
      const parts = [...groupBy(outcomes, (o) => o.query.lang)]
        .map(([lang, group]) => [lang, summarize(group)] as const)
        .map(([lang, { hitRate, mrr }]) => `${lang} ${pct(hitRate)} / ${mrr.toFixed(3)}`)
        .join(' ');
      const weak = [...groupBy(outcomes, (o) => o.query.category)]
        .map(([category, group]) => [category, summarize(group).hitRate] as const)
        .filter(([, rate]) => rate < 0.9)
        .map(([category, rate]) => `${category} ${pct(rate)}`)
        .join(', ');
      rows.push(
        `${candidate.name.padEnd(22)} ${file.replace('search-queries', 'q').padEnd(16)} n=${String(all.n).padStart(3)} hit@7 ${pct(all.hitRate).padStart(6)} MRR ${all.mrr.toFixed(3)}  ${parts}${weak ? `  <90%: ${weak}` : ''}`,
      );
      if (process.env.MISSES?.split(',').includes(candidate.name)) {
        for (const o of outcomes.filter((o) => o.rank !== 1))
          rows.push(`    ${o.rank || '-'} ${o.query.lang} ${o.query.category}: ${o.query.query} → ${o.hits.slice(0, 3).join(' ')}  (want ${o.query.expected.join(' ')})`);
      }
    }
    rows.push(`${candidate.name.padEnd(22)} built in ${buildMs.toFixed(0)} ms`);
    if (candidate.serialized && process.env.FOOTPRINT) {
      for (const index of indexes) {
        // Today's pages, and four copies of them (as scripts/scale-docs.mjs grows the site).
        for (const scale of [1, 4]) {
          const pages = Array.from({ length: scale }, (_, copy) =>
            (index.pages as SearchPage[]).map((page) => ({ ...page, routePath: `${page.routePath}~${copy}` })),
          ).flat();
          const text = candidate.serialized(pages);
          const started = performance.now();
          MiniSearch.loadJSON(text, candidate.options as never);
          rows.push(
            `${candidate.name.padEnd(22)} ${index.lang} ×${scale}: whole index ${(text.length / 1024).toFixed(0)} kB, gzip ${(gzipSync(text).length / 1024).toFixed(0)} kB, loaded in ${(performance.now() - started).toFixed(0)} ms (unthrottled)`,
          );
        }
      }
    }
  }
  console.log(rows.join('\n'));
});
