/**
 * What a client's WhatsApp text says about the appointment it answers (contract §6.5): `1`, `si`
 * or `sí` confirm it, `2` or `no` cancel it, in any case, with surrounding spaces and closing
 * dots or exclamation marks ('Sí.', ' no! '); anything else is not an answer.
 */
export type WappAnswer = 'confirmar' | 'cancelar' | null;

export const CONFIRM_PROMPT = 'Respondé 1 para confirmar o 2 para cancelar.';

export function wappAnswerOf(text: string): WappAnswer {
  const t = text
    .normalize('NFC')
    .trim()
    .toLowerCase()
    .replace(/[.!]+$/u, '');
  if (t === '1' || t === 'si' || t === 'sí') return 'confirmar';
  if (t === '2' || t === 'no') return 'cancelar';
  return null;
}
