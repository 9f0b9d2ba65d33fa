import { Suspense, type ComponentProps } from 'react';
import Button from '@mui/material/Button';
import ArrowDropDown from '@mui/icons-material/ArrowDropDown';
import { lazyPage } from '@/lib/lazy-page';
import type { AdminMenuList as List } from './admin-menu-list';
import { useLazyMenu } from '@/lib/use-lazy-menu';

const AdminMenuList = lazyPage<ComponentProps<typeof List>>(() =>
  import('./admin-menu-list').then((m) => ({ default: m.AdminMenuList })),
);

/** Shown to admins only (seed §6). */
export function AdminMenu() {
  const menu = useLazyMenu();
  return (
    <>
      <Button color="inherit" endIcon={<ArrowDropDown />} {...menu.buttonProps}>
        Admin
      </Button>
      {menu.wanted && (
        <Suspense fallback={null}>
          <AdminMenuList id={menu.menuId} anchor={menu.anchor} onClose={menu.close} />
        </Suspense>
      )}
    </>
  );
}
