import { describe, expect, it, onTestFinished } from 'vitest';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { addDays, studioNow } from '@turnos/domain';
import { errorResponse, jsonResponse, renderRoutes } from '@/test/render';
import { callsTo, mockApi, type MockRoute } from '@/test/mock-api';
import {
  annulledCharge,
  closedTill,
  wireTill,
  wireCharge,
  wireTillView,
} from '@/test/wire-counter';
import { CounterTabs } from './counter-tabs';

/**
 * The counter's lists (issue 31): "Cobros" (obtener-cobros, exportar-cobros) and "Cajas
 * anteriores" (obtener-cajas, the detail by obtener-caja), each loading, empty, failed with
 * Reintentar, and full.
 */
configure({ asyncUtilTimeout: 5000 });
const today = studioNow().date;

function show(vista: string, routes: Record<string, MockRoute>, isAdmin = true) {
  const fetchMock = mockApi({
    'get-all-sucursales': {
      data: {
        sucursales: [
          { id: 1, nombre: 'Centro', direccion: 'x' },
          { id: 2, nombre: 'Km 3', direccion: 'y' },
        ],
      },
    },
    'obtener-sucursales-peluquero': {
      data: {
        sucursales: [{ id_sucursal: 1, nombre_sucursal: 'Centro', id_peluquero_sucursal: 3 }],
      },
    },
    'get-peluqueros-por-sucursal': { data: { peluqueros: [] } },
    ...routes,
  });
  renderRoutes(
    [{ path: '/admin/caja', element: <CounterTabs isAdmin={isAdmin} professionalId={2} /> }],
    `/admin/caja?vista=${vista}`,
  );
  return fetchMock;
}

/** A route that fails until `ok` is set, then answers `data`. */
function failingFirst(data: unknown) {
  const state = { ok: false };
  const route: MockRoute = () =>
    state.ok
      ? jsonResponse(200, { success: true, data })
      : errorResponse(500, 1099, 'Error interno del servidor');
  return { state, route };
}

describe('Cobros', () => {
  it('asks for the last 30 days, lists valid and annulled charges, and downloads the CSV', async () => {
    const created: { text(): Promise<string> }[] = [];
    const { createObjectURL, revokeObjectURL } = URL;
    URL.createObjectURL = (b: Blob | MediaSource) => {
      if ('text' in b) created.push(b);
      return 'blob:cobros';
    };
    URL.revokeObjectURL = () => {};
    onTestFinished(() => {
      URL.createObjectURL = createObjectURL;
      URL.revokeObjectURL = revokeObjectURL;
    });
    const fetchMock = show('cobros', {
      'obtener-cobros': {
        data: {
          cobros: [
            wireCharge({ id_cobro: 40, total: '5000.00' }),
            annulledCharge('Se cobró dos veces', { id_cobro: 39 }),
            wireCharge({ id_cobro: 38, total: '2500.50' }),
          ],
        },
      },
      'exportar-cobros': () =>
        new Response('\uFEFFFecha;Cobro\r\n', { headers: { 'Content-Type': 'text/csv' } }),
    });
    const table = await screen.findByRole('table', { name: 'Cobros' });
    const params = callsTo(fetchMock, 'obtener-cobros')[0]?.url.searchParams;
    expect(params?.get('fecha_desde')).toBe(addDays(today, -29));
    expect(params?.get('fecha_hasta')).toBe(today);
    expect(params?.has('id_sucursal')).toBe(false);
    expect(screen.getByText('2 cobros válidos por $ 7.500,50 · 1 anulado')).toBeInTheDocument();
    const annulled = within(table).getByText(/Anulado por Admin Caja el .*: Se cobró dos veces/);
    expect(annulled.closest('tr')).toHaveTextContent('39');

    const user = userEvent.setup();
    // a branch narrows the list
    await user.click(screen.getByRole('combobox', { name: 'Sucursal' }));
    await user.click(await screen.findByRole('option', { name: 'Km 3' }));
    await waitFor(() =>
      expect(callsTo(fetchMock, 'obtener-cobros').at(-1)?.url.searchParams.get('id_sucursal')).toBe(
        '2',
      ),
    );
    await user.click(screen.getByRole('button', { name: 'Exportar CSV' }));
    await waitFor(() => expect(created).toHaveLength(1));
    expect(await created[0]?.text()).toContain('Fecha;Cobro');
    const exported = callsTo(fetchMock, 'exportar-cobros')[0]?.url.searchParams;
    expect(exported?.get('fecha_desde')).toBe(addDays(today, -29));
    expect(exported?.get('id_sucursal')).toBe('2');
  });

  it('says when there is none, and when it failed, with Reintentar', async () => {
    const { state, route } = failingFirst({ cobros: [] });
    show('cobros', { 'obtener-cobros': route });
    expect(await screen.findByRole('status', { name: 'Cargando los cobros' })).toBeInTheDocument();
    const retry = await screen.findByRole('button', { name: 'Reintentar' });
    expect(screen.getByText('No pudimos cargar los cobros.')).toBeInTheDocument();
    state.ok = true;
    await userEvent.click(retry);
    expect(await screen.findByText('No hay cobros en este período.')).toBeInTheDocument();
  });

  it('refuses a period over 366 days before asking', async () => {
    const fetchMock = show('cobros', { 'obtener-cobros': { data: { cobros: [] } } });
    await screen.findByText('No hay cobros en este período.');
    const desde = screen.getByRole('group', { name: 'Desde' });
    const user = userEvent.setup();
    await user.click(within(desde).getAllByRole('spinbutton')[2] as HTMLElement);
    await user.keyboard(String(Number(today.slice(0, 4)) - 2));
    expect(await screen.findByText('El período no puede superar los 366 días.')).toBeVisible();
    const asked = callsTo(fetchMock, 'obtener-cobros').map((c) =>
      c.url.searchParams.get('fecha_desde'),
    );
    expect(asked.every((d) => d !== null && d >= addDays(today, -366))).toBe(true);
  });

  it('a professional sees their charges, with no export', async () => {
    show('cobros', { 'obtener-cobros': { data: { cobros: [wireCharge()] } } }, false);
    await screen.findByRole('table', { name: 'Cobros' });
    expect(screen.queryByRole('button', { name: 'Exportar CSV' })).toBeNull();
    expect(screen.queryByRole('tab', { name: 'Cajas anteriores' })).toBeNull();
  });
});

