import { test, expect, fillLogin, uniqueEmail, validationLinkFor } from '../fixtures/test';
import { USERS } from '../fixtures/demo-users';

const REGISTERED =
  'Te enviamos un correo para validar la cuenta. Por favor, revisá tu bandeja de entrada.';
const PASSWORD = 'Nueva1234';

test.describe('cliente: registro y acceso', () => {
  test(
    'se registra, valida la cuenta desde el correo e inicia sesión',
    { tag: '@phone' },
    async ({ page }, info) => {
      const email = uniqueEmail('nuevo', info.project.name);
      await page.goto('/registrar-nuevo-cliente');
      const form = page.getByRole('form', { name: 'Registrarse' });
      await form.getByLabel('Nombre y apellido').fill('Rocío Quiroga');
      await form.getByLabel('Email').fill(email);
      // country and area codes come filled in with 54 and 297 (seed §2)
      await expect(form.getByLabel('País')).toHaveValue('54');
      await expect(form.getByLabel('Cód. área')).toHaveValue('297');
      await form.getByLabel('Número').fill('4123456');
      await form.getByLabel(/^Contraseña/).fill(PASSWORD);
      await form.getByLabel(/^Confirmar contraseña/).fill(PASSWORD);
      await form.getByRole('button', { name: 'Crear cuenta' }).click();
      await expect(page.getByText(REGISTERED).first()).toBeVisible();

      // not validated yet: the login sends the client to /cuenta-no-validada
      await page.goto('/login');
      await fillLogin(page, { email, password: PASSWORD });
      await expect(page).toHaveURL(/\/cuenta-no-validada$/);

      await page.goto(await validationLinkFor(email));
      await expect(page.getByText('¡Tu cuenta fue validada!')).toBeVisible();
      await page.getByRole('link', { name: 'Iniciar sesión' }).click();
      await expect(page).toHaveURL(/\/login$/);

      await fillLogin(page, { email, password: PASSWORD });
      await expect(page).toHaveURL(/\/cliente\/dashboard$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Mis turnos' })).toBeVisible();
    },
  );

  test('el registro muestra los mensajes de validación del formulario', async ({ page }) => {
    await page.goto('/registrar-nuevo-cliente');
    const form = page.getByRole('form', { name: 'Registrarse' });
    await form.getByLabel('Nombre y apellido').fill('Ana');
    await form.getByLabel('Email').fill('no-es-un-correo');
    await form.getByLabel('Cód. área').fill('0297');
    await form.getByLabel('Número').fill('154123456');
    await form.getByLabel(/^Contraseña/).fill('corta');
    await form.getByLabel(/^Confirmar contraseña/).fill('otra');
    await form.getByRole('button', { name: 'Crear cuenta' }).click();

    await expect(form.getByText('No agregue 0 al código de área.')).toBeVisible();
    await expect(form.getByText('Por favor, no agregar 15.')).toBeVisible();
    await expect(form.getByText('Por favor, ingresa un correo electrónico válido.')).toBeVisible();
    await expect(form.getByText('Por favor, complete este campo.')).toBeVisible();
    await expect(form.getByText('La contraseña debe tener al menos 8 caracteres.')).toBeVisible();
    await expect(page).toHaveURL(/\/registrar-nuevo-cliente$/);

    // fixing the area code clears its message
    await form.getByLabel('Cód. área').fill('297');
    await form.getByRole('button', { name: 'Crear cuenta' }).click();
    await expect(form.getByText('No agregue 0 al código de área.')).toHaveCount(0);
  });

  test(
    'una contraseña equivocada muestra "Email o contraseña incorrectos"',
    { tag: '@phone' },
    async ({ page }) => {
      await page.goto('/login');
      await fillLogin(page, { email: USERS.client.email, password: 'Equivocada1' });
      await expect(
        page.getByRole('alert').filter({ hasText: 'Email o contraseña incorrectos' }).first(),
      ).toBeVisible();
      await expect(page).toHaveURL(/\/login$/);
    },
  );

  test('un cliente de la demo entra a Mis turnos', async ({ loginAs, page }) => {
    await loginAs('client');
    await expect(page.getByRole('heading', { level: 1, name: 'Mis turnos' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Admin', exact: true })).toHaveCount(0);
  });
});
