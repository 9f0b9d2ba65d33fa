import type { ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { ToastProvider } from '@/components/toast';
import { isApiError } from '@/lib/api-error';
import { SessionProvider } from '@/lib/session-provider';
import { theme } from './theme';

const browserOffline = () => typeof navigator !== 'undefined' && navigator.onLine === false;

/**
 * Requests run whether or not the browser says it is online (`networkMode: 'always'`): without a
 * network a call fails at once with the seed's 'Parece que estás desconectado…' (the API client's
 * offline error) and the screen says so, instead of waiting paused with a skeleton or a
 * 'Cancelando…' that never ends (issue 29.8). Coming back online refetches what is shown.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        refetchOnWindowFocus: false,
        networkMode: 'always',
        // A 4xx will not get better by asking again, nor a call made offline until it is back.
        retry: (count, error) =>
          !(isApiError(error) && error.status >= 400 && error.status < 500) &&
          !browserOffline() &&
          count < 2,
      },
      mutations: { retry: false, networkMode: 'always' },
    },
  });
}

export function AppProvider({ client, children }: { client: QueryClient; children: ReactNode }) {
  return (
    <QueryClientProvider client={client}>
      <ThemeProvider theme={theme}>
        <CssBaseline />
        <ToastProvider>
          <SessionProvider>{children}</SessionProvider>
        </ToastProvider>
      </ThemeProvider>
    </QueryClientProvider>
  );
}
