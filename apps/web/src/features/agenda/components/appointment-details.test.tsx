import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Appointment } from '@/api/appointments';
import { jsonResponse, renderAt } from '@/test/render';
import { callsTo, mockApi } from '@/test/mock-api';
import { wireAppointment } from '@/test/wire-appointment';
import { AppointmentDialog } from './appointment-dialog';

// the shared details and cancel flow, through the branch agenda's dialog (the appointment
// agenda's 'Info del horario' has its own test in agenda-screen.test.tsx)
function open(over: Partial<Appointment>) {
  const fetchMock = mockApi({
    'DELETE cancelar-turno': () => jsonResponse(200, { success: true, data: { id_turno: 41 } }),
  });
  const onClose = vi.fn();
  renderAt(
    '/',
    <AppointmentDialog
      appointment={wireAppointment({ id_turno: 41, fecha: '2030-01-15', ...over })}
      isAdmin
      today="2030-01-10"
      nowMinutes={600}
      onClose={onClose}
      onMove={() => undefined}
      onMoveVisit={() => undefined}
      onFile={() => undefined}
    />,
  );
  return { fetchMock, onClose };
}

describe('AppointmentDialog: the shared details and cancel flow', () => {
  it.each([
    {
      what: 'an appointment',
      ocupado: '0' as const,
      action: 'Cancelar turno',
      title: 'Cancelar turno',
      done: '¡Turno cancelado! Le enviamos un email al cliente informándole.',
    },
    {
      what: 'a busy block',
      ocupado: '1' as const,
      action: 'Liberar',
      title: 'Liberar horario',
      done: '¡Horario liberado!',
    },
  ])('$what: asks $title, cancels as the professional, says so and closes', async (c) => {
    const { fetchMock, onClose } = open({ ocupado: c.ocupado });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: c.action }));
    const confirm = screen.getByRole('dialog', { name: c.title });
    expect(confirm).toHaveTextContent(
      'Esta operación no se puede deshacer. ¿Está seguro de cancelar el turno?',
    );
    await user.click(within(confirm).getByRole('button', { name: c.action }));
    expect(await screen.findByText(c.done)).toBeInTheDocument();
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    const calls = callsTo(fetchMock, 'cancelar-turno');
    expect(calls).toHaveLength(1);
    expect(JSON.parse(String(calls[0]?.init?.body))).toEqual({
      id_turno: 41,
      cancelado_por: 'profesional',
    });
  });

  it.each([
    { monto_reserva: '0.00', reserva_paga: '1' as const, shown: 'Sin seña' },
    { monto_reserva: '2000.00', reserva_paga: '0' as const, shown: 'Impaga ($ 2.000)' },
    { monto_reserva: '2000.00', reserva_paga: '1' as const, shown: 'Paga ($ 2.000)' },
  ])('shows the deposit $monto_reserva (paid $reserva_paga) as $shown', async (c) => {
    open({ monto_reserva: c.monto_reserva, reserva_paga: c.reserva_paga });
    const dialog = await screen.findByRole('dialog', { name: 'Info del horario' });
    const term = within(dialog).getByText('Reserva');
    expect(term.nextElementSibling).toHaveTextContent(c.shown);
  });
});
