import { describe, expect, it, vi } from 'vitest';
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { addDays, studioNow } from '@turnos/domain';
import { callsTo, mockApi } from '@/test/mock-api';
import { visitAppointments } from '@/test/visit-appointments';
import { renderAt, renderRoutes } from '@/test/render';
import { AppointmentChip } from './appointment-chip';
import { BranchAgendaScreen } from './branch-agenda-screen';
import { SlotInfoDialog } from './slot-info-dialog';

configure({ asyncUtilTimeout: 5000 });

// contract §6.2, ADR 0075: a visit's appointments in the branch agenda
const tomorrow = addDays(studioNow().date, 1);

function column(id: number, nombre: string) {
  return {
    id_peluquero_sucursal: id,
    nombre,
    funcion: 'Estilista',
    dias: [{ fecha: tomorrow, horario: [{ desde: '09:00', hasta: '13:00' }] }],
  };
}

function setup(isAdmin: boolean) {
  const [coloracion, corte] = visitAppointments(tomorrow);
  const fetchMock = mockApi({
    'get-all-sucursales': { data: { sucursales: [{ id: 1, nombre: 'Centro', direccion: 'x' }] } },
    'get-all-servicios': { data: { servicios: [] } },
    'obtener-sucursales-peluquero': {
      data: {
        sucursales: [
          { id_sucursal: 1, nombre_sucursal: 'Centro', id_peluquero_sucursal: 4, activo: '1' },
        ],
        peluquero: {
          id_peluquero: 1,
          nombre: 'Sofía Romero',
          email: 's@t.test',
          celular: '5492971234567',
          rol_admin: false,
        },
      },
    },
    'obtener-agenda-sucursal': {
      data: isAdmin
        ? {
            profesionales: [column(3, 'Lucía Fernández'), column(4, 'Sofía Romero')],
            turnos: [coloracion, corte],
          }
        : { profesionales: [column(4, 'Sofía Romero')], turnos: [corte] },
    },
    'DELETE cancelar-visita': { data: { id_visita: 7, cancelado_por: 'profesional' } },
    'obtener-horarios-visita': { data: { horarios: ['09:00', '12:00'] } },
    'POST reprogramar-visita': { data: { id_visita: 7, turnos: [coloracion, corte] } },
  });
  renderRoutes(
    [
      {
        path: '/admin/agenda',
        element: (
          <BranchAgendaScreen
            isAdmin={isAdmin}
            professionalId={1}
            ClientFile={({ nombre }) => <div role="dialog" aria-label={`Ficha de ${nombre}`} />}
          />
        ),
      },
    ],
    `/admin/agenda?fecha=${tomorrow}`,
  );
  return { fetchMock, user: userEvent.setup() };
}

