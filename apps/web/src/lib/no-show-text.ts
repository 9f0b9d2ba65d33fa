import type { ClientListItem } from '@/api/clients';

/** '2 no asistió' for a client who missed appointments (ADR 0066); '' for none. */
export function noShowText(c: Pick<ClientListItem, 'no_asistidos'>): string {
  const n = c.no_asistidos ?? 0;
  return n > 0 ? `${n} no asistió` : '';
}
