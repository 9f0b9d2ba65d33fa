import fc from 'fast-check';
import type { z } from 'zod';
import type { RouteSpec } from '../../src/http/route';
import { declaredKeys } from '../../src/http/scalar-fields';

export { declaredKeys };

/**
 * What the hostile-input test needs to know about a route: its declared fields, a valid value
 * for each (so that one field at a time can be made hostile while everything else passes), and
 * which fields are integers or dates. The oracles here are written independently of the server's
 * schemas: they say what the contract accepts, not what the code happens to do.
 */

/** A valid wire value for every field name some route declares. */
const VALID: Record<string, string> = {
  email: 'cliente@example.com',
  password: 'Secreta123',
  new_password: 'Secreta123',
  password_actual: 'Secreta123',
  code: '12345678',
  token: 'abcdef123456',
  AUTH_KEY: 'clave',
  JWT: 'eyJhbGciOiJIUzI1NiJ9.e30.firma',
  redirectUrl: '/',
  key_field: 'nombre',
  value_field: 'Nombre Completo',
  opcion: 'turnos_nombre_sitio',
  valor: 'Mi estudio',
  v: '1',
  cantidad: '10',
  estado: 'pendiente',
  asistencia: 'asistio',
  nota: 'Prefiere turnos a la mañana.',
  pagina: '1',
  por_pagina: '8',
  buscar: 'ana',
  nombre: 'Nombre Completo',
  direccion: 'Calle 123',
  descripcion: 'Corte y lavado',
  duracion: '2',
  ocupacion: '11',
  precio: '1500,50',
  celular: '5492971234567',
  funcion: 'peluquero',
  activo: '1',
  dia_semana: '0',
  hora_inicio1: '09:00',
  hora_fin1: '13:00',
  segundo_turno: '1',
  hora_inicio2: '14:00',
  hora_fin2: '18:00',
  hora_desde: '10:00',
  hora_hasta: '12:00',
  tiempo_turno: '30',
  grilla_turnos: '15',
  dias_agenda_abierta: '7',
  permite_gap_entre_turnos: '1',
  gap_entre_turnos: '15',
  tipo_de_cobro_de_reserva: '2',
  valor_de_cobro_de_reserva: '1000',
  horas_caducidad_reserva_impaga: '6',
  horas_reprogramar_turno: '6',
  horas_anticipacion_minima: '6',
  horas_cancelar_turno: '6',
  fecha: '2026-12-01',
  fecha_nueva: '2026-12-02',
  fecha_desde: '2026-12-01',
  fecha_hasta: '2026-12-31',
  hora: '10:00',
  razon: 'Feriado',
  accion: 'ninguna',
  esSobreturno: '0',
  cancelado_por: 'cliente',
  nombre_cliente: 'Ana',
  campo: 'horas_reprogramar_turno',
  payment_id: '123',
  status: 'approved',
  external_reference: '1',
  servicios: '2,3',
  // contract §7.1–§7.3 (the counter)
  codigo: 'ABC-123',
  costo: '500',
  motivo: 'Compra',
  monto_inicial: '1000',
  monto: '500',
  tipo: 'ingreso',
  efectivo_contado: '1000',
  descuento: '0',
  items: '[{"tipo":"producto","id_producto":2,"cantidad":1}]',
  pagos: '[{"medio":"efectivo","monto":"1000"}]',
  propinas: '[]',
  // contract §7.5 (client credit)
  usar_saldo: '0',
  // contract §7.4 (commissions)
  comision_servicios: '40',
  comision_productos: '12,50',
  por_servicio: '[]',
  // contract §7.6–§7.7 (holidays, closures, series)
  anio: '2026',
  abierto: '1',
  cada_semanas: '4',
  repeticiones: '4',
  desde: '2026-12-01',
  // contract §7.8 (imports: the file itself is multipart, never a parameter)
  simular: '1',
};
/**
 * Lists of objects that may be empty (contract §7.3 `registrar-cobro`: no payment when a deposit
 * covers everything, no tips; §7.4 `actualizar-comisiones`: no per-service percentage): `[]` is a
 * valid value there, not a structure where one value belongs.
 */
