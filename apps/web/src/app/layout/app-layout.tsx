import { Suspense } from 'react';
import { Outlet, useLocation } from 'react-router';
import Box from '@mui/material/Box';
import { PageLoader } from '@/components/page-loader';
import { AuthEventsHandler } from './auth-events-handler';
import { RouteErrorBoundary } from './route-error-boundary';
import { ScrollToTop } from './scroll-to-top';
import { TopBar } from './top-bar';

export function AppLayout() {
  const { pathname } = useLocation();
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
      <Box
        component="a"
        href="#contenido"
        sx={{
          position: 'absolute',
          left: -9999,
          '&:focus': { left: 8, top: 8, zIndex: 2000, bgcolor: 'background.paper', p: 1 },
        }}
      >
        Saltar al contenido
      </Box>
      <TopBar />
      <AuthEventsHandler />
      <ScrollToTop />
      <Box component="main" id="contenido" tabIndex={-1} sx={{ flexGrow: 1, outline: 'none' }}>
        <RouteErrorBoundary resetKey={pathname}>
          <Suspense fallback={<PageLoader />}>
            <Outlet />
          </Suspense>
        </RouteErrorBoundary>
      </Box>
    </Box>
  );
}
