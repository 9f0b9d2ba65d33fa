import { test, expect } from '../fixtures/test';

const ADMIN_ITEMS = [
  'Turnos',
  'Clientes',
  'Reportes',
  'Sucursales',
  'Servicios',
  'Profesionales',
  'Configuración',
];

test.describe('admin: entrada', () => {
  test(
    'el administrador entra a /admin/dashboard y ve el menú Admin',
    { tag: '@phone' },
    async ({ loginAs, page }) => {
      await loginAs('admin');
      const nav = page.getByRole('navigation', { name: 'Principal' });
      const adminMenu = nav.getByRole('button', { name: 'Admin', exact: true });
      await expect(adminMenu).toBeVisible();
      await adminMenu.click();
      const menu = page.getByRole('menu');
      for (const item of ADMIN_ITEMS) {
        await expect(menu.getByRole('menuitem', { name: item, exact: true })).toBeVisible();
      }
      await menu.getByRole('menuitem', { name: 'Sucursales', exact: true }).click();
      await expect(page).toHaveURL(/\/admin\/sucursales$/);
    },
  );

  test('una profesional que también es administradora entra como admin', async ({
    loginAs,
    page,
  }) => {
    await loginAs('adminProfessional');
    await expect(page.getByRole('button', { name: 'Admin', exact: true })).toBeVisible();
  });

  test('un profesional no ve el menú Admin', async ({ loginAs, page }) => {
    await loginAs('professional');
    await expect(
      page
        .getByRole('navigation', { name: 'Principal' })
        .getByRole('button', { name: /^Menú de / }),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: 'Admin', exact: true })).toHaveCount(0);
  });
});