export const EMPTY_LIST_OK = new Set(['pagos', 'propinas', 'por_servicio']);

/** Route-specific values where one name means different things on different routes. */
const VALID_ON: Record<string, Record<string, string>> = {
  '/wp-json/turnos/v1/actualizar-campo-turno': { valor: '6' },
};

const ID_FIELD = /^(id|ID)$|^id_|_id$/;
const INT_FIELDS = new Set([
  'duracion',
  'dia_semana',
  'tiempo_turno',
  'grilla_turnos',
  'dias_agenda_abierta',
  'gap_entre_turnos',
  'tipo_de_cobro_de_reserva',
  'horas_caducidad_reserva_impaga',
  'horas_reprogramar_turno',
  'horas_anticipacion_minima',
  'horas_cancelar_turno',
  'cantidad',
  'pagina',
  'por_pagina',
  'anio',
  'cada_semanas',
  'repeticiones',
]);
const INT_ON: Record<string, string[]> = { '/wp-json/turnos/v1/actualizar-campo-turno': ['valor'] };
/** Integers that may be negative (a stock adjustment takes units out): not the unsigned oracle. */
const SIGNED_ON: Record<string, string[]> = { '/wp-json/turnos/v1/ajustar-stock': ['cantidad'] };

export type FieldKind = 'id' | 'int' | 'date' | 'text';

/** Ids of other systems (Mercado Pago's payment id), read as text by their service. */
const FOREIGN_IDS = new Set(['payment_id']);

export function kindOf(route: RouteSpec, key: string): FieldKind {
  if (ID_FIELD.test(key) && !FOREIGN_IDS.has(key)) return 'id';
  if (SIGNED_ON[route.path]?.includes(key)) return 'text';
  if (INT_FIELDS.has(key) || INT_ON[route.path]?.includes(key)) return 'int';
  if (/^fecha|^desde$/.test(key)) return 'date';
  return 'text';
}

export function validValue(route: RouteSpec, key: string): string {
  const v = VALID_ON[route.path]?.[key] ?? VALID[key];
  if (v !== undefined) return v;
  if (ID_FIELD.test(key)) return '2';
  throw new Error(`no valid value for ${route.path} ${key}: add it to VALID in hostile-kit.ts`);
}

/** Every declared field with a valid value; checked against the route's own schema. */
export function baselineOf(route: RouteSpec): Record<string, string> {
  const base = Object.fromEntries(declaredKeys(route.params).map((k) => [k, validValue(route, k)]));
  const parsed = (route.params as z.ZodType).safeParse(base);
  if (!parsed.success) {
    throw new Error(
      `baseline for ${route.path} is not valid: ${JSON.stringify(parsed.error.issues[0])}`,
    );
  }
  return base;
}

// ---------- oracles (what the contract accepts) ----------

/** An id: ASCII decimal digits, no sign, no leading zero, 1..2147483647 (docs/security.md). */
export const isCanonicalId = (s: string) => /^[1-9]\d{0,9}$/.test(s) && Number(s) <= 2_147_483_647;
/** A small integer: ASCII decimal digits, no sign, spaces or leading zero. */
export const isCanonicalInt = (s: string) => /^(0|[1-9]\d{0,8})$/.test(s);

const daysIn = (y: number, m: number) =>
  m === 2
    ? y % 4 === 0 && (y % 100 !== 0 || y % 400 === 0)
      ? 29
      : 28
    : [4, 6, 9, 11].includes(m)
      ? 30
      : 31;
/** A date: yyyy-MM-dd, a real calendar day, years 2000 to 2099 (docs/security.md). */
export function isAcceptedDate(s: string): boolean {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(s);
  if (!m) return false;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  return y >= 2000 && y <= 2099 && mo >= 1 && mo <= 12 && d >= 1 && d <= daysIn(y, mo);
}

