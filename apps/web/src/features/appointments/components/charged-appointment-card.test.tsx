import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { renderAt } from '@/test/render';
import { wireAppointment } from '@/test/wire-appointment';
import { CHARGED_CANCEL_NOTE } from '../utils/appointment-status';
import { UpcomingAppointmentCard } from './upcoming-appointment-card';
import { VisitCard } from './visit-card';

// well before the appointments (2030-01-15 10:00), so no cancel cut-off applies
const NOW = new Date('2030-01-01T12:00:00Z');

describe('Mis turnos: an appointment paid at the counter is not cancelled from here (ADR 0097)', () => {
  it('charged: Cancelar is off and says why; not charged: on, with no note', async () => {
    renderAt(
      '/',
      <>
        <UpcomingAppointmentCard
          appointment={wireAppointment({ id_turno: 1, cobrado: '1', id_cobro: 4 })}
          now={NOW}
          onCancel={vi.fn()}
          onPay={vi.fn()}
        />
        <UpcomingAppointmentCard
          appointment={wireAppointment({ id_turno: 2, hora: '12:00', hora_inicio: '12:00' })}
          now={NOW}
          onCancel={vi.fn()}
          onPay={vi.fn()}
        />
      </>,
    );
    const [charged, open] = await screen.findAllByRole('button', { name: /^Cancelar turno/ });
    expect(charged).toBeDisabled();
    expect(charged).toHaveAccessibleDescription(CHARGED_CANCEL_NOTE);
    expect(open).toBeEnabled();
    expect(screen.getAllByText(CHARGED_CANCEL_NOTE)).toHaveLength(1);
  });

  it('a visit with one charged appointment: its Cancelar is off and says why', async () => {
    const first = wireAppointment({ id_turno: 1, id_visita: 8 });
    const second = wireAppointment({ id_turno: 2, id_visita: 8, hora: '11:00', cobrado: '1' });
    renderAt(
      '/',
      <VisitCard
        appointments={[first, second]}
        resumen={first}
        total={0}
        now={NOW}
        onCancel={vi.fn()}
        onPay={vi.fn()}
      />,
    );
    const cancel = await screen.findByRole('button', { name: /^Cancelar visita/ });
    expect(cancel).toBeDisabled();
    expect(cancel).toHaveAccessibleDescription(CHARGED_CANCEL_NOTE);
  });
});
