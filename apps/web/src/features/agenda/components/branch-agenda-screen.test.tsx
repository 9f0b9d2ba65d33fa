import { describe, expect, it } from 'vitest';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { addDays, studioNow } from '@turnos/domain';
import { errorResponse, jsonResponse, renderRoutes } from '@/test/render';
import { formatShortDate } from '@/lib/format';
import { callsTo, mockApi, type MockRoute } from '@/test/mock-api';
import { wireAppointment } from '@/test/wire-appointment';
import { BranchAgendaScreen } from './branch-agenda-screen';

configure({ asyncUtilTimeout: 5000 });

const today = studioNow().date;
const tomorrow = addDays(today, 1);
const yesterday = addDays(today, -1);

function column(id: number, nombre: string, fecha: string) {
  return {
    id_peluquero_sucursal: id,
    nombre,
    funcion: 'Estilista',
    dias: [{ fecha, horario: [{ desde: '09:00', hasta: '13:00' }] }],
  };
}

function agendaFor(fecha: string) {
  return {
    profesionales: [column(3, 'Lucía Fernández', fecha), column(4, 'Sofía Romero', fecha)],
    turnos: [
      wireAppointment({
        id_turno: 11,
        id_cliente: 21,
        fecha,
        hora: '10:00',
        hora_inicio: '10:00',
        hora_fin: '11:30',
        id_servicio: 5,
        cliente_nombre: 'Valentina López',
        nombre_servicio: 'Coloración',
        monto_reserva: '5000.00',
        reserva_paga: '0',
      }),
      wireAppointment({
        id_turno: 12,
        fecha,
        hora: '10:15',
        hora_inicio: '10:15',
        hora_fin: '10:45',
        sobreturno: '1',
        cliente_nombre: 'Tomás Herrera',
      }),
    ],
  };
}

const services = {
  servicios: [
    {
      id_servicio: 5,
      nombre: 'Coloración',
      descripcion: '',
      duracion: 6,
      ocupacion: '110011',
      precio: '30000.00',
    },
  ],
};

function setup(fecha: string, extra: Record<string, MockRoute> = {}) {
  const fetchMock = mockApi({
    'get-all-sucursales': { data: { sucursales: [{ id: 1, nombre: 'Centro', direccion: 'x' }] } },
    'get-all-servicios': { data: services },
    'obtener-agenda-sucursal': { data: agendaFor(fecha) },
    ...extra,
  });
  const user = userEvent.setup();
  renderRoutes(
    [
      {
        path: '/admin/agenda',
        element: (
          <BranchAgendaScreen
            isAdmin
            professionalId={1}
            ClientFile={({ nombre }) => <div role="dialog" aria-label={`Ficha de ${nombre}`} />}
          />
        ),
      },
    ],
    `/admin/agenda?fecha=${fecha}`,
  );
  return { fetchMock, user };
}

