import { useLang } from '@rspress/core/runtime';

/** Names of the controls this folder adds or labels, per site language. */
const LABELS = {
  en: {
    skipToContent: 'Skip to content',
    language: 'Language',
    toggleTheme: 'Toggle dark mode',
    search: 'Search',
    moreViewOptions: 'More ways to read this page',
    scrollableTable: 'Table, scrolls sideways',
  },
  zh: {
    skipToContent: '跳到正文',
    language: '语言',
    toggleTheme: '切换深色模式',
    search: '搜索',
    moreViewOptions: '更多阅读方式',
    scrollableTable: '表格，可横向滚动',
  },
} as const;

export type LabelKey = keyof (typeof LABELS)['en'];

/** The label table of the page's language (English when the language has none). */
export function useLabels() {
  const lang = useLang();
  return LABELS[lang === 'zh' ? 'zh' : 'en'];
}
