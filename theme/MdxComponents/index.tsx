import { getCustomMDXComponent as getBaseMDXComponents } from '@rspress/core/theme-original';
import type { ComponentProps } from 'react';
import { Table } from '../ScrollableTable';

const BaseA = getBaseMDXComponents().a;

/**
 * Links in page content. Rspress ends every heading with a "#" link that is aria-hidden yet focusable, so keyboard
 * users would land on links that screen readers are told do not exist (axe: aria-hidden-focus), one per heading.
 * They stay for the pointer (to copy a section's address) and leave the tab order.
 */
function A(props: ComponentProps<typeof BaseA>) {
  const isHeadingAnchor = String(props.className ?? '').split(' ').includes('rp-header-anchor');
  return <BaseA {...props} {...(isHeadingAnchor && { tabIndex: -1 })} />;
}

/**
 * The components Rspress renders page content with (headings, links, code…), with the link above and tables that
 * keyboard users can scroll.
 */
export function getCustomMDXComponent() {
  return { ...getBaseMDXComponents(), a: A, table: Table };
}
