import type { Appointment } from '@/api/appointments';

/** Mis turnos' upcoming entries: a single appointment, or a visit's appointments together (§6.2). */
export type UpcomingEntry =
  | { kind: 'turno'; turno: Appointment }
  | { kind: 'visita'; turnos: Appointment[]; resumen: Appointment; total: number };

const money = (n: number) => n.toFixed(2);

/**
 * A visit read as one appointment for its card's dialogs (pay, cancel): its start, every service
 * and professional, the total deposit.
 */
export function visitSummary(appointments: readonly Appointment[]): Appointment | undefined {
  const [first] = appointments;
  if (!first) return undefined;
  const last = appointments[appointments.length - 1] ?? first;
  return {
    ...first,
    nombre_servicio: appointments.map((t) => t.nombre_servicio).join(' + '),
    nombre_peluquero: [...new Set(appointments.map((t) => t.nombre_peluquero))].join(' y '),
    monto_reserva: money(appointments.reduce((sum, t) => sum + Number(t.monto_reserva), 0)),
    precio: money(appointments.reduce((sum, t) => sum + Number(t.precio), 0)),
    hora_fin: last.hora_fin,
  };
}

/** Upcoming appointments (soonest first) with each visit's appointments grouped where it starts. */
export function groupVisits(upcoming: readonly Appointment[]): UpcomingEntry[] {
  const entries: UpcomingEntry[] = [];
  const seen = new Set<number>();
  for (const t of upcoming) {
    if (t.id_visita === null) {
      entries.push({ kind: 'turno', turno: t });
      continue;
    }
    if (seen.has(t.id_visita)) continue;
    seen.add(t.id_visita);
    const appointments = upcoming.filter((x) => x.id_visita === t.id_visita);
    const resumen = visitSummary(appointments);
    if (!resumen) continue;
    entries.push({
      kind: 'visita',
      turnos: appointments,
      resumen,
      total: appointments.reduce((sum, x) => sum + Number(x.precio), 0),
    });
  }
  return entries;
}
