import { Link } from '@rspress/core/theme-original';
import { usePageData } from '@rspress/core/runtime';
import type { TranslationLag } from '../../plugins/translationLag';
import './index.css';

/** The English twin of a Chinese route: `/zh/guide/start/` → `/guide/start/`. */
export const englishRoute = (routePath: string) => routePath.replace(/^\/zh(?=\/)/, '');

/**
 * At the top of a Chinese page whose English twin changed after it (plugins/translationLag), a short notice that the
 * translation may be out of date, with a link to the English page.
 */
export function TranslationNotice() {
  const { page } = usePageData();
  const lag = (page as unknown as { translationLag?: TranslationLag }).translationLag;
  if (page.lang !== 'zh' || !lag) return null;
  return (
    <aside className="rs-translation-notice" aria-label="翻译状态">
      <p>
        本页的英文原文在 {new Date(lag.englishChangedAt).toISOString().slice(0, 10)} 有过更新，晚于中文翻译（
        {new Date(lag.chineseChangedAt).toISOString().slice(0, 10)}），中文内容可能尚未同步。
        <Link href={englishRoute(page.routePath)} className="rs-translation-notice__link">
          阅读英文原文
        </Link>
      </p>
    </aside>
  );
}
