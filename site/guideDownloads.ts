// The words of the "Download this example" section that plugins/guideDownloads.ts puts at the end of every guide
// with a fixture project, in both languages. tests/unit/glossary.test.ts checks the Chinese ones like any UI string.

export type DownloadLang = 'en' | 'zh';

/** What the section says about one archive. */
export interface DownloadFacts {
  /** The archive's file name, `mocking.zip`. */
  file: string;
  /** Its size as shown, `6.2 kB`. */
  size: string;
  /** How many files it holds, package.json included. */
  files: number;
  /**
   * The command that runs the project's tests once installed: `npm test`, or `npx rstest run` without a script; none
   * for examples the page runs one by one on several releases (the upgrade guides).
   */
  testCommand?: string;
  /** Each package and the versions the test suite ran the project with, @rstest/core first: `['@rstest/core', ['0.12.0']]`. */
  verifiedWith: [name: string, versions: string[]][];
}

/** A run of text, or of inline code. */
export type Part = string | { code: string };

export interface DownloadStrings {
  heading: string;
  /** The link's text. */
  link: (facts: DownloadFacts) => string;
  /** What follows the link, up to the end of its paragraph. */
  afterLink: (facts: DownloadFacts) => Part[];
  /** The "Verified with" line. */
  verified: (facts: DownloadFacts) => Part[];
}

const code = (text: string) => ({ code: text });

/**
 * Each package as code, then its versions: `a` 1, `b` 2 and `c` 3. `words.and` joins the versions of one package
 * and the last two packages, `words.andThen` the last two when a package lists several versions.
 */
const packages = (verifiedWith: [string, string[]][], words: { separator: string; and: string; andThen: string }): Part[] => {
  const last = verifiedWith.some(([, versions]) => versions.length > 1) ? words.andThen : words.and;
  return verifiedWith.flatMap(([name, versions], i) => [
    ...(i === 0 ? [] : [i === verifiedWith.length - 1 ? last : words.separator]),
    code(name),
    ` ${versions.join(words.and)}`,
  ]);
};

export const DOWNLOAD_STRINGS: Record<DownloadLang, DownloadStrings> = {
  en: {
    heading: 'Download this example',
    link: ({ file }) => `Download ${file}`,
    afterLink: ({ size, files, testCommand }) => [
      ` (${size}): the complete project of this guide, ${files} files including a `,
      code('package.json'),
      '. Unpack it, run ',
      code('npm install'),
      ...(testCommand ? [' in its folder, then ', code(testCommand), '.'] : [' in its folder, then run each example with the command this page gives it.']),
    ],
    verified: ({ verifiedWith }) => ['Verified with ', ...packages(verifiedWith, { separator: ', ', and: ' and ', andThen: ', and ' }), '.'],
  },
  zh: {
    heading: '下载本示例',
    link: ({ file }) => `下载 ${file}`,
    afterLink: ({ size, files, testCommand }) => [
      `（${size}）：本指南的完整项目，共 ${files} 个文件，含 `,
      code('package.json'),
      '。解压后在其目录中运行 ',
      code('npm install'),
      ...(testCommand ? ['，再运行 ', code(testCommand), '。'] : ['，再用本页给出的命令逐个运行示例。']),
    ],
    verified: ({ verifiedWith }) => ['已用 ', ...packages(verifiedWith, { separator: '、', and: ' 和 ', andThen: ' 以及 ' }), ' 验证。'],
  },
};

/** The section's heading id, the same in both languages. */
export const DOWNLOAD_HEADING_ID = 'download';

/** A size as the section shows it: `6.2 kB` (1 kB = 1000 bytes, as the site's size budget counts). */
export const formatSize = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;