describe('Cajas anteriores', () => {
  it('lists the tills with the difference highlighted, and opens one with its charges and movements', async () => {
    const fetchMock = show('cajas', {
      'obtener-cajas': {
        data: {
          cajas: [
            wireTill({ id_caja: 14 }),
            closedTill('27900.00', '-100.00', { id_caja: 13 }),
            closedTill('28000.00', '0.00', { id_caja: 11, id_sucursal: 2 }),
          ],
        },
      },
      'obtener-caja': (req) =>
        jsonResponse(200, {
          success: true,
          data:
            req.url.searchParams.get('id_caja') === '13'
              ? wireTillView(
                  closedTill('27900.00', '-100.00', { id_caja: 13 }),
                  [
                    wireCharge({ id_caja: 13 }),
                    annulledCharge('Duplicado', { id_cobro: 30, id_caja: 13 }),
                  ],
                  [
                    {
                      id_movimiento: 1,
                      tipo: 'egreso',
                      monto: '500.00',
                      motivo: 'Café',
                      fecha_hora: '2030-01-15T15:00:00.000Z',
                      usuario: 'Lucía Fernández',
                    },
                  ],
                )
              : wireTillView(wireTill({ id_caja: 14 })),
        }),
    });
    const table = await screen.findByRole('table', { name: 'Cajas anteriores' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(3);
    expect(rows[0]).toHaveTextContent('Abierta');
    expect(rows[1]).toHaveTextContent('-$ 100 (faltante)');
    expect(within(rows[1] as HTMLElement).getByText('-$ 100 (faltante)')).toHaveClass(
      'till-difference',
    );
    expect(rows[1]).toHaveTextContent('Efectivo $ 18.000');
    expect(rows[2]).toHaveTextContent('Km 3');
    expect(within(rows[2] as HTMLElement).queryByText(/faltante|sobrante/)).toBeNull();
    expect(callsTo(fetchMock, 'obtener-cajas')[0]?.url.searchParams.get('fecha_hasta')).toBe(today);

    const user = userEvent.setup();
    await user.click(
      within(rows[1] as HTMLElement).getByRole('button', { name: /^Ver la caja de Centro/ }),
    );
    const detail = await screen.findByRole('dialog', { name: 'Caja de Centro' });
    expect(await within(detail).findByText(/Cerrada por Lucía Fernández/)).toBeInTheDocument();
    expect(
      within(detail).getByRole('listitem', { name: 'Cobro N° 30, anulado' }),
    ).toHaveTextContent(/Anulado por Admin Caja .*: Duplicado/);
    expect(within(detail).getByText('Salida de $ 500')).toBeInTheDocument();
    // a closed till: its charges are not annulled any more, not even from the receipt
    expect(within(detail).queryByRole('button', { name: /^Anular cobro/ })).toBeNull();
    await user.click(within(detail).getByRole('button', { name: 'Comprobante del cobro N° 31' }));
    const receipt = await screen.findByRole('dialog', { name: 'Comprobante' });
    await within(receipt).findByText(/Comprobante N° 31/);
    await waitFor(() => expect(callsTo(fetchMock, 'obtener-caja').length).toBeGreaterThan(1));
    expect(within(receipt).queryByRole('button', { name: 'Anular cobro' })).toBeNull();
  });

  it('says when there is none, and when it failed, with Reintentar', async () => {
    const { state, route } = failingFirst({ cajas: [] });
    show('cajas', { 'obtener-cajas': route });
    expect(await screen.findByRole('status', { name: 'Cargando las cajas' })).toBeInTheDocument();
    const retry = await screen.findByRole('button', { name: 'Reintentar' });
    expect(screen.getByText('No pudimos cargar las cajas.')).toBeInTheDocument();
    state.ok = true;
    await userEvent.click(retry);
    expect(await screen.findByText('No hay cajas abiertas en este período.')).toBeInTheDocument();
  });
});
