import type { Charge } from '@/api/till';
import { formatARS } from '@/lib/format';
import { MEDIO_LABEL } from './cart-figures';

/** How the counter words a charge's instants and its annulment (the studio's zone). */

const ZONE = 'America/Argentina/Buenos_Aires';

/** '14:05' of an ISO instant, in the studio's zone (24 hours, as the rest of the app). */
export const timeOf = (iso: string) =>
  new Date(iso).toLocaleTimeString('es-AR', {
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone: ZONE,
  });

/** '23/11/26 14:05' of an ISO instant, in the studio's zone. */
export const dateTimeOf = (iso: string) =>
  `${new Date(iso).toLocaleDateString('es-AR', {
    day: '2-digit',
    month: '2-digit',
    year: '2-digit',
    timeZone: ZONE,
  })} ${timeOf(iso)}`;

/** 'Anulado por Ana el 23/11/26, 14:05: se cobró dos veces' — who, when and why. */
export function annulledText(
  c: Pick<Charge, 'anulado_por' | 'fecha_anulacion' | 'motivo_anulacion'>,
) {
  const who = c.anulado_por ? ` por ${c.anulado_por}` : '';
  const when = c.fecha_anulacion ? ` el ${dateTimeOf(c.fecha_anulacion)}` : '';
  const why = c.motivo_anulacion ? `: ${c.motivo_anulacion}` : '';
  return `Anulado${who}${when}${why}`;
}

/** 'Efectivo $ 3.000 + Débito $ 5.000' ('Sin pagos' when its seña covered it). */
export function paymentsText(c: Pick<Charge, 'pagos'>) {
  if (c.pagos.length === 0) return 'Sin pagos';
  return c.pagos.map((p) => `${MEDIO_LABEL[p.medio]} ${formatARS(p.monto)}`).join(' + ');
}
