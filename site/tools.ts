/**
 * The Rstack toolchain, in one place: the landing page's tool block shows the six tools, the navbar's
 * product menu lists them plus the ecosystem index. Field names follow SPEC §3 "Menu link".
 */
export interface MenuLink {
  name: string;
  /** Short description in Chinese. */
  desc: string;
  /** Short description in English. */
  descEn: string;
  /** Logo URL. Loaded only when shown; a monogram in `color` stands in while it is missing or unreachable. */
  logo: string;
  /** Scale applied to the logo inside its box, for artwork with more or less padding than the others. */
  logoScale?: number;
  /** Link for Chinese readers. */
  url: string;
  /** Link for English readers. */
  urlEn: string;
  /** Background of the monogram fallback; white text must stay readable on it. */
  color: string;
}

export interface Tool extends MenuLink {
  /** The address as the tool block prints it, without protocol. */
  displayUrl: string;
}

/** A product of the toolchain, hosted at `https://<host>/` with its Chinese docs under `/zh/`. */
function tool(name: string, host: string, color: string, descEn: string, desc: string): Tool {
  const slug = name.toLowerCase();
  return {
    name,
    desc,
    descEn,
    logo: `https://assets.rspack.rs/${slug}/${slug}-logo.svg`,
    url: `https://${host}/zh/`,
    urlEn: `https://${host}/`,
    displayUrl: host,
    color,
  };
}

export const TOOLS: readonly Tool[] = [
  tool('Rspack', 'rspack.rs', '#c2410c', 'Fast Rust-based web bundler', '基于 Rust 的高性能 Web 打包工具'),
  tool('Rsbuild', 'rsbuild.rs', '#0e7490', 'Rspack-based build tool', '基于 Rspack 的构建工具'),
  tool('Rspress', 'rspress.rs', '#6d28d9', 'Static site generator', '静态站点生成器'),
  tool('Rslib', 'rslib.rs', '#15803d', 'Library development tool', '库开发工具'),
  tool('Rsdoctor', 'rsdoctor.rs', '#1d4ed8', 'Build analyzer', '构建分析工具'),
  tool('Rstest', 'rstest.rs', '#be123c', 'Testing framework', '测试框架'),
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
    color: '#4b5563',
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
