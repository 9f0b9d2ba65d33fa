import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import { optionKeys } from '@/api/options';
import { AppTree } from '../app';
import { createQueryClient } from '../provider';
import { preloadRoute } from '../router';
import { SITE_NAME_TOKEN } from './site-name-token';

/**
 * The HTML of a page's first render (ADR 0095), rendered at build time
 * (scripts/prerender-shells.ts) so the server sends it inside #root: what the browser's first
 * render shows before any request answers — the session still loading, no data but the studio's
 * name (SITE_NAME_TOKEN, written by the server), each part loaded on demand at its fallback —
 * with its styles inline (emotion's style elements, moved to the head when the app starts).
 */
export async function renderShell(pathname: string): Promise<string> {
  await preloadRoute(pathname);
  const client = createQueryClient();
  client.setQueryData(optionKeys.one('turnos_nombre_sitio'), SITE_NAME_TOKEN);
  return renderToString(
    <StrictMode>
      <AppTree
        client={client}
        router={({ children }) => <StaticRouter location={pathname}>{children}</StaticRouter>}
      />
    </StrictMode>,
  );
}
