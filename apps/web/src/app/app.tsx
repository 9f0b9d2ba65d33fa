import type { ReactNode } from 'react';
import { BrowserRouter, useRoutes } from 'react-router';
import type { QueryClient } from '@tanstack/react-query';
import { AppProvider } from './provider';
import { RouteErrorBoundary } from './layout/route-error-boundary';
import { routes } from './router';

function AppRoutes() {
  return useRoutes(routes);
}

/**
 * The app's providers and routes inside a router: BrowserRouter in the browser, StaticRouter
 * when the build renders the first screens (shell/render-shell.tsx, ADR 0095).
 */
export function AppTree({
  client,
  router: Router,
}: {
  client: QueryClient;
  router: (props: { children: ReactNode }) => ReactNode;
}) {
  return (
    <AppProvider client={client}>
      <Router>
        {/* pages have their own boundary in the layout; this one catches the layout itself */}
        <RouteErrorBoundary resetKey="app">
          <AppRoutes />
        </RouteErrorBoundary>
      </Router>
    </AppProvider>
  );
}

/**
 * The router in declarative mode: the app uses no loaders, actions or fetchers, and leaving out
 * the data router (createBrowserRouter) takes ~16 KB gzip off every page's first load. Render
 * errors are caught by RouteErrorBoundary (the data router had a default one).
 */
export function App({ client }: { client: QueryClient }) {
  return <AppTree client={client} router={BrowserRouter} />;
}
