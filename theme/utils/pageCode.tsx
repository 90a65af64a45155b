import { type ComponentType, lazy, Suspense } from 'react';

/** Any component: whatever its props, it can be stored as one that takes none that are known. */
type AnyComponent = ComponentType<never>;

/** Components whose code came with the chunk of the page that shows them, by name. */
const brought = new Map<string, AnyComponent>();

/** Called from a page's own chunk: the code of `component` is here, so the page hydrates with it at once. */
export function bringComponent(name: string, component: AnyComponent): void {
  brought.set(name, component);
}

/**
 * A component whose code is not in the shared first-load JS. The pages that show it bring it with their own chunk
 * (`bringComponent`, from the page's script, which Rspress loads before the page hydrates or is shown), so it
 * hydrates with the rest of the page; anywhere else it is loaded on first render.
 */
export function pageComponent<P extends object>(name: string, load: () => Promise<{ default: ComponentType<P> }>) {
  const Lazy = lazy(load);
  return function PageComponent(props: P) {
    const Component = (brought.get(name) as ComponentType<P> | undefined) ?? Lazy;
    return (
      <Suspense fallback={null}>
        <Component {...props} />
      </Suspense>
    );
  };
}
