/**
 * Why a query ranks pages as it does: its terms with the forms each looks up, and the first pages (and any named in W)
 * with their scores and each term's share (`EXPLAIN=1 Q='query|another' W=/route npm run search:compare`).
 */
import { test } from '@rstest/core';
import siteConfig from '../../rspress.config';
import { rspressSearchIndexes } from '../../tests/unit/utils/rspress-index';
import { SearchEngine } from '../engine';
import { parseQuery } from '../query';
import { FIELD_BOOSTS, indexedPage } from '../page';
import { InvertedIndex } from '../invertedIndex';
import type { SearchPage } from '../types';

test('explain', async () => {
  const indexes = await rspressSearchIndexes(siteConfig);
  const out: string[] = [];
  // Per language: its pages, their index, and an engine over that same index (which scores each term on its own too).
  const byLang = new Map(
    indexes.map(({ lang, pages }) => {
      const index = InvertedIndex.of(FIELD_BOOSTS, (pages as SearchPage[]).map(indexedPage));
      return [lang, { pages: pages as SearchPage[], index, engine: new SearchEngine(index, (id) => pages[id] as SearchPage) }];
    }),
  );
  for (const query of (process.env.Q ?? '').split('|')) {
    const { pages, index, engine } = byLang.get(/\p{Script=Han}/u.test(query) ? 'zh' : 'en') as NonNullable<ReturnType<typeof byLang.get>>;
    out.push(`## ${query}`);
    const terms = parseQuery(query, (term) => index.has(term));
    const forms = (term: (typeof terms)[number]) =>
      term.forms.map((form) => form.terms.join('+') + (form.weight ? `*${form.weight.toFixed(2)}` : '')).join(',');
    out.push(`terms: ${terms.map((term) => `${term.term}[${forms(term)}]`).join(' ')}`);
    const wanted = (process.env.W ?? '').split(',');
    const results = engine.search(query, 60);
    results.forEach((match, rank) => {
      if (rank >= 6 && !wanted.includes(match.page.routePath)) return;
      const id = pages.indexOf(match.page);
      const per = terms.map((term) => (index.search(term.forms).get(id)?.score ?? 0).toFixed(2));
      out.push(`${String(rank + 1).padStart(2)} ${match.score.toFixed(2).padStart(7)} ${match.page.routePath}  [${per.join(' ')}]`);
    });
  }
  console.log(out.join('\n'));
});
