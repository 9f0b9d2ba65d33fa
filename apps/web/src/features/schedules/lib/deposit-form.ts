import {
  CANCEL_HOURS_OPTIONS,
  depositConfSchema,
  EXPIRY_HOURS_OPTIONS,
  REPROGRAM_HOURS_OPTIONS,
} from '@turnos/domain';
import type { ConfAgenda } from '@/api/schedules';

/** The deposit form keeps every field as the select/input's string. */
export interface DepositForm {
  tipo_de_cobro_de_reserva: string;
  valor_de_cobro_de_reserva: string;
  horas_caducidad_reserva_impaga: string;
  horas_reprogramar_turno: string;
  /** contract §6.4 */
  horas_cancelar_turno: string;
}
export { depositConfSchema };

export const DEPOSIT_TYPE_OPTIONS = [
  { value: '0', label: 'Sin seña' },
  { value: '1', label: 'Precio total del servicio' },
  { value: '2', label: 'Monto fijo' },
  { value: '3', label: 'Porcentaje del precio' },
] as const;

const hours = (n: number) => `${n} ${n === 1 ? 'hora' : 'horas'}`;
/** Seed §9: 0 = 'No expira'. */
export const EXPIRY_OPTIONS = EXPIRY_HOURS_OPTIONS.map((h) => ({
  value: String(h),
  label: h === 0 ? 'No expira' : hours(h),
}));
/** Seed §9: 0 = 'Sin límite'. */
export const REPROGRAM_OPTIONS = REPROGRAM_HOURS_OPTIONS.map((h) => ({
  value: String(h),
  label: h === 0 ? 'Sin límite' : hours(h),
}));

/** Contract §6.4: 0 = the client may cancel until the start. */
export const CANCEL_OPTIONS = CANCEL_HOURS_OPTIONS.map((h) => ({
  value: String(h),
  label: h === 0 ? 'Hasta el inicio del turno' : hours(h),
}));

/** Seed §9: input steps of 1 percent and 100 pesos. */
export const valueStep = (tipo: string) => (tipo === '3' ? 1 : 100);
export const takesValue = (tipo: string) => tipo === '2' || tipo === '3';

export function toDepositForm(conf: ConfAgenda): DepositForm {
  const tipo = String(conf.tipo_de_cobro_de_reserva ?? 0);
  const valor = Number(conf.valor_de_cobro_de_reserva ?? 0);
  return {
    tipo_de_cobro_de_reserva: tipo,
    valor_de_cobro_de_reserva: takesValue(tipo) && Number.isFinite(valor) ? String(valor) : '0',
    horas_caducidad_reserva_impaga: String(conf.horas_caducidad_reserva_impaga ?? 0),
    horas_reprogramar_turno: String(conf.horas_reprogramar_turno ?? 0),
    horas_cancelar_turno: String(conf.horas_cancelar_turno ?? 0),
  };
}

/** Seed §5: choosing 'none' resets value and expiry to 0; another type clears the value. */
export function changeDepositType(form: DepositForm, tipo: string): DepositForm {
  if (tipo === '0')
    return {
      ...form,
      tipo_de_cobro_de_reserva: tipo,
      valor_de_cobro_de_reserva: '0',
      horas_caducidad_reserva_impaga: '0',
    };
  if (tipo === '1')
    return { ...form, tipo_de_cobro_de_reserva: tipo, valor_de_cobro_de_reserva: '0' };
  return { ...form, tipo_de_cobro_de_reserva: tipo, valor_de_cobro_de_reserva: '' };
}
