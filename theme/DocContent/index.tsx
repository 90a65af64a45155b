import { useLocation } from '@rspress/core/runtime';
import { DocContent as BaseDocContent } from '@rspress/core/theme-original';
import { Component, type ComponentProps, type ReactNode } from 'react';

interface BoundaryProps {
  children: ReactNode;
  /** The page: a new one gets a fresh try. */
  pathname: string;
}

/**
 * SPEC-COVERAGE E7: when a page's content fails to load, the failure is logged to the console only. Rspress renders the page
 * as a lazy component with no error boundary, so a chunk that fails to load (after a history navigation, for
 * example) makes React unmount the whole app. Here the content area stays empty instead (React logs the error), the
 * navbar, sidebar and outline stay usable, and the next page change tries again.
 */
class PageContentBoundary extends Component<BoundaryProps, { failed: boolean; pathname: string }> {
  state = { failed: false, pathname: this.props.pathname };

  static getDerivedStateFromProps({ pathname }: BoundaryProps, state: { pathname: string }) {
    return pathname === state.pathname ? null : { failed: false, pathname };
  }

  static getDerivedStateFromError() {
    return { failed: true };
  }

  render() {
    return this.state.failed ? null : this.props.children;
  }
}

/** Rspress's doc content, in an error boundary. */
export function DocContent(props: ComponentProps<typeof BaseDocContent>) {
  const { pathname } = useLocation();
  return (
    <PageContentBoundary pathname={pathname}>
      <BaseDocContent {...props} />
    </PageContentBoundary>
  );
}
