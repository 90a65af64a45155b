import { type TabProps, type TabsProps, useStorageValue } from '@rspress/core/theme-original';
import {
  Children,
  Fragment,
  forwardRef,
  isValidElement,
  type KeyboardEvent,
  type ReactElement,
  type ReactNode,
  useId,
  useRef,
  useState,
} from 'react';
import { classNames } from '../utils/classNames';
// Rspress's tabs look; its component (which imports it) is replaced, so the stylesheet is imported here.
import '@rspress/core/dist/theme/components/Tabs/index.css';
import './index.css';

/** Prefix of the local-storage key that remembers a tab group's choice (SPEC-COVERAGE O3). */
const GROUP_ID_PREFIX = 'rspress.tabs.';

interface TabEntry {
  label: ReactNode;
  value?: string;
  disabled?: boolean;
  content: ReactNode;
}

function tabEntries(children: ReactElement<TabProps>[], values: TabsProps['values']): TabEntry[] {
  if (values?.length) {
    return values.map((item, index) => ({
      ...item,
      content: children.find((child) => child.props.value === item.value) ?? children[index],
    }));
  }
  return children.map((child, index) => ({
    label: child.props.label ?? index,
    value: child.props.value,
    disabled: child.props.disabled,
    content: child,
  }));
}

/** Where an arrow, Home or End key moves the selection in a row of tabs (wrapping), skipping disabled ones. */
function nextIndex(key: string, current: number, tabs: TabEntry[]): number | undefined {
  const enabled = tabs.flatMap((tab, index) => (tab.disabled ? [] : [index]));
  if (key === 'Home') return enabled[0];
  if (key === 'End') return enabled[enabled.length - 1];
  const step = ({ ArrowRight: 1, ArrowDown: 1, ArrowLeft: -1, ArrowUp: -1 } as Record<string, number>)[key];
  if (!step || !enabled.length) return undefined;
  const position = enabled.indexOf(current);
  return enabled[(position + step + enabled.length) % enabled.length];
}

/**
 * Rspress's tabs (same classes, same remembered choice per group) as a WAI-ARIA tab list: the labels are buttons
 * with role "tab", the selected one is the single tab stop and arrow keys, Home and End move between them; hidden
 * panels are `display: none` rather than `aria-hidden` with focusable code buttons inside.
 */
export const Tabs = forwardRef<HTMLDivElement, TabsProps>(function Tabs(props, ref) {
  const {
    values,
    defaultIndex,
    defaultValue,
    onChange,
    children: rawChildren,
    groupId,
    tabPosition = 'left',
    className,
    labelItemClassName,
    contentItemClassName,
    keepDOM = true,
  } = props;
  const children = Children.toArray(rawChildren).filter(isValidElement) as ReactElement<TabProps>[];
  const tabs = tabEntries(children, values);
  const valueIndex = defaultValue === undefined ? -1 : tabs.findIndex((tab) => tab.value === defaultValue);
  const initialIndex = valueIndex === -1 ? (defaultIndex ?? 0) : valueIndex;
  const [localIndex, setLocalIndex] = useState(initialIndex);
  const [storedIndex, setStoredIndex] = useStorageValue(`${GROUP_ID_PREFIX}${groupId}`, String(initialIndex));
  const current = groupId ? Number(storedIndex) : localIndex;
  const baseId = useId();
  const labelsRef = useRef<HTMLDivElement>(null);

  if (import.meta.env.SSG_MD) {
    // The page's Markdown copy (llms.txt) lists every tab.
    return tabs.map(({ label, content }, index) => (
      <Fragment key={index}>
        {`\n**${label}**\n\n`}
        {content}
        {'\n'}
      </Fragment>
    ));
  }

  const select = (index: number) => {
    if (tabs[index]?.disabled) return;
    onChange?.(index);
    if (groupId) setStoredIndex(String(index));
    else setLocalIndex(index);
  };
  const moveWithKeys = (event: KeyboardEvent) => {
    const index = nextIndex(event.key, current, tabs);
    if (index === undefined) return;
    event.preventDefault();
    select(index);
    labelsRef.current?.querySelectorAll<HTMLElement>('[role="tab"]')[index]?.focus();
  };

  return (
    <div className={classNames('rp-tabs', className)} ref={ref}>
      {tabs.length > 0 && (
        <div
          ref={labelsRef}
          role="tablist"
          className="rp-tabs__label rp-tabs__label--no-scrollbar"
          style={{ justifyContent: tabPosition === 'center' ? 'center' : 'flex-start' }}
          onKeyDown={moveWithKeys}
        >
          {tabs.map(({ label, value, disabled }, index) => {
            const selected = index === current;
            return (
              <button
                key={value ?? index}
                type="button"
                role="tab"
                id={`${baseId}-tab-${index}`}
                aria-selected={selected}
                aria-controls={`${baseId}-panel-${index}`}
                tabIndex={selected ? 0 : -1}
                disabled={disabled}
                className={classNames(
                  'rp-tabs__label__item',
                  selected ? 'rp-tabs__label__item--selected' : 'rp-tabs__label__item--not-selected',
                  labelItemClassName,
                )}
                data-index={index}
                onClick={() => select(index)}
              >
                {label}
              </button>
            );
          })}
        </div>
      )}
      <div className="rp-tabs__content">
        {tabs.map(({ value, content }, index) => {
          const selected = index === current;
          if (!keepDOM && !selected) return null;
          return (
            <div
              key={value ?? index}
              role="tabpanel"
              id={`${baseId}-panel-${index}`}
              aria-labelledby={`${baseId}-tab-${index}`}
              className={classNames(
                'rp-tabs__content__item',
                selected ? 'rp-tabs__content__item--active' : 'rp-tabs__content__item--hidden',
                contentItemClassName,
              )}
              data-index={index}
            >
              {content}
            </div>
          );
        })}
      </div>
    </div>
  );
});
