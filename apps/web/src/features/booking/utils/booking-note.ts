import { depositAmount, formatARS } from '@turnos/domain';
import type { ConfAgenda } from '@/api/schedules';

/** The deposit the professional's rule charges for a price (0 = none). */
export function depositFor(conf: ConfAgenda, price: string | number): number {
  return depositAmount(
    Number(conf.tipo_de_cobro_de_reserva) || 0,
    Number(conf.valor_de_cobro_de_reserva) || 0,
    Number(price) || 0,
  );
}

/** The summary's clarifying note (seed §2). */
export function bookingNote(conf: ConfAgenda, price: string | number): string {
  const deposit = depositFor(conf, price);
  const hoursToPay = Number(conf.horas_caducidad_reserva_impaga) || 0;
  const hoursToMove = Number(conf.horas_reprogramar_turno) || 0;
  const move =
    hoursToMove > 0 ? ` Podrás reprogramarlo hasta ${hoursToMove} h antes del turno.` : '';
  if (deposit <= 0) {
    return `El valor es aproximado y se abona en la sucursal.${move}`;
  }
  const expiry =
    hoursToPay > 0
      ? ` dentro de las ${hoursToPay} h siguientes; si no, el turno se cancelará automáticamente`
      : '';
  return `Este turno requiere una seña de ${formatARS(deposit)}, que deberás abonar${expiry}. El resto se abona en la sucursal.${move}`;
}
