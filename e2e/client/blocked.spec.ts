import { test, expect, fillLogin } from '../fixtures/test';
import { USERS } from '../fixtures/demo-users';

test(
  'el cliente bloqueado de la demo termina en /cuenta-desactivada',
  { tag: '@phone' },
  async ({ page }) => {
    await page.goto('/login');
    await fillLogin(page, USERS.blockedClient);
    await expect(page).toHaveURL(/\/cuenta-desactivada$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Cuenta desactivada' })).toBeVisible();
    // treated as logged out
    await expect(page.getByRole('link', { name: 'Inicie sesión' })).toBeVisible();
    await page.goto('/cliente/dashboard');
    await expect(page).not.toHaveURL(/\/cliente\/dashboard$/);
  },
);
