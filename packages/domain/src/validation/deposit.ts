import { z } from 'zod';
import { choiceSchema } from './fields';

/** Seed §5 deposit-configuration texts, verbatim. */
export const depositMsg = {
  type: 'Debe seleccionar un tipo de cobro.',
  value: 'Debe especificar un valor.',
  percent: 'El porcentaje debe ser mayor a 0 y menor a 100.',
  amount: 'El monto debe ser mayor a 0 y menor a 999999999.',
  option: 'Debe seleccionar un valor.',
} as const;

/** 0 none, 1 full service price, 2 fixed amount, 3 percentage of the price. */
export const DEPOSIT_TYPES = [0, 1, 2, 3] as const;
/** Seed §9, in hours: 0 = never expires ('No expira'). */
export const EXPIRY_HOURS_OPTIONS = [0, 1, 2, 3, 4, 5, 6, 12, 24, 36, 48, 72] as const;
/** Seed §9, in hours: 0 = always ('Sin límite'). */
export const REPROGRAM_HOURS_OPTIONS = EXPIRY_HOURS_OPTIONS;
/** Contract §6.4, in hours: how long before the start a client may still cancel (0 = until it). */
export const CANCEL_HOURS_OPTIONS = EXPIRY_HOURS_OPTIONS;
export const MAX_DEPOSIT_AMOUNT = 999_999_999;

/** '12,5' or 12.5 → 12.5; '' and junk → NaN. */
const toNumber = (v: string | number | undefined) => {
  if (typeof v === 'number') return v;
  const s = (v ?? '').trim().replace(',', '.');
  return /^-?\d+(\.\d+)?$/.test(s) ? Number(s) : NaN;
};

/**
 * The reservation-deposit form. Output: the value as a dot decimal string with two places
 * ('0.00' when the type takes no value), and the expiry reset to 0 when no deposit is charged.
 */
export const depositConfSchema = z
  .object({
    tipo_de_cobro_de_reserva: choiceSchema(DEPOSIT_TYPES, depositMsg.type),
    valor_de_cobro_de_reserva: z
      .union([z.string(), z.number()], { error: depositMsg.value })
      .optional(),
    // not asked when no deposit is charged (it resets to 0 then)
    horas_caducidad_reserva_impaga: choiceSchema(
      EXPIRY_HOURS_OPTIONS,
      depositMsg.option,
    ).optional(),
    horas_reprogramar_turno: choiceSchema(REPROGRAM_HOURS_OPTIONS, depositMsg.option),
    // contract §6.4; absent = unchanged (the seed's client does not send it)
    horas_cancelar_turno: choiceSchema(CANCEL_HOURS_OPTIONS, depositMsg.option).optional(),
  })
  .transform((v, ctx) => {
    const tipo = v.tipo_de_cobro_de_reserva;
    const expiry = v.horas_caducidad_reserva_impaga;
    if (tipo !== 0 && expiry === undefined) {
      ctx.addIssue({
        code: 'custom',
        path: ['horas_caducidad_reserva_impaga'],
        message: depositMsg.option,
      });
      return z.NEVER;
    }
    let valor = 0;
    if (tipo === 2 || tipo === 3) {
      const raw = toNumber(v.valor_de_cobro_de_reserva);
      if (!Number.isFinite(raw) || raw === 0) {
        ctx.addIssue({
          code: 'custom',
          path: ['valor_de_cobro_de_reserva'],
          message: depositMsg.value,
        });
        return z.NEVER;
      }
      valor = Math.round(raw * 100) / 100;
      const limit = tipo === 3 ? 100 : MAX_DEPOSIT_AMOUNT;
      if (!(valor > 0 && valor < limit)) {
        const message = tipo === 3 ? depositMsg.percent : depositMsg.amount;
        ctx.addIssue({ code: 'custom', path: ['valor_de_cobro_de_reserva'], message });
        return z.NEVER;
      }
    }
    return {
      tipo_de_cobro_de_reserva: tipo,
      valor_de_cobro_de_reserva: valor.toFixed(2),
      horas_caducidad_reserva_impaga: tipo === 0 ? 0 : (expiry ?? 0),
      horas_reprogramar_turno: v.horas_reprogramar_turno,
      horas_cancelar_turno: v.horas_cancelar_turno,
    };
  });

export type DepositConfInput = z.output<typeof depositConfSchema>;
