import type { NormalizedSidebarGroup, SidebarData } from '@rspress/core';
import { useActiveMatcher } from '@rspress/core/runtime';
import { IconArrowRight, SvgWrapper, useLinkNavigate } from '@rspress/core/theme';
// Rspress's sidebar pieces, reused as they are; only the group (below) changes.
import { SidebarDivider } from '@rspress/core/dist/theme/components/Sidebar/SidebarDivider.js';
import { SidebarItem, SidebarItemRaw } from '@rspress/core/dist/theme/components/Sidebar/SidebarItem.js';
import { SidebarSectionHeader } from '@rspress/core/dist/theme/components/Sidebar/SidebarSectionHeader.js';
import {
  isSidebarDivider,
  isSidebarGroup,
  isSidebarSectionHeader,
} from '@rspress/core/dist/theme/components/Sidebar/utils.js';
import { type Dispatch, type SetStateAction, useId } from 'react';
// Rspress's look for groups; its group component (which imports it) is replaced, so the stylesheet is imported here.
import '@rspress/core/dist/theme/components/Sidebar/SidebarGroup.css';
import './index.css';
import { useSidebarState } from './useSidebarState';

type SetSidebarData = Dispatch<SetStateAction<SidebarData>>;
type Entry = SidebarData[number];

/** The sidebar data with the group at `path` (indexes from the root) collapsed or expanded. */
function toggleGroup(data: SidebarData, path: number[]): SidebarData {
  const next = [...data];
  let group = next[path[0]] as NormalizedSidebarGroup;
  for (const index of path.slice(1)) group = group.items[index] as NormalizedSidebarGroup;
  group.collapsed = !group.collapsed;
  return next;
}

const Chevron = ({ collapsed }: { collapsed: boolean }) => (
  <SvgWrapper
    icon={IconArrowRight}
    aria-hidden="true"
    style={{ transition: 'transform 0.2s ease-out', transform: collapsed ? 'rotate(0deg)' : 'rotate(90deg)' }}
  />
);

function Entries({ items, depth, path, setSidebarData, className }: {
  items: Entry[];
  depth: number;
  path: number[];
  setSidebarData: SetSidebarData;
  className?: string;
}) {
  return items.map((item, index) => {
    if (isSidebarDivider(item)) return <SidebarDivider key={index} depth={depth} dividerType={item.dividerType} />;
    if (isSidebarSectionHeader(item)) return <SidebarSectionHeader key={index} {...item} />;
    if (isSidebarGroup(item)) {
      return (
        <SidebarGroup
          key={`${item.text}-${index}`}
          item={item}
          depth={depth}
          path={[...path, index]}
          setSidebarData={setSidebarData}
          className={className}
        />
      );
    }
    return <SidebarItem key={index} item={item} depth={depth} className={className} />;
  });
}

/**
 * A sidebar group, as Rspress's, with two keyboard fixes: a group without a page of its own (a `div` in Rspress)
 * gets its chevron as a button, named by the group and stating whether it is expanded; and a collapsed group's
 * links are inert, so that Tab skips what is hidden. A group with a page stays a link (clicked again, it toggles).
 */
function SidebarGroup({ item, depth, path, setSidebarData, className }: {
  item: NormalizedSidebarGroup;
  depth: number;
  path: number[];
  setSidebarData: SetSidebarData;
  className?: string;
}) {
  const activeMatcher = useActiveMatcher();
  const navigate = useLinkNavigate();
  const itemsId = useId();
  const { collapsed = false, collapsible = true } = item;
  const active = Boolean(item.link && activeMatcher(item.link));
  const toggle = () => collapsible && setSidebarData((data) => toggleGroup(data, path));
  const chevron = collapsible && <Chevron collapsed={collapsed} />;
  return (
    <>
      <SidebarItemRaw
        active={active}
        link={item.link}
        icon={item.icon}
        tag={item.tag}
        text={item.text}
        context={item.context}
        className={['rp-sidebar-group', className].filter(Boolean).join(' ')}
        depth={depth}
        onClick={(event) => {
          // Same as Rspress: a link opens its page; on its own page (or when collapsed) it also toggles the group.
          if (item.link && !active && !collapsed) return void navigate(item.link);
          event.stopPropagation();
          if (item.link) navigate(item.link).then(toggle);
          else toggle();
        }}
        right={
          item.link || !chevron ? (
            chevron
          ) : (
            // Clicks bubble to the row, which toggles; this button gives the row a keyboard stop and a state.
            <button
              type="button"
              className="rs-sidebar-group__toggle"
              aria-label={item.text}
              aria-expanded={!collapsed}
              aria-controls={itemsId}
            >
              {chevron}
            </button>
          )
        }
      />
      <div
        id={itemsId}
        style={{ display: 'grid', gridTemplateRows: collapsed ? '0fr' : '1fr', transition: 'grid-template-rows 0.2s ease-out' }}
        inert={collapsed}
      >
        <div style={{ overflow: 'hidden' }}>
          <Entries
            items={item.items}
            depth={depth + 1}
            path={path}
            setSidebarData={setSidebarData}
            className="rp-sidebar-item--group-item"
          />
        </div>
      </div>
    </>
  );
}

/** Rspress's sidebar with keyboard-operable groups (see SidebarGroup). */
export function Sidebar() {
  const [sidebarData, setSidebarData] = useSidebarState();
  return <Entries items={sidebarData} depth={0} path={[]} setSidebarData={setSidebarData} />;
}
