import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { errorResponse, renderAt } from '@/test/render';
import { callsTo, mockApi, type MockRoute } from '@/test/mock-api';
import { wireAppointment } from '@/test/wire-appointment';
import { TODAY_EMPTY, TODAY_ERROR, TodayAppointments } from './today-appointments';

/** Issue 29 item 15. Today is Monday 2026-11-23 (09:00 in Buenos Aires); she is professional 2. */
const ME = 2;
const TODAY = '2026-11-23';
const mine = (over: Parameters<typeof wireAppointment>[0]) =>
  wireAppointment({ fecha: TODAY, id_peluquero: ME, id_peluquero_sucursal: 3, ...over });

const branches = (n: number) => ({
  data: {
    sucursales: [
      { id_sucursal: 1, nombre_sucursal: 'Centro', id_peluquero_sucursal: 3, activo: '1' },
      { id_sucursal: 4, nombre_sucursal: 'Norte', id_peluquero_sucursal: 8, activo: '1' },
    ].slice(0, n),
    peluquero: { id_peluquero: ME, nombre: 'Lucía', email: 'l@t.test', celular: '', funcion: '' },
  },
});

function show(appointments: MockRoute, nBranches = 1) {
  const api = mockApi({
    'obtener-turnos-por-fecha': appointments,
    'obtener-sucursales-peluquero': branches(nBranches),
  });
  renderAt('/', <TodayAppointments professionalId={ME} />, [
    { path: '/profesional/agenda/:id', element: <p>Agenda abierta</p> },
  ]);
  return api;
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-23T12:00:00Z'));
});
afterEach(() => vi.useRealTimers());

describe('the professional’s Hoy list', { timeout: 60_000 }, () => {
  it('lists today’s appointments in order with client, service and state, each opening the agenda', async () => {
    const api = show({
      data: {
        turnos: [
          mine({
            id_turno: 5,
            hora_inicio: '16:00',
            hora_fin: '16:45',
            cliente_nombre: 'Carla Gómez',
            nombre_servicio: 'Coloración',
            monto_reserva: '3000.00',
            reserva_paga: '0',
          }),
          mine({
            id_turno: 4,
            hora_inicio: '10:00',
            hora_fin: '10:30',
            cliente_nombre: 'Ana Pérez',
            confirmado: '1',
            monto_reserva: '2000.00',
            reserva_paga: '1',
          }),
          mine({
            id_turno: 6,
            hora_inicio: '08:00',
            hora_fin: '08:30',
            cliente_nombre: 'Beto Ruiz',
            asistencia: 'asistio',
          }),
          mine({
            id_turno: 7,
            hora_inicio: '11:00',
            cliente_nombre: 'Cancelada',
            is_cancelado: '1',
          }),
          mine({ id_turno: 8, hora_inicio: '12:00', cliente_nombre: 'Bloque', ocupado: '1' }),
          // an admin who also works gets everyone's: another professional's is not hers
          wireAppointment({
            id_turno: 9,
            fecha: TODAY,
            id_peluquero: 99,
            cliente_nombre: 'De Otro',
          }),
        ],
      },
    });
    const list = await screen.findByRole('list', { name: 'Turnos de hoy' });
    expect(screen.getByRole('heading', { name: 'Hoy' })).toBeInTheDocument();
    expect(screen.getByText('lunes 23/11/2026')).toBeInTheDocument();
    expect(callsTo(api, 'obtener-turnos-por-fecha')[0]?.url.searchParams.get('fecha')).toBe(TODAY);
    const rows = within(list).getAllByRole('link');
    expect(rows.map((r) => r.textContent)).toEqual([
      '08:0008:30Beto RuizCorte de damaAsistió',
      '10:0010:30Ana PérezCorte de damaConfirmadoSeña paga',
      '16:0016:45Carla GómezColoraciónSin confirmarSeña impaga',
    ]);
    expect(rows[0]).toHaveAttribute('href', `/profesional/agenda/3?fecha=${TODAY}`);
    expect(screen.getByRole('link', { name: 'Abrir mi agenda' })).toHaveAttribute(
      'href',
      `/profesional/agenda/3?fecha=${TODAY}`,
    );
    await userEvent.click(rows[1] as HTMLElement);
    expect(await screen.findByText('Agenda abierta')).toBeInTheDocument();
  });

  it('with several branches, says where each one is and links each agenda', async () => {
    show(
      {
        data: {
          turnos: [
            mine({ id_turno: 4, cliente_nombre: 'Ana Pérez' }),
            mine({
              id_turno: 5,
              hora_inicio: '11:00',
              id_peluquero_sucursal: 8,
              id_sucursal: 4,
              nombre_sucursal: 'Norte',
            }),
          ],
        },
      },
      2,
    );
    const list = await screen.findByRole('list', { name: 'Turnos de hoy' });
    expect(within(list).getByText('Corte de dama · Centro')).toBeInTheDocument();
    expect(within(list).getAllByRole('link')[1]).toHaveAttribute(
      'href',
      `/profesional/agenda/8?fecha=${TODAY}`,
    );
    expect(
      await screen.findByRole('link', { name: 'Abrir mi agenda de Norte' }),
    ).toBeInTheDocument();
  });

  it('empty: says so, and still links the agenda', async () => {
    show({ data: { turnos: [mine({ is_cancelado: '1' })] } });
    expect(await screen.findByText(TODAY_EMPTY)).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Turnos de hoy' })).not.toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Abrir mi agenda' })).toBeInTheDocument();
  });

  it('loading, then an error with a retry that loads', async () => {
    let fail = true;
    let release: () => void = () => {};
    const gate = new Promise<void>((r) => (release = r));
    const api = show(async () => {
      await gate;
      return fail
        ? errorResponse(500, 1099, 'Error interno del servidor')
        : new Response(JSON.stringify({ success: true, data: { turnos: [mine({})] } }), {
            headers: { 'Content-Type': 'application/json' },
          });
    });
    expect(
      await screen.findByRole('status', { name: 'Cargando tus turnos de hoy' }),
    ).toBeInTheDocument();
    release();
    expect(await screen.findByText(TODAY_ERROR)).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByRole('list', { name: 'Turnos de hoy' })).toBeInTheDocument();
    expect(callsTo(api, 'obtener-turnos-por-fecha')).toHaveLength(2);
  });
});
