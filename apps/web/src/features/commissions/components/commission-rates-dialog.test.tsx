import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PERCENT_MESSAGE } from '@turnos/domain';
import { callsTo, mockApi, type MockRoute } from '@/test/mock-api';
import { errorResponse, renderAt } from '@/test/render';
import { SERVICE_TWICE } from '../schemas';
import { CommissionRatesDialog } from './commission-rates-dialog';

const ID = 7;
const linked = (id: number, nombre: string) => ({
  id_servicio_de_peluquero_por_sucursal: 100 + id,
  id_servicio: id,
  nombre,
  descripcion: '',
  duracion: 2,
  precio: '1000.00',
  ocupacion: '11',
  activo: '1',
});
const services = {
  data: { serviciosPeluquero: [linked(4, 'Coloración'), linked(5, 'Corte de dama')] },
};
const rates = {
  id_peluquero_sucursal: ID,
  comision_servicios: '40.00',
  comision_productos: '12.50',
  por_servicio: [{ id_servicio: 4, porcentaje: '45.00' }],
};

function open(routes: Record<string, MockRoute> = {}) {
  const fetchMock = mockApi({
    'obtener-comisiones': { data: rates },
    'obtener-servicios-asociados': services,
    'actualizar-comisiones': { data: rates },
    ...routes,
  });
  renderAt(
    '/',
    <CommissionRatesDialog
      professionalBranchId={ID}
      subtitle="Ana Gómez · Centro"
      open
      onClose={() => {}}
    />,
  );
  return fetchMock;
}

const field = (name: string) => screen.findByRole('textbox', { name });
const save = () => screen.getByRole('button', { name: 'Guardar' });

describe('CommissionRatesDialog', { timeout: 60_000 }, () => {
  it('shows the saved rates as people type them, and sends what was changed', async () => {
    const fetchMock = open();
    const user = userEvent.setup();
    expect(await screen.findByRole('dialog', { name: 'Comisiones' })).toHaveTextContent(
      'Ana Gómez · Centro',
    );
    expect(await field('Servicios')).toHaveValue('40');
    expect(await field('Productos vendidos')).toHaveValue('12,5');
    expect(screen.getByRole('combobox', { name: 'Servicio' })).toHaveTextContent('Coloración');
    expect(screen.getByRole('textbox', { name: 'Porcentaje' })).toHaveValue('45');

    await user.clear(await field('Servicios'));
    await user.type(await field('Servicios'), '35,5');
    await user.click(screen.getByRole('button', { name: 'Agregar servicio' }));
    const combos = screen.getAllByRole('combobox', { name: 'Servicio' });
    await user.click(combos[1] as HTMLElement);
    await user.click(await screen.findByRole('option', { name: 'Corte de dama' }));
    await user.type(screen.getAllByRole('textbox', { name: 'Porcentaje' })[1] as HTMLElement, '30');
    await user.click(save());

    await screen.findByText('Comisiones guardadas.');
    const [put] = callsTo(fetchMock, 'actualizar-comisiones');
    expect(put?.init?.method).toBe('PUT');
    expect(JSON.parse(String(put?.init?.body))).toEqual({
      id_peluquero_sucursal: ID,
      comision_servicios: '35.50',
      comision_productos: '12.50',
      por_servicio: [
        { id_servicio: 4, porcentaje: '45.00' },
        { id_servicio: 5, porcentaje: '30.00' },
      ],
    });
  });

  it('says in Spanish what is wrong before sending anything', async () => {
    const fetchMock = open();
    const user = userEvent.setup();
    await user.clear(await field('Productos vendidos'));
    await user.type(await field('Productos vendidos'), '100,01');
    await user.click(screen.getByRole('button', { name: 'Agregar servicio' }));
    await user.click(save());
    expect(await screen.findByText('Elegí el servicio.')).toBeInTheDocument();
    expect(await field('Productos vendidos')).toHaveAccessibleDescription(PERCENT_MESSAGE);
    expect(screen.getAllByRole('textbox', { name: 'Porcentaje' })[1]).toHaveAccessibleDescription(
      PERCENT_MESSAGE,
    );
    // the same service twice (checked once every field reads well)
    await user.clear(await field('Productos vendidos'));
    await user.type(await field('Productos vendidos'), '10');
    await user.type(screen.getAllByRole('textbox', { name: 'Porcentaje' })[1] as HTMLElement, '20');
    const combos = screen.getAllByRole('combobox', { name: 'Servicio' });
    await user.click(combos[1] as HTMLElement);
    await user.click(await screen.findByRole('option', { name: 'Coloración' }));
    await user.click(save());
    expect(await screen.findByText(SERVICE_TWICE)).toBeInTheDocument();
    expect(callsTo(fetchMock, 'actualizar-comisiones')).toHaveLength(0);
  });

  it('keeps everything typed when the server refuses, with its words', async () => {
    open({
      'actualizar-comisiones': () => errorResponse(404, 1002, 'El servicio no existe.'),
    });
    const user = userEvent.setup();
    await user.clear(await field('Servicios'));
    await user.type(await field('Servicios'), '33');
    await user.click(save());
    const dialog = screen.getByRole('dialog', { name: 'Comisiones' });
    expect(await within(dialog).findByText('El servicio no existe.')).toBeInTheDocument();
    expect(await field('Servicios')).toHaveValue('33');
  });

  it('removes a service with its named button', async () => {
    const fetchMock = open();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Quitar Coloración' }));
    expect(screen.getByRole('status')).toHaveTextContent(
      'Ningún servicio tiene porcentaje propio.',
    );
    await user.click(save());
    await screen.findByText('Comisiones guardadas.');
    const [put] = callsTo(fetchMock, 'actualizar-comisiones');
    expect(JSON.parse(String(put?.init?.body))).toMatchObject({ por_servicio: [] });
  });

  it('cannot save while loading; a failed load offers Reintentar', async () => {
    let fail = true;
    open({
      'obtener-comisiones': () =>
        fail
          ? errorResponse(500, 1099, 'Error interno del servidor')
          : new Response(JSON.stringify({ success: true, data: rates })),
    });
    const user = userEvent.setup();
    expect(await screen.findByText('No pudimos cargar los porcentajes de comisión.')).toBeVisible();
    expect(save()).toBeDisabled();
    fail = false;
    await user.click(screen.getByRole('button', { name: /Reintentar/ }));
    expect(await field('Servicios')).toHaveValue('40');
    expect(save()).toBeEnabled();
  });
});
