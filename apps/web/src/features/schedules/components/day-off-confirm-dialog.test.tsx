import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderAt, errorResponse } from '@/test/render';
import { callsTo, mockApi, type MockRoute } from '@/test/mock-api';
import { wireAppointment } from '@/test/wire-appointment';
import { NonWorkingDaysDialog } from './non-working-days-dialog';
import { DAY_OFF_CONFIRM, DAY_OFF_CONFIRM_TITLE } from './day-off-confirm-dialog';

const PB = 3;
const TODAY = '2026-11-23';
const day = (over: Parameters<typeof wireAppointment>[0]) =>
  wireAppointment({ fecha: TODAY, id_peluquero_sucursal: PB, ...over });

/** Monday 2026-11-23, 09:00 in Buenos Aires: 08:00 has started, 10:00 has not. */
const DAY_TURNOS = [
  day({ id_turno: 1, hora: '08:00', hora_inicio: '08:00', cliente_nombre: 'Ya Empezó' }),
  day({ id_turno: 2, hora: '10:00', hora_inicio: '10:00', cliente_nombre: 'Ana Pérez' }),
  day({
    id_turno: 3,
    hora: '10:00',
    hora_inicio: '10:00',
    cliente_nombre: 'Beto Sobreturno',
    sobreturno: '1',
    nombre_servicio: 'Brushing',
  }),
  day({
    id_turno: 4,
    hora: '11:00',
    hora_inicio: '11:00',
    cliente_nombre: 'Cancelada',
    is_cancelado: '1',
  }),
  day({
    id_turno: 5,
    hora: '12:00',
    hora_inicio: '12:00',
    cliente_nombre: 'Ocupado',
    ocupado: '1',
  }),
  day({
    id_turno: 6,
    hora: '16:00',
    hora_inicio: '16:00',
    cliente_nombre: 'Carla Visita',
    nombre_servicio: 'Coloración',
    id_visita: 9,
  }),
];

function serve(routes: Record<string, MockRoute> = {}) {
  return mockApi({
    'obtener-dias-no-laborables': { data: { diasNoLaborables: [] } },
    'obtener-turnos-por-fecha': { data: { turnos: DAY_TURNOS } },
    'agregar-dia-no-laborable': ({ body }) => {
      const action = (body as { accion: string }).accion;
      const affected = DAY_TURNOS.filter((t) => [2, 3, 6].includes(t.id_turno)).map((t) =>
        action === 'cancelar_y_avisar'
          ? { ...t, is_cancelado: '1', cancelado_por: 'profesional' }
          : t,
      );
      return new Response(
        JSON.stringify({
          success: true,
          data: { id_dia_no_laborable: 77, turnos_afectados: affected },
        }),
        { status: 200, headers: { 'Content-Type': 'application/json' } },
      );
    },
    ...routes,
  });
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-23T12:00:00Z'));
});
afterEach(() => vi.useRealTimers());

async function pickTodayAndAdd(razon = 'Capacitación') {
  const user = userEvent.setup();
  renderAt('/', <NonWorkingDaysDialog professionalBranchId={PB} open onClose={() => {}} />);
  await screen.findByText('No hay fechas para mostrar');
  await user.click(screen.getByRole('button', { name: /Elige fecha/ }));
  const grid = await screen.findByRole('grid');
  await user.click(within(grid).getByRole('gridcell', { name: '23' }));
  await user.type(screen.getByLabelText('Motivo (opcional)'), razon);
  await user.click(screen.getByRole('button', { name: 'Agregar fecha' }));
  return user;
}

