import { lazy, type ComponentType } from 'react';

const RELOADED = 'turnos.chunk-reload';

/**
 * React.lazy for route pages (and parts of a page loaded on demand). After a new deploy an open tab may ask for a chunk that no longer
 * exists: reload the page once to get the new build instead of showing a broken screen.
 */
export function lazyPage<Props extends object>(
  load: () => Promise<{ default: ComponentType<Props> }>,
) {
  return lazy(() =>
    load().then(
      (m) => {
        sessionStorage.removeItem(RELOADED);
        return m;
      },
      (e: unknown) => {
        if (typeof window !== 'undefined' && !sessionStorage.getItem(RELOADED)) {
          sessionStorage.setItem(RELOADED, '1');
          window.location.reload();
          return new Promise<never>(() => {});
        }
        throw e;
      },
    ),
  );
}