describe('a visit in the branch agenda', () => {
  it('marks each of its blocks, lists its services in the dialog and cancels the whole visit', async () => {
    const { fetchMock, user } = setup(true);
    const first = await screen.findByRole('button', {
      name: 'Turno de Valentina López, Coloración, 10:00 a 11:00, parte de una visita de 2 servicios',
    });
    expect(
      screen.getByRole('button', {
        name: 'Turno de Valentina López, Corte de dama, 11:00 a 11:45, parte de una visita de 2 servicios',
      }),
    ).toBeInTheDocument();
    expect(within(first).getByText('Visita · 2')).toBeInTheDocument();

    await user.click(first);
    const info = await screen.findByRole('dialog', { name: 'Info del horario' });
    const visit = await within(info).findByRole('region', { name: 'Visita de 2 servicios' });
    expect(
      within(visit)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      '10:00 a 11:00 hs · Coloración con Lucía Fernández (este turno)',
      '11:00 a 11:45 hs · Corte de dama con Sofía Romero',
    ]);
    expect(visit).toHaveTextContent('Total de la visita: $ 53.000');
    // moved and cancelled only whole: no single-appointment action that the server refuses
    expect(within(info).queryByRole('button', { name: 'Mover' })).toBeNull();
    expect(within(info).queryByRole('button', { name: 'Cancelar turno' })).toBeNull();

    await user.click(within(info).getByRole('button', { name: 'Cancelar visita' }));
    const confirm = await screen.findByRole('dialog', { name: 'Cancelar visita' });
    expect(confirm).toHaveTextContent(
      'Se cancelan los 2 turnos de la visita y le enviamos un email al cliente. Esta operación no se puede deshacer.',
    );
    await user.click(within(confirm).getByRole('button', { name: 'Cancelar visita' }));
    expect(await screen.findByText('Visita cancelada.')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Info del horario' })).toBeNull(),
    );
    const calls = callsTo(fetchMock, 'cancelar-visita');
    expect(calls).toHaveLength(1);
    expect(JSON.parse(String(calls[0]?.init?.body))).toEqual({
      id_visita: 7,
      cancelado_por: 'profesional',
    });
    expect(callsTo(fetchMock, 'cancelar-turno')).toHaveLength(0);
  });

  it('is not dragged: a press that travels opens nothing to move', async () => {
    setup(true);
    const block = await screen.findByRole('button', {
      name: /^Turno de Valentina López, Coloración/,
    });
    // what jsdom lacks for a drag: a drag would dim the block and capture the pointer
    const capture = vi.fn();
    Object.assign(block, { setPointerCapture: capture });
    vi.stubGlobal('document', Object.assign(document, { elementsFromPoint: () => [] }));
    fireEvent.pointerDown(block, { button: 0, clientX: 10, clientY: 10, pointerId: 1 });
    fireEvent.pointerMove(block, { clientX: 10, clientY: 80, pointerId: 1 });
    expect(capture).not.toHaveBeenCalled();
    expect(block).toHaveStyle({ opacity: '1' });
  });

  it('for a professional who sees only their own column: no count it cannot know', async () => {
    const { user } = setup(false);
    const block = await screen.findByRole('button', {
      name: 'Turno de Valentina López, Corte de dama, 11:00 a 11:45, parte de una visita',
    });
    await user.click(block);
    const info = await screen.findByRole('dialog', { name: 'Info del horario' });
    const visit = await within(info).findByRole('region', { name: 'Parte de una visita' });
    expect(visit).toHaveTextContent(
      'Los servicios de la visita con otros profesionales no se muestran en tu agenda.',
    );
    expect(within(info).getByRole('button', { name: 'Cancelar visita' })).toBeInTheDocument();
    // moving it needs every service of the visit, which only an admin sees
    expect(within(info).queryByRole('button', { name: 'Mover visita' })).toBeNull();
  });

  it('an admin moves the whole visit: the starts offered for its services, reprogramar-visita', async () => {
    const { fetchMock, user } = setup(true);
    await user.click(
      await screen.findByRole('button', { name: /^Turno de Valentina López, Corte de dama/ }),
    );
    const info = await screen.findByRole('dialog', { name: 'Info del horario' });
    await user.click(await within(info).findByRole('button', { name: 'Mover visita' }));
    const move = await screen.findByRole('dialog', { name: 'Mover visita' });
    await user.click(await within(move).findByRole('combobox', { name: 'Hora' }));
    await user.click(await screen.findByRole('option', { name: '12:00' }));
    const url = callsTo(fetchMock, 'obtener-horarios-visita')[0]?.url;
    expect(url?.searchParams.get('id_sucursal')).toBe('1');
    expect(url?.searchParams.get('fecha')).toBe(tomorrow);
    expect(url?.searchParams.get('servicios')).toBe('21,22');
    expect(url?.searchParams.get('id_visita')).toBe('7');
    await user.click(within(move).getByRole('button', { name: 'Mover visita' }));
    expect(await screen.findByText('Visita reprogramada.')).toBeInTheDocument();
    expect(JSON.parse(String(callsTo(fetchMock, 'reprogramar-visita')[0]?.init?.body))).toEqual({
      id_visita: 7,
      fecha_nueva: tomorrow,
      hora: '12:00',
    });
    expect(callsTo(fetchMock, 'reprogramar-turno')).toHaveLength(0);
  });
});

describe("a visit in the professional's own agenda", () => {
  const [, corte] = visitAppointments(tomorrow);
  const slot = { ...corte, estado: 'turno' as const };

  it('marks the chip and lists the services of the visit it can see in Info del horario', async () => {
    const fetchMock = mockApi({
      'obtener-agenda-sucursal': { data: { profesionales: [], turnos: [corte] } },
      'DELETE cancelar-visita': { data: { id_visita: 7, cancelado_por: 'profesional' } },
    });
    const user = userEvent.setup();
    const chip = renderAt('/', <AppointmentChip slot={slot} onOpen={() => undefined} />);
    expect(
      screen.getByRole('button', {
        name: 'Turno de Valentina López, Corte de dama, parte de una visita',
      }),
    ).toHaveTextContent('Visita');
    chip.unmount();
    renderAt('/', <SlotInfoDialog slot={slot} today={tomorrow} onClose={() => undefined} />);
    const info = await screen.findByRole('dialog', { name: 'Info del horario' });
    const visit = await within(info).findByRole('region', { name: 'Parte de una visita' });
    expect(await within(visit).findByText(/Corte de dama con Sofía Romero/)).toBeInTheDocument();
    expect(within(info).queryByRole('button', { name: 'Cancelar turno' })).toBeNull();
    await user.click(within(info).getByRole('button', { name: 'Cancelar visita' }));
    const confirm = await screen.findByRole('dialog', { name: 'Cancelar visita' });
    await user.click(within(confirm).getByRole('button', { name: 'Cancelar visita' }));
    expect(await screen.findByText('Visita cancelada.')).toBeInTheDocument();
    expect(JSON.parse(String(callsTo(fetchMock, 'cancelar-visita')[0]?.init?.body))).toEqual({
      id_visita: 7,
      cancelado_por: 'profesional',
    });
  });
});