describe('a date off over appointments (contract §4.4)', { timeout: 90_000 }, () => {
  it('lists the affected appointments before adding, and adds with the choice made', async () => {
    const api = serve();
    const user = await pickTodayAndAdd();
    const confirm = await screen.findByRole('dialog', { name: DAY_OFF_CONFIRM_TITLE });
    // asked for that professional-branch and date; nothing added yet
    const asked = callsTo(api, 'obtener-turnos-por-fecha')[0]?.url.searchParams;
    expect(asked?.get('id_peluquero_sucursal')).toBe(String(PB));
    expect(asked?.get('fecha')).toBe(TODAY);
    expect(callsTo(api, 'agregar-dia-no-laborable')).toHaveLength(0);
    // exactly the active ones not started yet: not the started, cancelled or busy ones
    const items = within(within(confirm).getByRole('list', { name: 'Turnos de esa fecha' }))
      .getAllByRole('listitem')
      .map((li) => li.textContent);
    expect(items).toEqual([
      '10:00 · Ana PérezCorte de dama',
      '10:00 · Beto SobreturnoBrushingSobreturno',
      '16:00 · Carla VisitaColoraciónVisita',
    ]);
    expect(confirm).toHaveTextContent('El lunes 23/11/2026 hay 3 turnos activos (3 clientes).');
    // telling is the default; the staff choose cancelling
    expect(within(confirm).getByRole('radio', { name: /^Avisarles a los clientes/ })).toBeChecked();
    await user.click(within(confirm).getByRole('radio', { name: /^Cancelar los turnos/ }));
    await user.click(within(confirm).getByRole('button', { name: DAY_OFF_CONFIRM }));
    expect(
      await screen.findByText(
        'Cambios guardados con éxito. Cancelamos 3 turnos y le avisamos a cada cliente.',
      ),
    ).toBeInTheDocument();
    const posts = callsTo(api, 'agregar-dia-no-laborable');
    expect(posts).toHaveLength(1);
    expect(JSON.parse(String(posts[0]?.init?.body))).toEqual({
      id_peluquero_sucursal: PB,
      fecha: TODAY,
      razon: 'Capacitación',
      accion: 'cancelar_y_avisar',
    });
    expect(screen.queryByRole('dialog', { name: DAY_OFF_CONFIRM_TITLE })).not.toBeInTheDocument();
  });

  it('Volver adds nothing; telling says how many clients hear of it', async () => {
    const api = serve();
    const user = await pickTodayAndAdd();
    let confirm = await screen.findByRole('dialog', { name: DAY_OFF_CONFIRM_TITLE });
    await user.click(within(confirm).getByRole('button', { name: 'Volver' }));
    expect(screen.queryByRole('dialog', { name: DAY_OFF_CONFIRM_TITLE })).not.toBeInTheDocument();
    expect(callsTo(api, 'agregar-dia-no-laborable')).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Agregar fecha' }));
    confirm = await screen.findByRole('dialog', { name: DAY_OFF_CONFIRM_TITLE });
    await user.click(within(confirm).getByRole('button', { name: DAY_OFF_CONFIRM }));
    expect(
      await screen.findByText(
        'Cambios guardados con éxito. Le avisamos a 3 clientes; los turnos siguen en la agenda.',
      ),
    ).toBeInTheDocument();
    const body = JSON.parse(String(callsTo(api, 'agregar-dia-no-laborable')[0]?.init?.body));
    expect(body.accion).toBe('avisar');
  });

  it('a date with no affected appointment is added right away, with nothing to choose', async () => {
    const api = serve({
      'obtener-turnos-por-fecha': {
        data: { turnos: DAY_TURNOS.filter((t) => [1, 4, 5].includes(t.id_turno)) },
      },
      'agregar-dia-no-laborable': {
        data: { id_dia_no_laborable: 77, turnos_afectados: [] },
      },
    });
    await pickTodayAndAdd();
    expect(await screen.findByText('Cambios guardados con éxito.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: DAY_OFF_CONFIRM_TITLE })).not.toBeInTheDocument();
    const body = JSON.parse(String(callsTo(api, 'agregar-dia-no-laborable')[0]?.init?.body));
    expect(body.accion).toBe('ninguna');
  });

  it('when the date’s appointments cannot be read, says so and adds nothing', async () => {
    const api = serve({
      'obtener-turnos-por-fecha': () => errorResponse(500, 1099, 'Error interno del servidor'),
    });
    await pickTodayAndAdd();
    expect(
      await screen.findByText('No pudimos revisar los turnos de esa fecha. Probá de nuevo.'),
    ).toBeInTheDocument();
    expect(callsTo(api, 'agregar-dia-no-laborable')).toHaveLength(0);
  });

  it('a refused date shows the server’s message and keeps the choice open', async () => {
    const message = 'La fecha no puede ser anterior a hoy.';
    serve({
      'agregar-dia-no-laborable': () => errorResponse(400, 1003, message),
    });
    const user = await pickTodayAndAdd();
    const confirm = await screen.findByRole('dialog', { name: DAY_OFF_CONFIRM_TITLE });
    await user.click(within(confirm).getByRole('button', { name: DAY_OFF_CONFIRM }));
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: DAY_OFF_CONFIRM_TITLE })).toBeInTheDocument();
  });
});
