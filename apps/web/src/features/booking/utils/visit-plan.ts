import { formatTime } from '@/lib/format';

/** One service of a visit as the wizard knows it (contract §6.2). */
export interface VisitPart {
  peluquero: string;
  servicio: string;
  serviceName: string;
  professionalName: string;
  precio: string;
  /** modules of 15 minutes */
  duracion: number;
  /** the deposit its professional's rule charges for it (0 = none) */
  deposito: number;
}

export interface PlannedPart extends VisitPart {
  hora: string;
}

export const VISIT_MAX_SERVICES = 4;

const toMinutes = (hora: string) => {
  const [h = 0, m = 0] = hora.split(':').map(Number);
  return h * 60 + m;
};
const toHora = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/**
 * The visit from its start: each next service starts exactly when the previous one's duration
 * ends (what the server books), with the total price and the total deposit.
 */
export function planVisit(parts: readonly VisitPart[], hora: string) {
  let at = toMinutes(hora);
  const planned: PlannedPart[] = parts.map((p) => {
    const part = { ...p, hora: toHora(at) };
    at += p.duracion * 15;
    return part;
  });
  return {
    parts: planned,
    total: parts.reduce((sum, p) => sum + (Number(p.precio) || 0), 0),
    deposito: parts.reduce((sum, p) => sum + p.deposito, 0),
    fin: toHora(at),
  };
}

/** 'Coloración con Lucía · 10:00 hs' */
export const partLine = (p: PlannedPart) =>
  `${p.serviceName} con ${p.professionalName} · ${formatTime(p.hora)}`;
