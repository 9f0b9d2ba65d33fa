import { describe, expect, it } from 'vitest';
import { closureDoneText } from './closures';

/** The message after crear-cierre (contract §7.6), from the affected appointments as answered. */
describe('closureDoneText', () => {
  const t = (is_cancelado: '0' | '1') => ({ is_cancelado });

  it('says what was done with the appointments', () => {
    expect(closureDoneText('avisar', [])).toBe('Cierre agregado.');
    expect(closureDoneText('avisar', [t('0'), t('0')])).toBe(
      'Cierre agregado. Avisamos a los clientes de 2 turnos.',
    );
    expect(closureDoneText('cancelar_y_avisar', [t('1')])).toBe(
      'Cierre agregado. Cancelamos 1 turno y avisamos a cada cliente.',
    );
  });

  it('an appointment already charged at the counter is not called cancelled (ADR 0102)', () => {
    expect(closureDoneText('cancelar_y_avisar', [t('1'), t('0'), t('1')])).toBe(
      'Cierre agregado. Cancelamos 2 turnos; 1 turno ya cobrado en la caja sigue en la agenda. Avisamos a cada cliente.',
    );
    expect(closureDoneText('cancelar_y_avisar', [t('0'), t('0')])).toBe(
      'Cierre agregado. 2 turnos ya cobrados en la caja siguen en la agenda. Avisamos a cada cliente.',
    );
  });
});
