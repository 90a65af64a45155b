import type { SocialLink as SocialLinkConfig } from '@rspress/core';
import { useSite } from '@rspress/core/runtime';
import { IconArrowDown, SvgWrapper, useHoverGroup } from '@rspress/core/theme-original';
// Rspress's own rendering of one social link, kept for the non-link modes (text, img, dom), which are not links.
import { SocialLink } from '@rspress/core/dist/theme/components/SocialLinks/SocialLink.js';
import socialIcons from 'virtual-social-links';
import { useTooltip } from '../Tooltip';
// Rspress's look for the links; its component (which imports it) is replaced, so the stylesheet is imported here.
import '@rspress/core/dist/theme/components/SocialLinks/index.css';

/** SPEC-COVERAGE C8: social links shown inline; the rest go into a popup. */
const INLINE_MAX = 5;
/** Names that the icon name does not spell right once capitalised. */
const ICON_NAMES: Record<string, string> = { github: 'GitHub', gitlab: 'GitLab', x: 'X', youtube: 'YouTube', npm: 'npm' };

/** What a screen reader announces for an icon-only link: the service's name, or else the link's host. */
function linkName({ icon, content }: SocialLinkConfig): string {
  if (typeof icon === 'string') return ICON_NAMES[icon] ?? icon.charAt(0).toUpperCase() + icon.slice(1);
  try {
    return new URL(content).hostname;
  } catch {
    return content;
  }
}

function IconLink({ link }: { link: SocialLinkConfig }) {
  const name = linkName(link);
  const { triggerProps, bubble } = useTooltip(name);
  if ((link.mode ?? 'link') !== 'link') return <SocialLink link={link} />;
  const svg = typeof link.icon === 'string' ? socialIcons[link.icon] : link.icon.svg;
  return (
    <a
      href={link.content}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={name}
      {...triggerProps}
      className={`rp-social-links__item ${triggerProps.className}`}
    >
      <span className="rp-social-links__icon" aria-hidden="true" dangerouslySetInnerHTML={{ __html: svg }} />
      {bubble}
    </a>
  );
}

/** Rspress's social links (same markup, same popup beyond five) with a name on each icon-only link, and its tooltip. */
export function SocialLinks({ socialLinks: fromProps }: { socialLinks?: SocialLinkConfig[] }) {
  const { site } = useSite();
  const links = site.themeConfig.socialLinks ?? fromProps ?? [];
  const hidden = links.slice(INLINE_MAX);
  const { hoverGroup, handleMouseEnter, handleMouseLeave } = useHoverGroup({
    position: 'right',
    customChildren: hidden.length ? (
      <div className="rp-social-links__hidden">
        {hidden.map((link) => (
          <IconLink key={link.content} link={link} />
        ))}
      </div>
    ) : null,
  });
  if (!links.length) return null;
  return (
    <div className="rp-social-links" onMouseLeave={handleMouseLeave}>
      {links.slice(0, INLINE_MAX).map((link) => (
        <IconLink key={link.content} link={link} />
      ))}
      {hidden.length > 0 && <SvgWrapper icon={IconArrowDown} onMouseEnter={handleMouseEnter} fontSize={20} />}
      {hidden.length > 0 && hoverGroup}
    </div>
  );
}
