// Build-time (rehype) half of the accessibility fixes: Rspress puts a "#" link in every heading, marked
// aria-hidden="true" yet focusable, so keyboard users land on links that screen readers are told do not exist
// (axe: aria-hidden-focus), one per heading. They stay for the pointer (copy a section's link) and leave the tab order.

interface HastNode {
  type: string;
  tagName?: string;
  properties?: Record<string, unknown>;
  children?: HastNode[];
}

const isHeaderAnchor = (node: HastNode) => {
  const className = node.properties?.className ?? node.properties?.class;
  const classes = Array.isArray(className) ? className : String(className ?? '').split(' ');
  return node.tagName === 'a' && classes.includes('rp-header-anchor');
};

function visit(node: HastNode) {
  if (isHeaderAnchor(node)) node.properties = { ...node.properties, tabIndex: -1 };
  node.children?.forEach(visit);
}

/** Rehype plugin: takes the heading anchors out of the tab order. */
export const rehypeHeaderAnchorsOutOfTabOrder = () => (tree: HastNode) => visit(tree);
