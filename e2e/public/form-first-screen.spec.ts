import { test, expect } from '../fixtures/test';

/**
 * Issue 29.7: login and registration are painted from the server's HTML before any script runs
 * (ADR 0095): the page's heading and its form where it will be, every control
 * disabled so nothing is typed that the app would throw away; once the app runs, the same form
 * works.
 */
const FORMS = [
  { path: '/login', heading: 'Iniciar sesión', field: 'Email' },
  { path: '/registrar-nuevo-cliente', heading: 'Crear cuenta', field: 'Email' },
];

test.describe('público: el primer cuadro de los formularios', () => {
  for (const form of FORMS) {
    test(`${form.path}: el HTML trae el título y el formulario inerte; después se puede escribir`, async ({
      page,
      request,
    }) => {
      const html = await (await request.get(form.path)).text();
      const root = html.slice(html.indexOf('<div id="root"'));
      expect(root).toMatch(new RegExp(`<h1[^>]*>${form.heading}<`));
      const controls = root.match(/<(input|button|select|textarea)\b[^>]*>/g) ?? [];
      expect(controls.length).toBeGreaterThan(1);
      expect(controls.filter((c) => !/\sdisabled[\s=>/]/.test(c))).toEqual([]);

      // without scripts the page shows exactly that: the heading, and a field that takes nothing
      await page.route(/\.js$/, (route) => route.abort());
      await page.goto(form.path);
      await expect(page.getByRole('heading', { level: 1, name: form.heading })).toBeVisible();
      await expect(page.getByLabel(form.field, { exact: false }).first()).toBeDisabled();

      // with them, the app takes over the same form
      await page.unroute(/\.js$/);
      await page.goto(form.path);
      const field = page.getByLabel(form.field, { exact: false }).first();
      await expect(field).toBeEnabled();
      await field.fill('ana@example.com');
      await expect(field).toHaveValue('ana@example.com');
    });
  }
});
