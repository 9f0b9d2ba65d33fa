import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { callsTo, mockApi, type MockRoute } from '@/test/mock-api';
import { errorResponse, renderAt } from '@/test/render';
import * as saving from '@/lib/save-file';
import { CommissionReport, NO_COMMISSIONS } from './commission-report';

const fila = (
  id: number,
  nombre: string,
  services: string,
  commission: string,
  propinas: string,
) => ({
  id_peluquero_sucursal: id,
  nombre,
  servicios: services,
  productos: '1800.00',
  comision: commission,
  propinas,
  total_a_pagar: (Number(commission) + Number(propinas)).toFixed(2),
});
const rows = [
  fila(3, 'Ana Gómez', '9000.00', '4320.00', '500.00'),
  fila(4, 'Beto Ruiz', '0.00', '270.50', '100.00'),
];
const professional = (id: number, nombre: string, branch: string) => ({
  id_peluquero: id + 100,
  id_peluquero_sucursal: id,
  nombre,
  email: `${id}@example.com`,
  nombre_sucursal: branch,
  id_sucursal: 1,
  funcion: 'peluquero',
  celular: '',
  activo: '1',
  rol_admin: false,
});

function show(report: MockRoute) {
  const fetchMock = mockApi({
    'obtener-reporte-comisiones': report,
    'get-all-sucursales': { data: { sucursales: [{ id: 1, nombre: 'Centro', direccion: 'x' }] } },
    'get-all-peluqueros': {
      data: {
        peluqueros: [
          professional(3, 'Ana Gómez', 'Centro'),
          professional(4, 'Beto Ruiz', 'Centro'),
        ],
      },
    },
  });
  renderAt('/', <CommissionReport isAdmin />);
  return fetchMock;
}

describe('CommissionReport', { timeout: 60_000 }, () => {
  it('shows each professional with their branch, the figures and a totals row', async () => {
    const fetchMock = show({ data: { profesionales: rows } });
    const table = await screen.findByRole('table', { name: 'Comisiones por profesional' });
    const [, first, second] = within(table).getAllByRole('row');
    expect(first).toHaveTextContent('Ana Gómez · Centro');
    expect(first).toHaveTextContent('$ 9.000$ 1.800$ 4.320$ 500$ 4.820');
    expect(second).toHaveTextContent('$ 270,50');
    const total = within(table).getByRole('rowheader', { name: 'Total' }).closest('tr');
    expect(total).toHaveTextContent('Total$ 9.000$ 3.600$ 4.590,50$ 600$ 5.190,50');
    // this month, every branch
    const [call] = callsTo(fetchMock, 'obtener-reporte-comisiones');
    expect(call?.url.searchParams.get('fecha_desde')).toMatch(/^\d{4}-\d{2}-01$/);
    expect(call?.url.searchParams.has('id_sucursal')).toBe(false);
  });

  it('filters by branch and asks again for another period', async () => {
    const fetchMock = show({ data: { profesionales: rows } });
    const user = userEvent.setup();
    await screen.findByRole('table');
    expect(screen.queryByRole('combobox', { name: 'Profesional' })).toBeNull();
    await user.click(screen.getByRole('combobox', { name: 'Sucursal' }));
    await user.click(await screen.findByRole('option', { name: 'Centro' }));
    await user.click(screen.getByRole('button', { name: 'Mes pasado' }));
    await vi.waitFor(() => {
      const last = callsTo(fetchMock, 'obtener-reporte-comisiones').at(-1);
      expect(last?.url.searchParams.get('id_sucursal')).toBe('1');
      expect(last?.url.searchParams.get('fecha_hasta')).toMatch(/-(28|29|30|31)$/);
    });
  });

  it('downloads the CSV it makes itself', async () => {
    const saved = vi.spyOn(saving, 'saveFile').mockImplementation(() => {});
    show({ data: { profesionales: rows } });
    const user = userEvent.setup();
    await screen.findByRole('table');
    await user.click(screen.getByRole('button', { name: 'Descargar CSV' }));
    const [blob, name] = saved.mock.calls[0] ?? [];
    expect(name).toMatch(/^comisiones-\d{4}-\d{2}-01-a-\d{4}-\d{2}-\d{2}\.csv$/);
    const text = await (blob as Blob).text();
    expect(text).toContain('Ana Gómez;Centro;9000,00;1800,00;4320,00;500,00;4820,00\r\n');
    expect(text).toContain('Total;;9000,00;3600,00;4590,50;600,00;5190,50\r\n');
    saved.mockRestore();
  });

  it('says so when there is nothing, with nothing to download', async () => {
    show({ data: { profesionales: [] } });
    expect(await screen.findByText(NO_COMMISSIONS)).toHaveAttribute('role', 'status');
    expect(screen.getByRole('button', { name: 'Descargar CSV' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Imprimir' })).toBeDisabled();
  });

  it('offers Reintentar when it cannot load, and shows the rows once it can', async () => {
    let fail = true;
    show(() =>
      fail
        ? errorResponse(500, 1099, 'Error interno del servidor')
        : new Response(JSON.stringify({ success: true, data: { profesionales: rows } })),
    );
    const user = userEvent.setup();
    expect(await screen.findByText('No pudimos cargar el reporte de comisiones.')).toBeVisible();
    fail = false;
    await user.click(screen.getByRole('button', { name: /Reintentar/ }));
    expect(await screen.findByRole('table')).toHaveTextContent('Ana Gómez');
  });
});