// ---------- hostile spellings ----------

/** Spellings of a valid integer `v` that are not `v` (nor any integer). */
export const numberSpellings = (v: string): string[] => [
  `${v}abc`,
  `${v}e0`,
  '1e3',
  '1E3',
  ` ${v}`,
  `${v} `,
  `\t${v}`,
  `${v}\n`,
  `0x${Number(v).toString(16)}`,
  '0x10',
  '0b11',
  '0o7',
  `${v}.0`,
  `${v}.`,
  '.5',
  '',
  ' ',
  `+${v}`,
  `-${v}`,
  '-1',
  `0${v}`,
  '00',
  '1_000',
  '1,000',
  '١٢',
  '１２',
  '9007199254740993',
  '99999999999999999999',
  '2147483648',
  '1e400',
  'Infinity',
  '-Infinity',
  'NaN',
  'null',
  'true',
  `${v}\u0000`,
];

/** Numbers that JSON can carry but no integer field takes. */
export const JSON_BAD_NUMBERS = [
  -1,
  0.5,
  1.5,
  -0.5,
  2 ** 53 + 2,
  1e21,
  2_147_483_648,
  1.7976931348623157e308,
];

/** Random strings that are not a canonical integer of the given kind. */
export const nonCanonical = (kind: 'id' | 'int') =>
  fc
    .oneof(
      fc.string({ maxLength: 12 }),
      fc.string({ unit: 'binary', maxLength: 12 }),
      fc
        .tuple(
          fc.constantFrom('', ' ', '+', '-', '0', '0x', '\t', '\u00a0', '.', '٣'),
          fc.integer({ min: 0, max: 99_999 }),
          fc.constantFrom('', 'abc', '.0', 'e0', 'e3', ' ', '\n', '.', ',5', '\u0000', 'n'),
        )
        .map(([a, n, b]) => `${a}${n}${b}`),
    )
    .filter((s) => !(kind === 'id' ? isCanonicalId(s) : isCanonicalInt(s)));

/** Dates the contract refuses: out of range, impossible, or not in yyyy-MM-dd. */
export const DATE_SPELLINGS = [
  '0000-01-01',
  '0000-00-00',
  '9999-12-31',
  '9999-01-01',
  '1999-12-31',
  '2100-01-01',
  '2026-13-01',
  '2026-00-10',
  '2026-12-00',
  '2026-02-30',
  '2026-02-29',
  '2100-02-29',
  '2026-04-31',
  '2026-12-32',
  '2026-12-1',
  '2026-1-01',
  ' 2026-12-01',
  '2026-12-01 ',
  '2026-12-01T00:00:00Z',
  '2026-12-01Z',
  '+2026-12-01',
  '02026-12-01',
  '-2026-12-01',
  '2026/12/01',
  '01/12/2026',
  '20261201',
  '２０２６-12-01',
  '',
  'null',
  '2026-12-01\u0000',
];

export const hostileDate = fc
  .oneof(
    fc
      .record({
        y: fc.integer({ min: 0, max: 9999 }),
        m: fc.integer({ min: 0, max: 99 }),
        d: fc.integer({ min: 0, max: 99 }),
      })
      .map(
        ({ y, m, d }) =>
          `${String(y).padStart(4, '0')}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`,
      ),
    fc.string({ maxLength: 14 }),
  )
  .filter((s) => !isAcceptedDate(s));

/** Arrays and objects where a single value belongs. */
export const structuredValues = (v: string): unknown[] => [
  [v],
  [v, v],
  [],
  { x: v },
  { $gt: '' },
  { toString: v },
  [[v]],
];

/** `depth` levels of nesting around a value, as JSON text. */
export const deepJson = (depth: number, open = '{"a":', close = '}', inner = '1') =>
  `${open.repeat(depth)}${inner}${close.repeat(depth)}`;
