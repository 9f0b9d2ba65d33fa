import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Appointment } from '@/api/appointments';
import { renderAt } from '@/test/render';
import { wireAppointment } from '@/test/wire-appointment';
import { RowActions } from './row-actions';

/** "Cobrar" in the appointments table's row menu: only for an appointment the counter can charge. */
describe('RowActions: Cobrar', () => {
  it.each([
    { what: 'a chargeable appointment', over: {}, shown: true },
    { what: 'a cancelled one', over: { is_cancelado: '1' }, shown: false },
    { what: 'one charged already', over: { cobrado: '1', id_cobro: 90 }, shown: false },
    { what: 'a busy block', over: { ocupado: '1' }, shown: false },
  ] satisfies { what: string; over: Partial<Appointment>; shown: boolean }[])(
    '$what → shown $shown, and it asks for the charge',
    async ({ over, shown }) => {
      const onAction = vi.fn();
      const t = wireAppointment({ id_turno: 5, fecha: '2030-01-15', ...over });
      renderAt('/', <RowActions appointment={t} today="2030-01-10" isAdmin onAction={onAction} />);
      const user = userEvent.setup();
      await user.click(screen.getByRole('button', { name: /^Acciones del turno/ }));
      await screen.findByRole('menuitem', { name: 'Ver información' });
      const item = screen.queryByRole('menuitem', { name: 'Cobrar' });
      if (!shown) {
        expect(item).toBeNull();
        return;
      }
      await user.click(item as HTMLElement);
      expect(onAction).toHaveBeenCalledWith('charge', t);
    },
  );
});
