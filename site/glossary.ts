/**
 * The Chinese glossary: how the Chinese pages and UI strings render each English term. One place, read by
 * tests/unit/glossary.test.ts (which fails on a forbidden form in Chinese prose) and by the search engine
 * (a forbidden form stays findable: searching it finds the chosen term).
 *
 * `zh` is the form to write. `avoid` lists forms that must not appear in Chinese prose (code, inline code and
 * link targets are not prose). A term kept in English is written in Latin letters with a space on each side
 * next to Chinese text, e.g. "创建一个 mock 函数".
 */
export interface GlossaryEntry {
  /** The English term as the English pages use it. */
  en: string;
  /** The Chinese form the site uses. */
  zh: string;
  /** Forms that must not appear in Chinese prose. Latin forms match whole words, case-insensitively. */
  avoid: readonly string[];
  /** When the term stays in English, or how to tell it from a near neighbour. */
  note?: string;
  /** What the search reads an avoided form as, where the chosen form alone would drop a word (模拟函数 → mock 函数). */
  searchAs?: Readonly<Record<string, string>>;
  /**
   * Avoided forms a plain list cannot say (a letter case, a neighbour): each pattern must not match Chinese prose.
   * Prose is what the reader reads: code, inline code and link targets are left out, so a rule needs no exception
   * for them.
   */
  patterns?: readonly { pattern: RegExp; advice: string }[];
  /** The id of the section heading this term names: every Chinese heading with that id reads `zh`. */
  heading?: string;
}

