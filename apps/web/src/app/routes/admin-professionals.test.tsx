import { describe, expect, it } from 'vitest';
import { configure, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderAt } from '@/test/render';
import { mockApi } from '@/test/mock-api';
import AdminProfessionalsRoute from './admin-professionals';

configure({ asyncUtilTimeout: 5000 });

const ana = {
  id_peluquero: 3,
  id_peluquero_sucursal: 7,
  nombre: 'Ana Gómez',
  email: 'ana@t.test',
  nombre_sucursal: 'Centro',
  id_sucursal: 1,
  funcion: 'peluquero',
  celular: '5492971112233',
  activo: '1',
  rol_admin: false,
};

// The row menu lives in features/staff, three of its dialogs in features/schedules: the route
// composes them (staff-row-dialogs.tsx), and each item must still open its own dialog.
describe('AdminProfessionalsRoute', () => {
  it.each([
    ['Editar datos', /^Editar Datos/],
    ['Servicios', /^Servicios/],
    ['Días laborables', /^Días laborables/],
    ['Días no laborables', /^Días no laborables/],
    ['Config. de Reservas', /^Config\. de Reservas/],
  ])('the row menu item %s opens its dialog', async (item, title) => {
    mockApi({ 'get-all-peluqueros': { data: { peluqueros: [ana] } } });
    renderAt('/', <AdminProfessionalsRoute />);
    await userEvent.click(
      await screen.findByRole('button', { name: 'Acciones de Ana Gómez · Centro' }),
    );
    await userEvent.click(screen.getByRole('menuitem', { name: item }));
    expect(await screen.findByRole('dialog', { name: title })).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});
