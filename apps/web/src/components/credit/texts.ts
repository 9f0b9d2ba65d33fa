import { formatARS, studioNow, type MotivoSaldo } from '@turnos/domain';
import { formatShortDate } from '@/lib/format';

/** The date (dd/mm/aaaa, studio zone) of a credit's expiry instant. */
export const expiryDate = (vence: string) => formatShortDate(studioNow(new Date(vence)).date);

/** Client credit's words (contract §7.5), one place for every screen that shows it. */
export const creditText = {
  title: 'Saldo a favor',
  /** "Saldo a favor $ 3.000 (vence el 23/12/2026)" */
  balance: (credit: string, vence: string | null) =>
    `Saldo a favor ${formatARS(credit)}${vence ? ` (vence el ${expiryDate(vence)})` : ''}`,
  /** only part of it expires first */
  partExpires: (monto: string, vence: string) =>
    `${formatARS(monto)} vence el ${expiryDate(vence)}.`,
  clientHint: 'Podés usarlo para pagar la seña de tu próximo turno o en el local.',
  loading: 'Cargando el saldo a favor',
  loadError: 'No pudimos obtener el saldo a favor.',
  none: 'Sin saldo a favor.',
  noMovements: 'Todavía no tuvo movimientos de saldo a favor.',
  movements: 'Movimientos',
  adjust: 'Ajustar saldo',
  adjustTitle: 'Ajustar saldo a favor',
  adjustAdd: 'Sumar',
  adjustTake: 'Descontar',
  adjustAmount: 'Monto',
  adjustReason: 'Motivo',
  adjustHint: 'El saldo nunca queda por debajo de $ 0.',
  adjustError: 'No pudimos ajustar el saldo a favor.',
  adjusted: (credit: string) => `Saldo ajustado: ahora tiene ${formatARS(credit)}.`,
  never: 'no vence',
  expires: (vence: string) => `vence el ${expiryDate(vence)}`,
  /** the booking summary */
  payDeposit: 'Pagar la seña con mi saldo a favor',
  payDepositHint: (credit: string, deposito: string, queda: string) =>
    `Tenés ${formatARS(credit)}: se usan ${formatARS(deposito)} y te quedan ${formatARS(queda)}.`,
  notEnough: (credit: string) =>
    `Tu saldo a favor (${formatARS(credit)}) no alcanza para pagar esta seña.`,
} as const;

export const MOTIVO_LABEL: Record<MotivoSaldo, string> = {
  sena_cancelada: 'Seña de turno cancelado',
  cobro: 'Pago en el local',
  anulacion: 'Cobro anulado',
  ajuste: 'Ajuste',
  vencimiento: 'Vencimiento',
  reserva: 'Seña de un turno',
};
