/**
 * A visit (contract §6.2) as the templates read it: one appointment standing for all of its
 * appointments (ADR 0072).
 */

/** What a visit's message shows of each of its appointments. */
export interface VisitPart {
  id: number;
  fecha: string;
  horaInicio: string;
  serviceName: string;
  professionalName: string;
  branchName: string;
}

const joinNames = (names: string[]) =>
  names.length <= 1 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} y ${names.at(-1)}`;

/**
 * A visit (contract §6.2) read as one appointment for the templates (ADR 0072): [Servicio] lists
 * every service in order with its time and professional — 'Coloración (10:00, Lucía) y Corte
 * (11:30, Martín)' —, [Profesional] the professionals once each, [Fecha] and [Hora] the visit's
 * start, [Sucursal] its branch. Keyed by its first appointment, so it is one message per visit.
 */
export function visitAsAppointment(parts: readonly VisitPart[]): VisitPart {
  const ordered = [...parts].sort(
    (a, b) => a.horaInicio.localeCompare(b.horaInicio) || a.id - b.id,
  );
  const first = ordered[0];
  if (!first) throw new Error('a visit without appointments');
  const key = [...parts].sort((a, b) => a.id - b.id)[0] ?? first;
  return {
    id: key.id,
    fecha: first.fecha,
    horaInicio: first.horaInicio,
    serviceName: joinNames(
      ordered.map((p) => `${p.serviceName} (${p.horaInicio}, ${p.professionalName})`),
    ),
    professionalName: joinNames([...new Set(ordered.map((p) => p.professionalName))]),
    branchName: first.branchName,
  };
}
