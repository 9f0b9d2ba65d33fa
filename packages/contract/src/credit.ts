import { z } from 'zod';
import { MOTIVOS_SALDO, normalizePrice } from '@turnos/domain';
import { defineEndpoint } from './endpoint';
import * as paths from './paths/credit/index';
import { idParam, requiredText } from './params';
import { wireId, wireMoney } from './wire';

/** Contract §7.5: client credit (saldo a favor), ADR 0100. */

const isoInstant = z.iso.datetime();

export { MOTIVOS_SALDO, type MotivoSaldo } from '@turnos/domain';

/** The most an adjustment moves at once: $ 10.000.000. */
export const AJUSTE_SALDO_MAX = 10_000_000;

const adjustMessage =
  'El monto debe ser un importe distinto de 0, con signo menos para descontar (por ejemplo -1500,50).';

/**
 * A signed amount ≠ 0: '1500,50', '-1500.50' or a JSON number with up to two decimals, read as
 * its wire string ('-1500.50'). Never a floating-point value inside.
 */
const signedMoneyParam = z
  .union([z.string(), z.number()], { error: adjustMessage })
  .transform((v, ctx) => {
    const s = String(v).trim();
    const negative = s.startsWith('-');
    const digits = negative ? s.slice(1) : s;
    const amount = digits.length > 0 && digits.length <= 14 ? normalizePrice(digits) : null;
    if (amount === null || /^0\.00$/.test(amount) || Number(amount) > AJUSTE_SALDO_MAX) {
      ctx.addIssue({ code: 'custom', message: adjustMessage });
      return z.NEVER;
    }
    return negative ? `-${amount}` : amount;
  });

export const movimientoSaldo = z.strictObject({
  fecha_hora: isoInstant,
  /** + credit, − debit */
  monto: wireMoney,
  motivo: z.enum(MOTIVOS_SALDO),
  /** a credit's expiry (null: never, and on a debit) */
  vence: isoInstant.nullable(),
  /** what is left of a credit now (null on a debit) */
  restante: wireMoney.nullable(),
  /** an adjustment's reason ('' otherwise) */
  nota: z.string(),
  /** who did it, by name ('' when nobody did: an expiry) */
  usuario: z.string(),
  /** the cancelled appointment (`sena_cancelada`) or the booking paid (`reserva`) */
  id_turno: wireId.nullable(),
  /** the charge (`cobro`, `anulacion`) */
  id_cobro: wireId.nullable(),
});

export const obtenerSaldoCliente = defineEndpoint({
  ...paths.obtenerSaldoCliente,
  roles: ['cliente', 'peluquero', 'peluadmin'],
  summary:
    'El saldo a favor de un cliente (lo disponible ahora), cuándo vence la parte más próxima y sus movimientos, el más nuevo primero.',
  params: z.object({ ID: idParam('ID') }),
  data: z.strictObject({
    saldo: wireMoney,
    /** the soonest expiry of the credit available now, and how much of it expires then */
    vence: isoInstant.nullable(),
    monto_vence: wireMoney.nullable(),
    movimientos: z.array(movimientoSaldo),
  }),
});

export const ajustarSaldoCliente = defineEndpoint({
  ...paths.ajustarSaldoCliente,
  roles: ['peluadmin'],
  summary:
    'Suma (monto positivo) o descuenta (negativo) saldo a favor de un cliente, con el motivo; nunca por debajo de 0.',
  params: z.object({
    ID: idParam('ID'),
    monto: signedMoneyParam,
    motivo: requiredText(200),
  }),
  data: z.strictObject({ saldo: wireMoney }),
});
