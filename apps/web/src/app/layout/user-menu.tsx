import { Suspense, type ComponentProps } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ArrowDropDown from '@mui/icons-material/ArrowDropDown';
import { mainRole, type Session } from '@/lib/session';
import { RoleIcon } from './role-icon';
import { lazyPage } from '@/lib/lazy-page';
import type { UserMenuList as List } from './user-menu-list';
import { useLazyMenu } from '@/lib/use-lazy-menu';

const UserMenuList = lazyPage<ComponentProps<typeof List>>(() =>
  import('./user-menu-list').then((m) => ({ default: m.UserMenuList })),
);

export function UserMenu({ session }: { session: Session }) {
  const menu = useLazyMenu();
  return (
    <>
      <Button
        color="inherit"
        startIcon={<RoleIcon role={mainRole(session)} />}
        endIcon={<ArrowDropDown />}
        {...menu.buttonProps}
        aria-label={`Menú de ${session.displayName}`}
        sx={{ textTransform: 'none', minWidth: 0 }}
      >
        <Box
          component="span"
          sx={{
            display: { xs: 'none', sm: 'inline' },
            maxWidth: 180,
            overflow: 'hidden',
            textOverflow: 'ellipsis',
            whiteSpace: 'nowrap',
          }}
        >
          {session.displayName}
        </Box>
      </Button>
      {menu.wanted && (
        <Suspense fallback={null}>
          <UserMenuList
            session={session}
            id={menu.menuId}
            anchor={menu.anchor}
            onClose={menu.close}
          />
        </Suspense>
      )}
    </>
  );
}
