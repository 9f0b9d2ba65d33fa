import { describe, expect, it } from 'vitest';
import { configure, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { addDays, studioNow } from '@turnos/domain';
import { renderAt } from '@/test/render';
import { callsTo, mockApi } from '@/test/mock-api';
import { visitAppointments } from '@/test/visit-appointments';
import { wireAppointment } from '@/test/wire-appointment';
import { AppointmentsTable } from './appointments-table';

configure({ asyncUtilTimeout: 5000 });

// contract §6.2, ADR 0075: a visit's appointments in the staff's appointments screen
const fecha = addDays(studioNow().date, 2);
const [coloracion, corte] = visitAppointments(fecha);
const single = wireAppointment({ id_turno: 40, fecha, cliente_nombre: 'Tomás Herrera' });

/** The row actions' button of the visit's n-th appointment. */
function actionsOf(n: number) {
  const button = screen.getAllByRole('button', { name: /^Acciones del turno de Valentina/ })[n];
  if (!button) throw new Error(`no row ${n}`);
  return button;
}

function setup(isAdmin: boolean, rows = [coloracion, corte, single]) {
  const fetchMock = mockApi({
    'obtener-agenda-sucursal': { data: { profesionales: [], turnos: [coloracion, corte] } },
    'DELETE cancelar-visita': { data: { id_visita: 7, cancelado_por: 'peluadmin' } },
  });
  renderAt('/', <AppointmentsTable rows={rows} isAdmin={isAdmin} label="Turnos" />);
  return { fetchMock, user: userEvent.setup() };
}

describe('TurnosTable: a visit', () => {
  it("marks each of the visit's rows, and only those", () => {
    setup(true);
    expect(screen.getAllByRole('img', { name: 'Parte de una visita de 2 servicios' })).toHaveLength(
      2,
    );
    const row = screen.getByRole('row', { name: /Tomás Herrera/ });
    expect(within(row).queryByRole('img', { name: /visita/ })).toBeNull();
  });

  it('a professional (their own rows only) is not told a count', () => {
    setup(false, [corte]);
    expect(screen.getByRole('img', { name: 'Parte de una visita' })).toBeInTheDocument();
  });

  it("lists the visit's services in Ver información", async () => {
    const { user } = setup(true);
    await user.click(actionsOf(1));
    await user.click(await screen.findByRole('menuitem', { name: 'Ver información' }));
    const info = await screen.findByRole('dialog', { name: 'Información del turno' });
    const visit = await within(info).findByRole('region', { name: 'Visita de 2 servicios' });
    expect(
      within(visit)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      '10:00 a 11:00 hs · Coloración con Lucía Fernández',
      '11:00 a 11:45 hs · Corte de dama con Sofía Romero (este turno)',
    ]);
    expect(visit).toHaveTextContent('Total de la visita: $ 53.000');
  });

  it('offers Cancelar visita instead of Cancelar turno, asks, and cancels the whole visit', async () => {
    const { fetchMock, user } = setup(true);
    await user.click(actionsOf(0));
    expect(screen.queryByRole('menuitem', { name: 'Cancelar turno' })).toBeNull();
    await user.click(await screen.findByRole('menuitem', { name: 'Cancelar visita' }));
    const confirm = await screen.findByRole('dialog', { name: 'Cancelar visita' });
    expect(confirm).toHaveTextContent('Se cancelan todos los turnos de la visita');
    await user.click(within(confirm).getByRole('button', { name: 'Cancelar visita' }));
    expect(await screen.findByText('Visita cancelada.')).toBeInTheDocument();
    expect(JSON.parse(String(callsTo(fetchMock, 'cancelar-visita')[0]?.init?.body))).toEqual({
      id_visita: 7,
    });
    expect(callsTo(fetchMock, 'cancelar-turno')).toHaveLength(0);
  });
});
