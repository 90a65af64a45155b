import type { SidebarData } from '@rspress/core';
import { useActiveMatcher, useSidebar } from '@rspress/core/runtime';
import { type Dispatch, type SetStateAction, useCallback, useState } from 'react';

// Rspress's `useSidebarDynamic`, without its extra commit: Rspress re-opens the active page's groups in a layout
// effect, which re-renders the whole sidebar synchronously once more on every mount (during hydration too) and on
// every page change. Here the groups are adjusted during the render that sees the new page.

type SidebarItem = SidebarData[number];
type Matcher = (link: string) => boolean;

/** Opens every group that holds the active page (mutating the items, as Rspress does). */
function openActiveGroups(items: SidebarData, isActive: Matcher): SidebarData {
  const holdsActive = (item: SidebarItem): boolean =>
    ('link' in item && !!item.link && isActive(item.link)) || ('items' in item && item.items.some(holdsActive));
  const open = (item: SidebarItem) => {
    if (!('items' in item)) return;
    item.items.forEach(open);
    if (holdsActive(item)) item.collapsed = false;
  };
  const flat = items.filter(Boolean).flat() as SidebarData;
  flat.forEach(open);
  return flat;
}

/** The sidebar of the current page with its groups' open state, and a setter for toggling groups. */
export function useSidebarState(): [SidebarData, Dispatch<SetStateAction<SidebarData>>] {
  const raw = useSidebar();
  const isActive = useActiveMatcher();
  const [state, setState] = useState(() => ({ raw, isActive, sidebar: openActiveGroups(structuredClone(raw), isActive) }));
  let current = state;
  if (state.raw !== raw || state.isActive !== isActive) {
    current = { raw, isActive, sidebar: openActiveGroups(raw, isActive) };
    setState(current);
  }
  const setSidebar = useCallback<Dispatch<SetStateAction<SidebarData>>>(
    (update) =>
      setState((previous) => ({
        ...previous,
        sidebar: typeof update === 'function' ? update(previous.sidebar) : update,
      })),
    [],
  );
  return [current.sidebar, setSidebar];
}
