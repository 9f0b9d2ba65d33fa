import { TIME_PATTERN, isRealDate } from '@turnos/domain';
import { VISIT_MAX_SERVICES } from './visit-plan';

/**
 * The booking wizard's state as it lives in the URL (ADR 0090), so Back, Forward, reload and a
 * shared link keep every choice. The names of the first service's ids are the ones the waitlist's
 * `turno_liberado` link already uses (contract §6.3), so that link opens the wizard as before.
 *
 * - `id_sucursal`, `id_peluquero_sucursal`, `id_servicio_de_peluquero_por_sucursal`: step 1;
 * - `servicio`: a service of the public list (its `id_servicio`), chosen before the professional;
 * - `mas`: each further service of a visit, in order, as `<id_peluquero_sucursal>-<link>` (the
 *   professional and the link may be empty while they are being chosen: `mas=-`, `mas=5-`);
 * - `paso`: `2` for the date and time step (`1` only where it would otherwise be read as 2);
 * - `fecha` (yyyy-MM-dd) and `hora` (HH:MM): the day shown and the start whose summary is open.
 *
 * Everything read from the URL is hostile input: a value that is not of its shape is dropped
 * (never thrown), and what is left is checked against the studio's lists by the wizard.
 */
export interface ExtraInUrl {
  peluquero: string;
  servicio: string;
}

export interface WizardUrl {
  sucursal: string;
  peluquero: string;
  /** the first service's link (id_servicio_de_peluquero_por_sucursal) */
  servicio: string;
  /** a catalog service's id_servicio (from the public list), '' when none */
  catalogo: string;
  extras: ExtraInUrl[];
  paso: 1 | 2;
  fecha: string;
  hora: string;
}

export const EMPTY_WIZARD_URL: WizardUrl = {
  sucursal: '',
  peluquero: '',
  servicio: '',
  catalogo: '',
  extras: [],
  paso: 1,
  fecha: '',
  hora: '',
};

export const PARAM = {
  sucursal: 'id_sucursal',
  peluquero: 'id_peluquero_sucursal',
  servicio: 'id_servicio_de_peluquero_por_sucursal',
  catalogo: 'servicio',
  extra: 'mas',
  paso: 'paso',
  fecha: 'fecha',
  hora: 'hora',
} as const;

/** A positive integer id of at most 9 digits, as the API's ids are; anything else is ''. */
const ID = /^[1-9]\d{0,8}$/;
const id = (v: string | null): string => (v !== null && ID.test(v) ? v : '');

function extra(v: string): ExtraInUrl | null {
  const m = /^([1-9]\d{0,8})?-([1-9]\d{0,8})?$/.exec(v);
  if (!m) return null;
  const professional = m[1] ?? '';
  // a service belongs to a professional: none without one
  return { peluquero: professional, servicio: professional === '' ? '' : (m[2] ?? '') };
}

/** Reads the wizard's state from a query string; unknown or malformed values are left out. */
export function readWizardUrl(params: URLSearchParams): WizardUrl {
  const branch = id(params.get(PARAM.sucursal));
  const professional = id(params.get(PARAM.peluquero));
  const service = id(params.get(PARAM.servicio));
  const catalogo = id(params.get(PARAM.catalogo));
  const extras = params
    .getAll(PARAM.extra)
    .map(extra)
    .filter((x): x is ExtraInUrl => x !== null)
    .slice(0, VISIT_MAX_SERVICES - 1);
  const rawFecha = params.get(PARAM.fecha) ?? '';
  const fecha = isRealDate(rawFecha) ? rawFecha : '';
  const rawHora = params.get(PARAM.hora) ?? '';
  const hora = fecha !== '' && TIME_PATTERN.test(rawHora) ? rawHora : '';
  const rawPaso = params.get(PARAM.paso);
  // without `paso`, a link naming the service and a date (the waitlist's) opens step 2
  const paso: 1 | 2 =
    rawPaso === '2' ? 2 : rawPaso === '1' ? 1 : service !== '' && fecha !== '' ? 2 : 1;
  return {
    sucursal: branch,
    peluquero: professional,
    servicio: service,
    catalogo,
    extras,
    paso,
    fecha,
    hora,
  };
}

/** The query string of a state; `readWizardUrl(writeWizardUrl(s))` gives `s` back. */
export function writeWizardUrl(state: WizardUrl): URLSearchParams {
  const p = new URLSearchParams();
  if (state.sucursal) p.set(PARAM.sucursal, state.sucursal);
  if (state.peluquero) p.set(PARAM.peluquero, state.peluquero);
  if (state.servicio) p.set(PARAM.servicio, state.servicio);
  if (state.catalogo) p.set(PARAM.catalogo, state.catalogo);
  for (const x of state.extras.slice(0, VISIT_MAX_SERVICES - 1)) {
    p.append(PARAM.extra, `${x.peluquero}-${x.peluquero === '' ? '' : x.servicio}`);
  }
  const inferred = state.servicio !== '' && state.fecha !== '' ? 2 : 1;
  if (state.paso === 2 || inferred !== state.paso) p.set(PARAM.paso, String(state.paso));
  if (state.fecha) {
    p.set(PARAM.fecha, state.fecha);
    if (state.hora) p.set(PARAM.hora, state.hora);
  }
  return p;
}

/** The state with only what the URL can hold (the shape `readWizardUrl` gives back). */
export function canonicalWizardUrl(state: WizardUrl): WizardUrl {
  return readWizardUrl(writeWizardUrl(state));
}
