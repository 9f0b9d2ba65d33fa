import { STUDIO_TZ } from '@turnos/domain';

const dateTime = new Intl.DateTimeFormat('es-AR', {
  timeZone: STUDIO_TZ,
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** An ISO instant as the studio's wall clock: '24/11/2026 18:30 hs'. */
export function formatStudioDateTime(iso: string): string {
  return `${dateTime.format(new Date(iso)).replace(',', '')} hs`;
}
