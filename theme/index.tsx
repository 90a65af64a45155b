// Our theme: Rspress's default theme, with the components below added or replaced. A replacement takes effect where
// Rspress's components import the name via '@rspress/core/theme' (this file): site/rspressInternals.ts lists each
// override with those components, and tests/unit/rspress-internals.test.ts checks that they still do.
export * from '@rspress/core/theme-original';
export { OptionMeta } from './OptionMeta';
// The Jest/Vitest → Rstest lookup table (site/migration.ts), on the migration lookup page only.
export { MigrationTable } from './MigrationTable';
// Overview pages: an 'Others' group for ungrouped pages, a group's own page as its first card, page descriptions.
export { Overview } from './Overview';
export { OverviewGroup } from './OverviewGroup';
// Landing page and navbar product menu (see each folder).
export { HomeFeature } from './HomeFeature';
export { HomeHero } from './HomeHero';
export { HomeLayout } from './HomeLayout';
export { bringHomeLayout } from './HomeLayout/page';
export { Layout } from './Layout';
// Behaviours Rspress lacks or handles differently (rows marked "ours" in tests/e2e/SPEC-COVERAGE.md): query-string
// page switches, navbar hiding and sizes, outline scroll throttle, delayed hash scroll, four package managers, failed
// page loads logged (here and, for link clicks, in theme/Link, which rspress.config.ts puts in place of Rspress's
// navigation hook).
export { Root } from './Root';
// Link navigation (theme/Link): Rspress's sidebar groups, search panel and home features take the hook from here; its
// Link imports it by a relative path, which rspress.config.ts aliases to the same module.
export { useLinkNavigate } from './Link/useLinkNavigate';
export { useActiveAnchor } from './ActiveAnchor';
export { useScrollAfterNav, useScrollReset } from './ScrollAfterNav';
export { PackageManagerTabs } from './PackageManagerTabs';
export { DocContent } from './DocContent';
// Navigation speed: reading progress and outline headings measured in the next frame, not in the middle of a page change.
export { ReadPercent, useReadPercent } from './ReadPercent';
export { useDynamicToc, useWatchToc } from './DynamicToc';
// Accessibility: keyboard-operable, named navbar controls, sidebar groups, tabs and page-title menu; heading
// anchors out of the tab order (MdxComponents); contrast-safe colours and focus rings (Root).
export { Nav } from './Nav';
export { SearchButton } from './SearchButton';
// The search panel's code is loaded on first use, not with every page (first-load budget).
export { SearchPanel } from './SearchPanel';
export { SocialLinks } from './SocialLinks';
export { SwitchAppearance } from './SwitchAppearance';
export { Sidebar } from './Sidebar';
export { Tabs } from './Tabs';
export { LlmsViewOptions } from './LlmsViewOptions';
export { getCustomMDXComponent } from './MdxComponents';
// Inline code in the outline, sidebar and prev/next links breaks after dots, not inside words (plugins/codeBreaks.ts).
export { renderInlineMarkdown } from './InlineMarkdown';
// Search engines: the 404 page is not to be indexed.
export { NotFoundLayout } from './NotFoundLayout';
