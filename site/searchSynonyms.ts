/**
 * What readers type for what the pages call by another name: one reviewed table, read by the search
 * (search/query.ts). When a query holds one of `readerSays` (whole words in English, the characters in
 * Chinese), that part of the query matches a page that has it as typed or that has any of `pagesSay` (a word, or
 * words that must all be on the page). The rest of the query still has to match as usual.
 *
 * Add an entry only for wording a reader really uses and the pages do not (tests/unit/search-synonyms.test.ts
 * checks that every `pagesSay` word is on some page, so an entry cannot point at nothing). The Chinese glossary's
 * avoided forms (site/glossary.ts) are handled apart: the query is rewritten to the chosen form.
 */
export interface SearchSynonym {
  lang: 'en' | 'zh';
  readerSays: readonly string[];
  pagesSay: readonly string[];
}

export const SEARCH_SYNONYMS: readonly SearchSynonym[] = [
  // English: testing vocabulary from other tools and from everyday speech.
  { lang: 'en', readerSays: ['table-driven', 'table driven', 'data-driven', 'parameterized', 'parametrized', 'parameterised'], pagesSay: ['each'] },
  { lang: 'en', readerSays: ['stub'], pagesSay: ['mock', 'fn'] },
  { lang: 'en', readerSays: ['spy on'], pagesSay: ['spyon'] },
  { lang: 'en', readerSays: ['fake clock', 'mock clock', 'fake time', 'mock time', 'mock the date', 'mock date', 'fake date'], pagesSay: ['faketimers', 'setsystemtime'] },
  { lang: 'en', readerSays: ['golden file', 'golden master', 'approval test', 'approval tests'], pagesSay: ['snapshot'] },
  { lang: 'en', readerSays: ['output format', 'report format', 'junit xml', 'test report'], pagesSay: ['reporter', 'reporters'] },
  { lang: 'en', readerSays: ['monorepo', 'workspace', 'workspaces'], pagesSay: ['projects', 'monorepos'] },
  { lang: 'en', readerSays: ['browser-like', 'browser environment', 'dom environment'], pagesSay: ['jsdom', 'happy-dom', 'testenvironment'] },
  { lang: 'en', readerSays: ['setup and teardown', 'teardown'], pagesSay: ['hooks', 'afterall', 'aftereach'] },
  { lang: 'en', readerSays: ['time limit'], pagesSay: ['timeout', 'testtimeout'] },
  { lang: 'en', readerSays: ['in parallel', 'parallel'], pagesSay: ['concurrent', 'pool', 'maxworkers'] },
  { lang: 'en', readerSays: ['env vars', 'env var', 'environment vars'], pagesSay: ['stubenv', 'environment variables'] },
  { lang: 'en', readerSays: ['module alias', 'import alias'], pagesSay: ['alias'] },
  { lang: 'en', readerSays: ['first failure', 'fail fast', 'stop early'], pagesSay: ['bail'] },
  { lang: 'en', readerSays: ['failed tests only', 'only the failed tests', 'rerun failed', 're-run failed'], pagesSay: ['onlyfailures'] },
  { lang: 'en', readerSays: ['switch from', 'move from', 'port from', 'convert from'], pagesSay: ['migrating', 'migrate'] },
  { lang: 'en', readerSays: ['migrate', 'migration'], pagesSay: ['migrating'] },
  { lang: 'en', readerSays: ['in source', 'in-source'], pagesSay: ['includesource'] },
  // Chinese: words for the English API and option vocabulary (the Chinese pages keep API names and some terms in
  // English), and everyday words for what the pages call otherwise.
  { lang: 'zh', readerSays: ['模拟'], pagesSay: ['mock'] },
  { lang: 'zh', readerSays: ['伪造'], pagesSay: ['fake', '假'] },
  { lang: 'zh', readerSays: ['桩函数', '存根', '桩'], pagesSay: ['stub', 'mock'] },
  { lang: 'zh', readerSays: ['间谍', '监视'], pagesSay: ['spy'] },
  { lang: 'zh', readerSays: ['夹具'], pagesSay: ['fixture'] },
  { lang: 'zh', readerSays: ['快照'], pagesSay: ['snapshot'] },
  // Readers say 用例 for the rows of a table-driven test; the pages call them 一组数据 (site/glossary.ts).
  { lang: 'zh', readerSays: ['用例'], pagesSay: ['测试用例', '数据'] },
  { lang: 'zh', readerSays: ['保存'], pagesSay: ['存放', '写入', '存储'] },
  { lang: 'zh', readerSays: ['计时器'], pagesSay: ['定时器', 'timer'] },
  { lang: 'zh', readerSays: ['定时器'], pagesSay: ['timer'] },
  { lang: 'zh', readerSays: ['别名'], pagesSay: ['alias'] },
  { lang: 'zh', readerSays: ['环境'], pagesSay: ['environment'] },
  { lang: 'zh', readerSays: ['全局'], pagesSay: ['globals'] },
  { lang: 'zh', readerSays: ['重试'], pagesSay: ['retry'] },
  { lang: 'zh', readerSays: ['跳过'], pagesSay: ['skip'] },
  { lang: 'zh', readerSays: ['钩子'], pagesSay: ['hook'] },
  { lang: 'zh', readerSays: ['插件'], pagesSay: ['plugin'] },
  { lang: 'zh', readerSays: ['缓存'], pagesSay: ['cache'] },
  { lang: 'zh', readerSays: ['超时时间', '超时'], pagesSay: ['timeout'] },
  { lang: 'zh', readerSays: ['并发', '并行'], pagesSay: ['concurrent', 'pool'] },
  { lang: 'zh', readerSays: ['覆盖率'], pagesSay: ['coverage'] },
  { lang: 'zh', readerSays: ['排除'], pagesSay: ['exclude'] },
  { lang: 'zh', readerSays: ['根目录'], pagesSay: ['root'] },
  { lang: 'zh', readerSays: ['构建'], pagesSay: ['build'] },
  { lang: 'zh', readerSays: ['测试'], pagesSay: ['test'] },
  { lang: 'zh', readerSays: ['参数化'], pagesSay: ['each'] },
  { lang: 'zh', readerSays: ['单仓多包', '多包仓库', '单体仓库', '大仓'], pagesSay: ['monorepo', 'projects'] },
  { lang: 'zh', readerSays: ['持续集成'], pagesSay: ['ci'] },
  { lang: 'zh', readerSays: ['第一次失败', '首次失败', '遇到失败就停', '失败就停止', '快速失败'], pagesSay: ['bail'] },
  { lang: 'zh', readerSays: ['报告格式', '测试报告'], pagesSay: ['reporter', 'reporters'] },
  { lang: 'zh', readerSays: ['只跑失败', '只运行失败', '重跑失败'], pagesSay: ['onlyfailures'] },
  { lang: 'zh', readerSays: ['浏览器环境', 'dom 环境'], pagesSay: ['jsdom', 'happy-dom', 'testenvironment'] },
];
