import { createElement, useState, type ComponentType } from 'react';
import { lazyPage } from '@/lib/lazy-page';

/** A route's page loaded on demand, that can be loaded before the first render. */
export type RoutePage<Props extends object> = ComponentType<Props> & {
  /** Loads the page's chunk; resolves (never rejects) once it is there or failed to load. */
  preload(): Promise<void>;
};

/**
 * lazyPage for a route (ADR 0095): its `preload()` lets the app load the first page's chunk
 * before it renders, so the first render shows the page at once (React.lazy suspends once even
 * for a loaded chunk, and its Suspense fallback would replace the server's first screen with a
 * spinner). A mount decides once: the page itself when loaded, else the lazy component.
 */
export function routePage<Props extends object>(
  load: () => Promise<{ default: ComponentType<Props> }>,
): RoutePage<Props> {
  let loading: Promise<{ default: ComponentType<Props> }> | undefined;
  let loaded: ComponentType<Props> | undefined;
  const get = () =>
    (loading ??= load().then((m) => {
      loaded = m.default;
      return m;
    }));
  const Lazy = lazyPage(get);
  function Page(props: Props) {
    const [direct] = useState(() => loaded);
    return createElement(direct ?? Lazy, props);
  }
  Page.preload = () =>
    get().then(
      () => undefined,
      () => undefined,
    );
  return Page;
}
