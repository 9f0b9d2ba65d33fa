import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import Login from '@mui/icons-material/Login';
import { paths } from '@/config/paths';
import { RouterLink } from '@/components/link-button';
import { useSiteName, useLogoUrl } from '@/api/options';
import { useSession } from '@/lib/session-context';
import { AdminMenu } from './admin-menu';
import { UserMenu } from './user-menu';

function Brand() {
  const siteName = useSiteName();
  const logo = useLogoUrl();
  return (
    <Box
      component={RouterLink}
      to={paths.home}
      aria-label={`${siteName}: inicio`}
      sx={{
        display: 'flex',
        alignItems: 'center',
        color: 'inherit',
        textDecoration: 'none',
        minWidth: 0,
      }}
    >
      {logo ? (
        <Box
          component="img"
          src={logo}
          alt={siteName}
          sx={{ maxHeight: 40, maxWidth: 150, display: 'block' }}
        />
      ) : (
        <Typography component="span" variant="h6" noWrap sx={{ fontWeight: 700 }}>
          {siteName}
        </Typography>
      )}
    </Box>
  );
}

export function TopBar() {
  const { session, status } = useSession();
  return (
    <AppBar position="sticky" component="header">
      <Toolbar sx={{ gap: 1 }} component="nav" aria-label="Principal">
        <Brand />
        <Box sx={{ flexGrow: 1 }} />
        {session?.isAdmin && <AdminMenu />}
        {session && <UserMenu session={session} />}
        {!session && status === 'ready' && (
          <Button color="inherit" component={RouterLink} to={paths.login} startIcon={<Login />}>
            Inicie sesión
          </Button>
        )}
      </Toolbar>
    </AppBar>
  );
}
