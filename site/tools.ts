/**
 * The Rstack toolchain, in one place: the landing page's tool block shows the six tools, the navbar's
 * product menu lists them plus the ecosystem index. A tool is a menu link: name, desc (Chinese), descEn, logo,
 * logoScale, url, urlEn (the product menu: SPEC-COVERAGE L8–L10).
 */
export interface MenuLink {
  name: string;
  /** Short description in Chinese. */
  desc: string;
  /** Short description in English. */
  descEn: string;
  /** Logo: a path on this site (docs/public), requested only once the logo is shown. */
  logo: string;
  /** Scale applied to the logo inside its box, for artwork with more or less padding than the others. */
  logoScale?: number;
  /** Link for Chinese readers. */
  url: string;
  /** Link for English readers. */
  urlEn: string;
}

export interface Tool extends MenuLink {
  /** The address as the tool block prints it, without protocol. */
  displayUrl: string;
}

/**
 * The tools' logos, served by this site from docs/public/tools/ (no request to another host). Each is the tool's
 * official logo from the Rstack team's design resources (licence CC BY-NC-SA 4.0), the repository laid out like
 * the assets host the tools' own sites load them from (https://assets.rspack.rs/<tool>/<tool>-logo.svg):
 * github.com/rstackjs/rstack-design-resources@d59d97e91d0b635cf3f1b7cb8be7a3fcc09bff13
 *   rspack.svg   ← rspack/rspack-logo.svg      19,890 B, as is
 *   rsbuild.svg  ← rsbuild/rsbuild-logo.svg    21,007 B, as is
 *   rspress.svg  ← rspress/rspress-logo.svg    25,959 B, as is; the same file as
 *                  web-infra-dev/rspress@84d58f030e7a75d00119ec1ed174fa0d179cc291 website/rspress-logo.svg
 *   rslib.svg    ← rslib/rslib-logo.svg        51,791 B; path coordinates rounded to whole units (of 1110): 36,287 B
 *   rsdoctor.svg ← rsdoctor/rsdoctor-logo.svg  30,466 B, as is
 *   rstest.svg   ← rstest/rstest-logo.svg      34,621 B; coordinates rounded to 0.1 unit (of 217): 29,538 B;
 *                  the same file as web-infra-dev/rstest@8a2dd9d5e1b719155b6577c7e502ba96f9e11328
 *                  packages/browser-ui/src/rstest-logo.svg
 * Each file starts with a comment naming its origin and licence. The rounding moves no point by more than 0.05 % of
 * the artwork's size, invisible at the 32–40 px the site shows them. tests/unit/tools.test.ts checks the files.
 */
const logoPath = (slug: string) => `/tools/${slug}.svg`;

/** A product of the toolchain, hosted at `https://<host>/` with its Chinese docs under `/zh/`. */
function tool(name: string, host: string, descEn: string, desc: string): Tool {
  const slug = name.toLowerCase();
  return {
    name,
    desc,
    descEn,
    logo: logoPath(slug),
    url: `https://${host}/zh/`,
    urlEn: `https://${host}/`,
    displayUrl: host,
  };
}

export const TOOLS: readonly Tool[] = [
  tool('Rspack', 'rspack.rs', 'Fast Rust-based web bundler', '基于 Rust 的高性能 Web 打包工具'),
  tool('Rsbuild', 'rsbuild.rs', 'Rspack-based build tool', '基于 Rspack 的构建工具'),
  tool('Rspress', 'rspress.rs', 'Static site generator', '静态站点生成器'),
  tool('Rslib', 'rslib.rs', 'Library development tool', '库开发工具'),
  tool('Rsdoctor', 'rsdoctor.rs', 'Build analyzer', '构建分析工具'),
  tool('Rstest', 'rstest.rs', 'Testing framework', '测试框架'),
];

const AWESOME_RSTACK_URL = 'https://github.com/web-infra-dev/awesome-rstack';

/** The seven entries of the navbar's product menu: the tools, then the ecosystem index. */
export const MENU_LINKS: readonly MenuLink[] = [
  ...TOOLS,
  {
    name: 'Awesome Rstack',
    desc: 'Rstack 生态资源精选',
    descEn: 'Curated Rstack ecosystem resources',
    // Our own stack icon, served by this site: the index has no logo of its own.
    logo: '/rstack-ecosystem.svg',
    url: AWESOME_RSTACK_URL,
    urlEn: AWESOME_RSTACK_URL,
  },
];

export type MenuLang = 'en' | 'zh';

/** The name of the menu's trigger button, for screen readers. */
export const MENU_LABEL: Record<MenuLang, string> = {
  en: 'Rstack tools',
  zh: 'Rstack 工具链',
};

/** Picks the text and link of an entry for a language. */
export const localize = (link: MenuLink, lang: MenuLang) =>
  lang === 'zh' ? { desc: link.desc, url: link.url } : { desc: link.descEn, url: link.urlEn };
