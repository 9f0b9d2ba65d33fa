import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import type { Appointment } from '@/api/appointments';
import { renderAt } from '@/test/render';
import { mockApi } from '@/test/mock-api';
import { wireAppointment } from '@/test/wire-appointment';
import { AppointmentDialog } from './appointment-dialog';
import { SlotInfoDialog } from './slot-info-dialog';

/**
 * "Cobrar" (issue 31) in the branch agenda's appointment dialog and the professional's 'Info del
 * horario': only for an appointment the counter can charge (a real one, not cancelled, not
 * charged yet), a link to the counter with it.
 */
const CASES: { what: string; over: Partial<Appointment>; shown: boolean }[] = [
  { what: 'a chargeable appointment', over: {}, shown: true },
  { what: 'a cancelled one', over: { is_cancelado: '1' }, shown: false },
  { what: 'one charged already', over: { cobrado: '1', id_cobro: 90 }, shown: false },
  { what: 'a busy block', over: { ocupado: '1' }, shown: false },
];

describe('Cobrar in the agendas', () => {
  it.each(CASES)('the branch agenda: $what → shown $shown', async ({ over, shown }) => {
    mockApi({});
    renderAt(
      '/',
      <AppointmentDialog
        appointment={wireAppointment({
          id_turno: 41,
          id_sucursal: 2,
          fecha: '2030-01-15',
          ...over,
        })}
        isAdmin
        today="2030-01-10"
        nowMinutes={600}
        onClose={() => undefined}
        onMove={() => undefined}
        onMoveVisit={() => undefined}
        onFile={() => undefined}
      />,
    );
    await screen.findByRole('dialog');
    const link = screen.queryByRole('link', { name: 'Cobrar' });
    if (!shown) expect(link).toBeNull();
    else expect(link).toHaveAttribute('href', '/admin/caja?sucursal=2&turno=41&fecha=2030-01-15');
  });

  it.each(CASES.filter((c) => c.what !== 'a busy block'))(
    "the professional's agenda: $what → shown $shown",
    async ({ over, shown }) => {
      mockApi({});
      const slot = {
        ...wireAppointment({ id_turno: 42, id_sucursal: 3, fecha: '2030-01-16', ...over }),
        estado: 'turno' as const,
      };
      renderAt('/', <SlotInfoDialog slot={slot} today="2030-01-10" onClose={() => undefined} />);
      await screen.findByRole('dialog', { name: 'Info del horario' });
      const link = screen.queryByRole('link', { name: 'Cobrar' });
      if (!shown) expect(link).toBeNull();
      else expect(link).toHaveAttribute('href', '/admin/caja?sucursal=3&turno=42&fecha=2030-01-16');
    },
  );
});
