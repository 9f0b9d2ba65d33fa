// first: before any module that may load zod (lib/zod-jitless.ts)
import './lib/zod-jitless';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { optionKeys } from './api/options';
import { App } from './app/app';
import { createQueryClient } from './app/provider';
import { preloadRoute } from './app/router';

const root = document.getElementById('root');
if (!root) throw new Error('#root missing in index.html');

const client = createQueryClient();
// The server wrote the studio's name in the first screen (ADR 0095): the first render shows the
// same name instead of 'Turnos' until the option arrives.
const siteName = root.dataset.siteName;
if (siteName !== undefined) client.setQueryData(optionKeys.one('turnos_nombre_sitio'), siteName);

// The page's chunk first, so the first render replaces the server's first screen with the same
// page (no spinner in between); rendered as a transition, React yields to the browser every few
// milliseconds instead of one long task.
void preloadRoute(window.location.pathname).then(() => {
  startTransition(() => {
    createRoot(root).render(
      <StrictMode>
        <App client={client} />
      </StrictMode>,
    );
  });
});
