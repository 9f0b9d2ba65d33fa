import { describe, expect, it } from 'vitest';
import { wireAppointment } from '@/test/wire-appointment';
import { dayOffDoneText } from './day-off';

/** The message after a day off over bookings (ADR 0089), from the answer's affected list. */
describe('dayOffDoneText', () => {
  it('counts a visit once and does not call a charged booking cancelled (ADR 0102)', () => {
    const cancelled = [
      wireAppointment({ id_turno: 1, is_cancelado: '1' }),
      wireAppointment({ id_turno: 2, id_visita: 7, is_cancelado: '1' }),
      wireAppointment({ id_turno: 3, id_visita: 7, is_cancelado: '1' }),
    ];
    expect(dayOffDoneText('cancelar_y_avisar', cancelled)).toBe(
      'Cambios guardados con éxito. Cancelamos 2 turnos y le avisamos a cada cliente.',
    );
    const charged = wireAppointment({ id_turno: 4, is_cancelado: '0' });
    expect(dayOffDoneText('cancelar_y_avisar', [...cancelled, charged])).toBe(
      'Cambios guardados con éxito. Cancelamos 2 turnos; 1 turno ya cobrado en la caja sigue en la agenda. Le avisamos a cada cliente.',
    );
    expect(dayOffDoneText('cancelar_y_avisar', [charged])).toBe(
      'Cambios guardados con éxito. 1 turno ya cobrado en la caja sigue en la agenda. Le avisamos a cada cliente.',
    );
  });
});
