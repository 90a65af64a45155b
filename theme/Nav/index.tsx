import { useNav, useSite } from '@rspress/core/runtime';
import { type Nav as BaseNav, NavHamburger, NavTitle, Search, SocialLinks, SwitchAppearance } from '@rspress/core/theme';
import { NavMenu, NavMenuDivider, NavVersions } from '@rspress/core/dist/theme/components/Nav/NavMenu.js';
import { isDarkModeSwitchEnabled } from '@rspress/shared';
import type { ComponentProps } from 'react';
import { LanguageMenu } from '../LanguageMenu';
// Rspress's navbar look; its component (which imports it) is replaced, so the stylesheet is imported here.
import '@rspress/core/dist/theme/components/Nav/index.css';

/**
 * Rspress's navbar, the same markup and slots, with the keyboard-operable LanguageMenu in place of its hover-only
 * language switcher (which Rspress's navbar renders directly, so only a navbar of our own can replace it).
 */
export function Nav(props: ComponentProps<typeof BaseNav>) {
  const { beforeNavTitle, afterNavTitle, beforeNavMenu, afterNavMenu, navTitle } = props;
  const { beforeLeftNavItems, afterLeftNavItems, beforeRightNavItems, afterRightNavItems } = props;
  const navList = useNav();
  const { site } = useSite();
  const hasAppearanceSwitch = isDarkModeSwitchEnabled(site.themeConfig.darkMode);
  return (
    <header className="rp-nav">
      <div className="rp-nav__left">
        {beforeNavTitle}
        {navTitle ?? <NavTitle />}
        <NavMenu
          menuItems={navList}
          position="left"
          beforeNavItems={beforeLeftNavItems}
          afterNavItems={afterLeftNavItems}
        />
        {afterNavTitle}
      </div>
      <div className="rp-nav__right">
        {beforeNavMenu}
        <Search />
        <NavMenu
          menuItems={navList}
          position="right"
          beforeNavItems={beforeRightNavItems}
          afterNavItems={afterRightNavItems}
        />
        <div className="rp-nav__others">
          <NavMenuDivider />
          <LanguageMenu />
          <NavVersions />
          {hasAppearanceSwitch && <SwitchAppearance />}
          <SocialLinks />
        </div>
        <NavHamburger
          beforeLeftNavItems={beforeLeftNavItems}
          afterLeftNavItems={afterLeftNavItems}
          beforeRightNavItems={beforeRightNavItems}
          afterRightNavItems={afterRightNavItems}
        />
        {afterNavMenu}
      </div>
    </header>
  );
}