export const GLOSSARY: readonly GlossaryEntry[] = [
  {
    en: 'watch mode',
    zh: 'watch 模式',
    avoid: ['监听模式', '观察模式', '监视模式'],
    patterns: [{ pattern: /Watch 模式/u, advice: 'write watch 模式, in lower case even at the start of a line or a title' }],
    note: 'Kept in English and in lower case, as the `--watch` flag and the terminal output say it. 监听 is reserved for nothing: see spy.',
  },
  {
    en: 'spy, spyOn',
    zh: 'spy',
    avoid: ['监听', '监视', '间谍'],
    note: 'Kept in English ("用 `rstest.spyOn` 创建 spy"); 监听 would read as watch mode.',
  },
  {
    en: 'mock, mock function',
    zh: 'mock',
    avoid: ['模拟函数', '模拟模块', '模拟对象'],
    searchAs: { 模拟函数: 'mock 函数', 模拟模块: '模块 mock', 模拟对象: 'mock 对象' },
    note: 'Kept in English as a noun and a verb ("mock 函数", "mock 整个模块"). 模拟 stays fine for simulating something, e.g. a DOM.',
  },
  {
    en: 'stub',
    zh: 'stub',
    avoid: ['存根', '桩函数'],
    note: 'Kept in English, as in `stubGlobal` and `stubEnv`.',
  },
  {
    en: 'fake timers',
    zh: '假定时器',
    avoid: ['模拟计时器', '模拟定时器', '假计时器', '虚拟计时器', '虚拟定时器', '伪定时器'],
  },
  {
    en: 'timer',
    zh: '定时器',
    avoid: ['计时器'],
  },
  {
    en: 'matcher',
    zh: '匹配器',
    avoid: ['matcher', 'matchers'],
    note: 'Asymmetric matcher: 非对称匹配器.',
  },
  {
    en: 'reporter',
    zh: 'reporter',
    avoid: ['报告器', '报告者', '报告程序'],
    note: 'Kept in English, as in the `reporters` option. A report (the output) is 报告.',
  },
  {
    en: 'provider (coverage, browser)',
    zh: 'provider',
    avoid: ['提供者', '提供程序', '提供方'],
    note: 'Kept in English, as in `coverage.provider` and `browser.provider`.',
  },
  {
    en: 'worker pool, pool',
    zh: 'worker 池',
    avoid: ['进程池', '线程池', '工作池'],
    note: 'The pool may hold processes (`forks`) or threads (`threads`): name the pool by its workers, not by one kind.',
  },
  {
    en: 'compile-time constant',
    zh: '编译时常量',
    avoid: ['编译期常量'],
  },
  {
    en: 'test case',
    zh: '测试用例',
    avoid: ['每个用例', '一个用例声明', '为每个用例'],
    note: 'A row of a `.each` / `.for` table is 一组数据 (or 每一行), never 用例: each row produces a test.',
  },
  {
    en: 'snapshot',
    zh: '快照',
    avoid: [],
    note: 'Inline snapshot: 内联快照; snapshot serializer: 快照序列化器.',
  },
  {
    en: 'coverage',
    zh: '覆盖率',
    avoid: ['覆盖度', '代码覆盖范围'],
  },
  {
    en: 'hook (beforeEach, afterAll…)',
    zh: '钩子',
    avoid: ['挂钩', '勾子'],
  },
  {
    en: 'assertion',
    zh: '断言',
    avoid: [],
  },
  {
    en: 'test suite (describe block)',
    zh: '测试套件',
    avoid: ['测试组件', '测试集合'],
    patterns: [{ pattern: /(?<!测试)套件/u, advice: 'write 测试套件 (嵌套的测试套件, 该测试套件), not a bare 套件' }],
    note: 'Never shortened to 套件, not even on a second mention: a bare 套件 reads as a kit or a bundle of packages.',
  },
  {
    en: 'setup file',
    zh: 'setup 文件',
    avoid: ['设置文件', '安装文件', '初始化文件'],
    note: 'Global setup file (`globalSetup`): 全局 setup 文件.',
  },
  {
    en: 'glob pattern',
    zh: 'glob 模式',
    avoid: ['通配模式', 'glob 表达式'],
  },
  {
    en: 'timeout',
    zh: '超时时间',
    avoid: ['超时期限', '超时时限'],
  },
  {
    en: 'in-source test',
    zh: '源码内测试',
    avoid: ['源内测试', '内联测试'],
  },
  {
    en: 'test environment',
    zh: '测试环境',
    avoid: ['测试运行环境'],
  },
  {
    en: 'environment variable',
    zh: '环境变量',
    avoid: ['环境参数'],
  },
  {
    en: 'configuration option',
    zh: '配置项',
    avoid: ['配置选项'],
    note:
      'A key of the Rstest config (`testTimeout`, `coverage.provider`, and the Rsbuild keys Rstest accepts: `source`, `tools`…) is 配置项, also in a list or a table header. ' +
      '选项 is for the fields of an options object handed to something else: a function (`rs.useFakeTimers(options)`, the test options), a reporter (`[name, options]`), a provider, a DOM environment, SWC. ' +
      'glossary.test.ts flags 选项 right after the name of an Rstest configuration option (`` `testTimeout` 选项 ``); where that name means a test option instead (`retry` of `test(name, options, fn)`), write 测试选项 `retry`. ' +
      'A CLI flag is 命令行参数 or 标志; an API argument is 参数.',
  },
  {
    en: 'DOM-like',
    zh: '类 DOM',
    avoid: ['这类类 DOM'],
  },
  {
    en: 'received value',
    zh: '实际值',
    avoid: ['接收值', '接收到的值'],
    note: 'The value given to `expect` (`received` in the failure messages, which stay as printed, in inline code); its counterpart is 期望值. What a mock function was called with is its 参数.',
  },
  {
    en: 'predicate',
    zh: '判定函数',
    avoid: ['断言函数', '自定义判断', '谓词'],
    searchAs: { 断言函数: '断言' },
    note: 'A function that returns true or false for a value (`toSatisfy`, `expect.toSatisfy`). 断言函数 would read as a function that asserts, i.e. throws.',
  },
  {
    en: 'obsolete (snapshot)',
    zh: '过时',
    avoid: ['obsolete', '废弃的快照', '废弃快照'],
    searchAs: { 废弃的快照: '过时的快照', 废弃快照: '过时快照' },
    note: 'A stored snapshot that no assertion reads any more: 过时的快照, 过时条目. The summary prints `obsolete`: quote it as inline code. 废弃 is for a deprecated API (已废弃的别名).',
  },
  {
    en: 'key (of an object, a Map, a snapshot)',
    zh: '键',
    avoid: ['key', 'keys', '键名'],
    note: 'Inline code when it names a parameter or a placeholder (`key`). A keyboard key is 按键 (快捷键).',
  },
  {
    en: 'Pitfalls (section heading)',
    zh: '注意事项',
    avoid: ['常见陷阱'],
    heading: 'pitfalls',
    note: 'The closing section of the option, API and guide pages is `## 注意事项 {#pitfalls}`. 陷阱 stays fine in a sentence (最常见的陷阱).',
  },
  {
    en: 'folder, directory',
    zh: '目录',
    avoid: ['文件夹'],
    note: 'Both English words are 目录, as in 输出目录 and 工作目录.',
  },
  {
    en: 'millisecond (ms)',
    zh: '毫秒',
    avoid: [],
    patterns: [
      { pattern: /\d\s*毫秒/u, advice: 'after a number write ms, with a space: 5000 ms' },
      { pattern: /\dms(?![\w-])/u, advice: 'put a space between the number and ms: 5000 ms' },
      { pattern: /(?<!\d )(?<![\w-])ms(?![\w-])/u, advice: 'write 毫秒 where no number comes before it (超时时间（毫秒）、`interval` 毫秒); ms only after a number (5000 ms)' },
    ],
    note: 'A number of milliseconds takes the unit symbol, as the values in code and the terminal do: 5000 ms, 10000 ms. Anywhere else the unit is a word: 超时时间（毫秒）、多少毫秒、`interval` 毫秒.',
  },
  {
    en: 'source file',
    zh: '源文件',
    avoid: ['源码文件', '源代码文件'],
    note: 'A file of the code under test, as opposed to a test file. 源码 alone stays fine for the code itself (源码内测试).',
  },
  {
    en: 'Promise',
    zh: 'Promise',
    avoid: [],
    patterns: [
      {
        pattern: /(?<![\w-])(?:promise|promises|Promises)(?![\w-])/u,
        advice: 'write Promise, capitalised and without a plural, as the JavaScript class; a variable named promise goes in inline code',
      },
    ],
    note: 'Its states and verbs stay in English where the API names them: resolve、reject、pending、thenable.',
  },
];

/** Every avoided form with the chosen form it stands for: search treats the two as synonyms. */
export const AVOIDED_FORMS: ReadonlyMap<string, string> = new Map(
  GLOSSARY.flatMap((entry) => entry.avoid.map((form) => [form.toLowerCase(), entry.searchAs?.[form] ?? entry.zh] as const)),
);
