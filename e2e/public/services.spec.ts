import { test, expect } from '../fixtures/test';
import { SERVICES } from '../../apps/server/src/seed/demo-data';

/** '$ 18.000', '$ 14.500,50': es-AR pesos without ',00' (seed §9); any kind of space after '$'. */
function arsPattern(precio: string): RegExp {
  const [int = '0', dec = '00'] = precio.split('.');
  const grouped = int.replace(/\B(?=(\d{3})+(?!\d))/g, '.').replace(/\./g, '\\.');
  return new RegExp(`\\$\\s?${grouped}${dec === '00' ? '(?!,)' : `,${dec}`}`);
}

test.describe('público: lista de servicios', () => {
  test(
    'muestra los servicios de la demo con su precio en pesos',
    { tag: '@phone' },
    async ({ page }) => {
      await page.goto('/listado-servicios');
      const list = page.getByRole('region', { name: 'Servicios' });
      for (const s of Object.values(SERVICES)) {
        const card = list.getByRole('article', { name: s.nombre, exact: true });
        await expect(card).toBeVisible();
        await expect(card).toContainText(arsPattern(s.precio));
        await expect(card).toContainText(s.descripcion);
      }
      // other journeys on the same server may add services: every demo one is there, and the
      // next test checks the list against the API exactly
      expect(await list.getByRole('article').count()).toBeGreaterThanOrEqual(
        Object.keys(SERVICES).length,
      );
      await expect(page.getByText('Ocupado')).toHaveCount(0);
    },
  );

  test('la lista coincide con la API y nunca incluye el servicio 1', async ({ page, api }) => {
    const servicios = await api.servicios();
    expect(servicios.map((s) => Number(s.id_servicio))).not.toContain(1);
    await page.goto('/listado-servicios');
    const list = page.getByRole('region', { name: 'Servicios' });
    await expect(list.getByRole('article')).toHaveCount(servicios.length);
    for (const s of servicios) {
      await expect(list.getByRole('article', { name: s.nombre, exact: true })).toContainText(
        arsPattern(s.precio),
      );
    }
  });

  test('cada servicio lleva a reservar turno', async ({ page }) => {
    await page.goto('/listado-servicios');
    const first = Object.values(SERVICES)[0];
    await page.getByRole('link', { name: `Reservar turno: ${first?.nombre}` }).click();
    // not logged in: the guard sends visitors to log in first
    await expect(page).toHaveURL(/\/(login|cliente\/reservar-turno)/);
  });
});
