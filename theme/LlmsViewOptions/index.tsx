import { useI18n, useSite } from '@rspress/core/runtime';
import {
  copyToClipboard,
  IconAnthropic,
  IconDown,
  IconExternalLink,
  IconLink,
  IconOpenAI,
  type LlmsViewOptionsItem,
  type LlmsViewOptionsProps,
  SvgWrapper,
  useMdUrl,
} from '@rspress/core/theme-original';
import { type ReactNode, useId } from 'react';
import { classNames } from '../utils/classNames';
import { useLabels } from '../utils/labels';
import { useDisclosure } from '../utils/useDisclosure';
// Rspress's look for this menu; its component (which imports it) is replaced, so the stylesheets are imported here.
import '@rspress/core/dist/theme/components/Llms/index.css';
import '@rspress/core/dist/theme/components/Llms/LlmsViewOptions.css';
import './index.css';

const DEFAULT_OPTIONS: LlmsViewOptionsItem[] = ['markdownLink', 'chatgpt', 'claude'];

type MenuEntry = { title: string; icon?: ReactNode; href?: string; onClick?: () => void };

/** The built-in entries, by name: copy the page's Markdown address, or ask an assistant about it. */
function useBuiltInEntries(): Record<'markdownLink' | 'chatgpt' | 'claude', MenuEntry> {
  const t = useI18n();
  const { pathname } = useMdUrl();
  const markdownUrl = typeof window === 'undefined' ? 'loading' : new URL(pathname, window.location.origin).href;
  const prompt = `Read ${markdownUrl}, I want to ask questions about it.`;
  return {
    markdownLink: {
      title: t('copyMarkdownLinkText'),
      icon: <SvgWrapper icon={IconLink} />,
      onClick: () => copyToClipboard(markdownUrl),
    },
    chatgpt: {
      title: t('openInText', { name: 'ChatGPT' }),
      href: `https://chatgpt.com/?${new URLSearchParams({ hints: 'search', q: prompt })}`,
      icon: <SvgWrapper icon={IconOpenAI} />,
    },
    claude: {
      title: t('openInText', { name: 'Claude' }),
      href: `https://claude.ai/new?${new URLSearchParams({ q: prompt })}`,
      icon: <SvgWrapper icon={IconAnthropic} />,
    },
  };
}

/**
 * The arrow next to "Copy Markdown" under each page title. Rspress's is a nameless button with its menu inside it
 * (links nested in a button) and entries the keyboard cannot reach. Here: a named disclosure button, the menu
 * beside it, entries as links and buttons; Escape or focus leaving closes it. Same classes, same look.
 */
export function LlmsViewOptions({ options: fromProps }: LlmsViewOptionsProps) {
  const { site } = useSite();
  const { moreViewOptions } = useLabels();
  const builtIn = useBuiltInEntries();
  const { open, setOpen, buttonRef, containerProps } = useDisclosure();
  const menuId = useId();
  const llmsUI = site.themeConfig.llmsUI;
  const configured = typeof llmsUI === 'object' ? llmsUI.viewOptions : fromProps;
  const options = configured === false ? [] : (configured ?? DEFAULT_OPTIONS);
  const entries: MenuEntry[] = options.map((option) => (typeof option === 'string' ? builtIn[option] : option));
  if (!entries.length) return null;

  return (
    <div className="rs-llms-view-options" {...containerProps}>
      <button
        ref={buttonRef}
        type="button"
        className={classNames(
          'rp-llms-button rp-llms-view-options__trigger',
          open && 'rp-llms-view-options__trigger--active',
        )}
        aria-label={moreViewOptions}
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => setOpen(!open)}
      >
        <SvgWrapper
          icon={IconDown}
          className={classNames('rp-llms-view-options__arrow', open && 'rp-llms-view-options__arrow--rotated')}
        />
      </button>
      {/* Rendered once opened: the assistant links hold the page's address, known only in the browser. */}
      {open && (
      <div id={menuId} className="rp-llms-view-options__menu">
        {entries.map(({ title, icon, href, onClick }) => {
          const content = (
            <>
              <span className="rp-llms-view-options__item-icon">{icon}</span>
              <span>{title}</span>
            </>
          );
          return href ? (
            <a key={title} className="rp-llms-view-options__menu-item" href={href} target="_blank" rel="noopener noreferrer">
              {content}
              <span className="rp-llms-view-options__external-icon">
                <SvgWrapper icon={IconExternalLink} />
              </span>
            </a>
          ) : (
            <button
              key={title}
              type="button"
              className="rp-llms-view-options__menu-item"
              onClick={() => {
                onClick?.();
                setOpen(false);
              }}
            >
              {content}
            </button>
          );
        })}
      </div>
      )}
    </div>
  );
}