describe('BranchAgendaScreen', () => {
  it('draws a column per professional, a split service in two pieces and the overbooking beside it', async () => {
    const { fetchMock } = setup(tomorrow);
    const block = await screen.findByRole('button', {
      name: /^Turno de Valentina López, Coloración, 10:00 a 11:30, Seña impaga$/,
    });
    expect(screen.getByRole('heading', { name: 'Lucía Fernández' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Sofía Romero' })).toBeInTheDocument();
    const url = callsTo(fetchMock, 'obtener-agenda-sucursal')[0]?.url;
    expect(url?.searchParams.get('id_sucursal')).toBe('1');
    expect(url?.searchParams.get('fecha_desde')).toBe(tomorrow);
    // pattern 110011: one block from 10:00 to 11:30 (six rows, so its texts are never cut), over
    // its two worked pieces of two rows each with the two-row pause between them
    expect(document.querySelectorAll('[data-turno="11"]')).toHaveLength(1);
    expect(block).toHaveStyle({ top: '97px', height: '142px' });
    const pieces = document.querySelectorAll('[data-turno-piece="11"]');
    expect(pieces).toHaveLength(2);
    expect(pieces[0]).toHaveStyle({ top: '97px', height: '46px' });
    expect(pieces[1]).toHaveStyle({ top: '193px', height: '46px' });
    const overbooking = screen.getByRole('button', { name: /^Turno de Tomás Herrera.*Sobreturno/ });
    expect(block).toHaveAttribute('data-lane', '1/2');
    expect(overbooking).toHaveAttribute('data-lane', '2/2');
  });

  it('moves with the keyboard: Mover, pickers, the confirm with the old and new time, reprogramar-turno', async () => {
    const { fetchMock, user } = setup(tomorrow, {
      'POST reprogramar-turno': {
        data: { id_turno: 11, turno: wireAppointment({ id_turno: 11 }) },
      },
    });
    await user.click(await screen.findByRole('button', { name: /^Turno de Valentina López/ }));
    const info = await screen.findByRole('dialog', { name: 'Info del horario' });
    expect(within(info).queryByRole('button', { name: 'Asistió' })).toBeNull();
    await user.click(within(info).getByRole('button', { name: 'Mover' }));
    const move = await screen.findByRole('dialog', { name: 'Mover turno' });
    await user.click(within(move).getByRole('combobox', { name: 'Profesional' }));
    await user.click(await screen.findByRole('option', { name: 'Sofía Romero' }));
    await user.click(within(move).getByRole('combobox', { name: 'Hora' }));
    await user.click(await screen.findByRole('option', { name: '11:00' }));
    await user.click(within(move).getByRole('button', { name: 'Continuar' }));
    const confirm = await screen.findByRole('dialog', { name: '¿Mover el turno?' });
    expect(confirm).toHaveTextContent(/De: .*10:00 hs \(Lucía Fernández\)/);
    expect(confirm).toHaveTextContent(/A: .*11:00 hs \(Sofía Romero\)/);
    await user.click(within(confirm).getByRole('button', { name: 'Mover' }));
    await screen.findByText('Turno reprogramado.');
    const body = callsTo(fetchMock, 'reprogramar-turno')[0]?.init?.body;
    expect(JSON.parse(String(body))).toMatchObject({
      id_turno: '11',
      fecha_nueva: tomorrow,
      hora: '11:00',
      id_peluquero_sucursal_nuevo: '4',
    });
  });

  it("shows the server's refusal and leaves the appointment where it was", async () => {
    const { user } = setup(tomorrow, {
      'POST reprogramar-turno': () =>
        errorResponse(409, 1004, 'El horario seleccionado ya no está disponible.'),
    });
    await user.click(await screen.findByRole('button', { name: /^Turno de Valentina López/ }));
    await user.click(await screen.findByRole('button', { name: 'Mover' }));
    const move = await screen.findByRole('dialog', { name: 'Mover turno' });
    await user.click(within(move).getByRole('combobox', { name: 'Hora' }));
    await user.click(await screen.findByRole('option', { name: '12:00' }));
    await user.click(within(move).getByRole('button', { name: 'Continuar' }));
    const confirm = await screen.findByRole('dialog', { name: '¿Mover el turno?' });
    await user.click(within(confirm).getByRole('button', { name: 'Mover' }));
    await screen.findByText('El horario seleccionado ya no está disponible.');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByRole('button', { name: /^Turno de Valentina López, Coloración, 10:00/ }));
  });

  it('marks a past appointment No asistió and opens the client file', async () => {
    const { fetchMock, user } = setup(yesterday, {
      'PUT actualizar-asistencia-turno': {
        data: { id_turno: 11, asistencia: 'no_asistio', message: 'ok' },
      },
    });
    await user.click(await screen.findByRole('button', { name: /^Turno de Valentina López/ }));
    const info = await screen.findByRole('dialog', { name: 'Info del horario' });
    expect(within(info).queryByRole('button', { name: 'Mover' })).toBeNull();
    await user.click(within(info).getByRole('button', { name: 'No asistió' }));
    await screen.findByText('Asistencia registrada.');
    const body = callsTo(fetchMock, 'actualizar-asistencia-turno')[0]?.init?.body;
    expect(JSON.parse(String(body))).toEqual({ id_turno: 11, asistencia: 'no_asistio' });
    await user.click(within(info).getByRole('button', { name: 'Ficha del cliente' }));
    expect(
      await screen.findByRole('dialog', { name: 'Ficha de Valentina López' }),
    ).toBeInTheDocument();
  });

  it('books from an empty cell with the booking dialog of that professional', async () => {
    const { user } = setup(tomorrow, {
      'obtener-servicios-asociados': { data: { serviciosPeluquero: [] } },
      'get-all-clientes': { data: { clientes: [], total: 0 } },
    });
    await user.click(await screen.findByRole('button', { name: '09:30, Sofía Romero, libre' }));
    const cell = await screen.findByRole('dialog', { name: 'Horario libre' });
    expect(cell).toHaveTextContent('09:30 hs · Sofía Romero');
    await user.click(within(cell).getByRole('button', { name: 'Reservar turno' }));
    const assign = await screen.findByRole('dialog', { name: 'Asigna turno' });
    expect(within(assign).getByRole('combobox', { name: 'Cliente' })).toBeInTheDocument();
  });

  it('is one tab stop; the arrows move 15 minutes and across columns, Home/End, Enter opens', async () => {
    const { user } = setup(tomorrow);
    await screen.findByRole('button', { name: /^Turno de Valentina López/ });
    const grid = screen.getByRole('region', { name: 'Grilla de la agenda' });
    expect(grid).toHaveAccessibleDescription(/flechas/);
    const stops = () =>
      Array.from(grid.querySelectorAll('[data-nav]')).filter(
        (el) => el.getAttribute('tabindex') === '0',
      );
    expect(stops()).toHaveLength(1);
    // Tab reaches the grid once, at the first working row
    for (let i = 0; i < 40 && !grid.contains(document.activeElement); i++) await user.tab();
    expect(document.activeElement).toHaveAccessibleName('09:00, Lucía Fernández, libre');
    await user.tab();
    expect(grid.contains(document.activeElement)).toBe(false);
    await user.tab({ shift: true });
    expect(document.activeElement).toHaveAccessibleName('09:00, Lucía Fernández, libre');

    await user.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}{ArrowDown}');
    expect(document.activeElement).toHaveAccessibleName('10:00, Lucía Fernández, con turno');
    await user.keyboard('{ArrowRight}');
    expect(document.activeElement).toHaveAccessibleName(
      /^Turno de Valentina López, Coloración, 10:00/,
    );
    await user.keyboard('{ArrowRight}');
    expect(document.activeElement).toHaveAccessibleName('10:00, Sofía Romero, libre');
    await user.keyboard('{ArrowLeft}{ArrowDown}');
    expect(document.activeElement).toHaveAccessibleName('10:15, Lucía Fernández, con turno');
    await user.keyboard('{ArrowRight}');
    expect(document.activeElement).toHaveAccessibleName(/^Turno de Tomás Herrera.*Sobreturno/);
    await user.keyboard('{ArrowUp}');
    expect(document.activeElement).toHaveAccessibleName('10:00, Lucía Fernández, con turno');
    await user.keyboard('{End}');
    expect(document.activeElement).toHaveAccessibleName('12:45, Lucía Fernández, libre');
    await user.keyboard('{ArrowDown}');
    expect(document.activeElement).toHaveAccessibleName('12:45, Lucía Fernández, libre');
    await user.keyboard('{Home}{ArrowLeft}');
    expect(document.activeElement).toHaveAccessibleName('09:00, Lucía Fernández, libre');
    // still one tab stop: the place the arrows left
    expect(stops()).toEqual([document.activeElement]);

    // Enter on a block opens its details; Space on a cell its actions
    await user.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}{ArrowDown}{ArrowRight}{Enter}');
    const info = await screen.findByRole('dialog', { name: 'Info del horario' });
    await user.click(within(info).getByRole('button', { name: 'Cerrar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await user.keyboard('{ArrowRight}{ArrowDown}{ArrowDown}');
    expect(document.activeElement).toHaveAccessibleName('10:30, Sofía Romero, libre');
    await user.keyboard(' ');
    const cell = await screen.findByRole('dialog', { name: 'Horario libre' });
    expect(cell).toHaveTextContent('10:30 hs · Sofía Romero');
  });

  it('the date is the Spanish picker (dd/mm/aaaa); a typed day opens that day', async () => {
    const { fetchMock, user } = setup(tomorrow);
    await screen.findByRole('button', { name: /^Turno de Valentina López/ });
    const toolbar = screen.getByRole('toolbar', { name: 'Opciones de la agenda' });
    const field = within(toolbar).getByRole('group', { name: 'Fecha' });
    const [ty, tm, td] = tomorrow.split('-');
    expect(within(field).getByRole('spinbutton', { name: /^D[ií]a$/ })).toHaveTextContent(td ?? '');
    expect(within(field).getByRole('spinbutton', { name: 'Mes' })).toHaveTextContent(tm ?? '');
    expect(within(field).getByRole('spinbutton', { name: /^A[ñn]o$/ })).toHaveTextContent(ty ?? '');
    const target = addDays(today, 9);
    const [y, m, d] = target.split('-');
    await user.click(within(field).getByRole('spinbutton', { name: /^D[ií]a$/ }));
    await user.keyboard(`${d}${m}${y}`);
    await waitFor(() =>
      expect(
        callsTo(fetchMock, 'obtener-agenda-sucursal').map((c) =>
          c.url?.searchParams.get('fecha_desde'),
        ),
      ).toContain(target),
    );
    // typing the year digit by digit never asked for year 2, 20 or 202
    for (const c of callsTo(fetchMock, 'obtener-agenda-sucursal'))
      expect(c.url?.searchParams.get('fecha_desde')).toMatch(/^(19|20)\d\d-/);
  });

  it("the Mover dialog's date is the same picker and refuses a past date", async () => {
    const { user } = setup(tomorrow);
    await user.click(await screen.findByRole('button', { name: /^Turno de Valentina López/ }));
    await user.click(await screen.findByRole('button', { name: 'Mover' }));
    const move = await screen.findByRole('dialog', { name: 'Mover turno' });
    const field = within(move).getByRole('group', { name: 'Fecha' });
    const [, , td] = tomorrow.split('-');
    expect(within(field).getByRole('spinbutton', { name: /^D[ií]a$/ })).toHaveTextContent(td ?? '');
    await user.click(within(move).getByRole('combobox', { name: 'Hora' }));
    await user.click(await screen.findByRole('option', { name: '11:00' }));
    expect(within(move).getByRole('button', { name: 'Continuar' })).toBeEnabled();
    const [y, m, d] = addDays(today, -3).split('-');
    await user.click(within(field).getByRole('spinbutton', { name: /^D[ií]a$/ }));
    await user.keyboard(`${d}${m}${y}`);
    expect(await within(move).findByText('Elegí hoy o una fecha futura.')).toBeInTheDocument();
    expect(within(move).getByRole('button', { name: 'Continuar' })).toBeDisabled();
    // what was typed stays in the field
    expect(within(field).getByRole('spinbutton', { name: /^D[ií]a$/ })).toHaveTextContent(d ?? '');
  });

  it('names the branch’s closure or closing holiday above the day and the week (contract §7.6)', async () => {
    const holidays: MockRoute = ({ url }) =>
      jsonResponse(200, {
        success: true,
        data: {
          feriados:
            url.searchParams.get('id_sucursal') === '1'
              ? [
                  {
                    fecha: tomorrow,
                    nombre: 'Inventario',
                    tipo: 'cierre',
                    id_sucursal: 1,
                    abierto: '0',
                    id_cierre: 4,
                  },
                ]
              : [],
        },
      });
    const { fetchMock, user } = setup(tomorrow, { 'obtener-feriados': holidays });
    expect(
      await screen.findByText(
        'Cerrado: Inventario. La sucursal no atiende este día: los clientes no pueden reservarlo.',
      ),
    ).toBeInTheDocument();
    expect(
      callsTo(fetchMock, 'obtener-feriados').every(
        (c) => c.url.searchParams.get('id_sucursal') === '1',
      ),
    ).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Semana' }));
    expect(
      await screen.findByText(
        `La sucursal no atiende: ${formatShortDate(tomorrow)} (Cerrado: Inventario).`,
      ),
    ).toBeInTheDocument();
    // the toolbar's calendar rings it too, with its name, and it can still be opened
    const toolbar = screen.getByRole('toolbar', { name: 'Opciones de la agenda' });
    await user.click(within(toolbar).getByRole('button', { name: /Elige fecha/ }));
    const day = await screen.findByRole('gridcell', {
      name: `${Number(tomorrow.slice(8))}, Cerrado: Inventario`,
    });
    expect(day).toHaveAttribute('title', 'Cerrado: Inventario');
    expect(day).toBeEnabled();
    const others = screen.getAllByRole('gridcell').filter((c) => c !== day);
    expect(others.filter((c) => c.hasAttribute('title'))).toEqual([]);
  });

  it('says when the branch has no professionals, and retries after an error', async () => {
    let fail = true;
    const { user } = setup(tomorrow, {
      'obtener-agenda-sucursal': () =>
        fail
          ? errorResponse(500, 1000, 'x')
          : new Response(
              JSON.stringify({ success: true, data: { profesionales: [], turnos: [] } }),
              { status: 200, headers: { 'Content-Type': 'application/json' } },
            ),
    });
    await screen.findByText('Hubo un error al obtener la agenda de la sucursal.');
    fail = false;
    await user.click(screen.getByRole('button', { name: /Reintentar/ }));
    await screen.findByText('Esta sucursal no tiene profesionales activos.');
  });
});
