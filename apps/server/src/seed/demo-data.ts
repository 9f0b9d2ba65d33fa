/**
 * The demo studio's fixed contents (SEED=demo). Everything here is plain data; `demo.ts` inserts
 * it and `demo-appointments.ts` fills the agenda around "today".
 */

export const DEMO_PASSWORD = 'Demo1234';
export const DEMO_SITE_NAME = 'Peluquería Demo';
export const DEMO_MAX_ACTIVE = '3';
/**
 * The account the demo's deposits are paid to by transfer (a valid CVU that belongs to nobody):
 * with it, a deposit of the plain demo can be paid end to end without Mercado Pago.
 */
export const DEMO_CVU = '0000003100000012345681';
/** The home page's contact (ADR 0091): a number and an account of nobody's, for the demo. */
export const DEMO_WHATSAPP = '+54 9 297 400-0000';
export const DEMO_INSTAGRAM = '@peluqueria.demo';

export type BranchKey = 'centro' | 'km3' | 'radaTilly';
export type ServiceKey =
  | 'corteDama'
  | 'corteCaballero'
  | 'corteInfantil'
  | 'brushing'
  | 'coloracion'
  | 'mechas'
  | 'keratina'
  | 'nutricion'
  | 'barba';

export const BRANCHES: Record<BranchKey, { nombre: string; direccion: string }> = {
  centro: { nombre: 'Centro', direccion: 'San Martín 455, Comodoro Rivadavia' },
  km3: {
    nombre: 'Km 3',
    direccion: 'Av. Polonia 1120, Barrio General Mosconi, Comodoro Rivadavia',
  },
  radaTilly: { nombre: 'Rada Tilly', direccion: 'Av. Moyano 850, Rada Tilly' },
};

/** duracion in 15-minute modules; pattern '1' = the professional is busy in that module. */
export const SERVICES: Record<
  ServiceKey,
  { nombre: string; descripcion: string; duracion: number; pattern: string; precio: string }
> = {
  corteDama: {
    nombre: 'Corte de dama',
    descripcion: 'Lavado, corte a elección y peinado final.',
    duracion: 3,
    pattern: '111',
    precio: '18000.00',
  },
  corteCaballero: {
    nombre: 'Corte de caballero',
    descripcion: 'Corte con máquina y tijera, terminación a navaja.',
    duracion: 2,
    pattern: '11',
    precio: '12000.00',
  },
  corteInfantil: {
    nombre: 'Corte infantil',
    descripcion: 'Corte para chicos y chicas de hasta 12 años.',
    duracion: 2,
    pattern: '11',
    precio: '9000.00',
  },
  brushing: {
    nombre: 'Lavado y brushing',
    descripcion: 'Lavado con productos termoprotectores y brushing con cepillo redondo.',
    duracion: 2,
    pattern: '11',
    precio: '10500.00',
  },
  coloracion: {
    nombre: 'Coloración',
    descripcion: 'Aplicación de tintura, tiempo de exposición y enjuague con matizador.',
    duracion: 4,
    pattern: '1101',
    precio: '35000.00',
  },
  mechas: {
    nombre: 'Mechas / Balayage',
    descripcion: 'Aclarado con papel o a mano alzada, pausa, matización y secado.',
    duracion: 6,
    pattern: '110011',
    precio: '58000.00',
  },
  keratina: {
    nombre: 'Alisado con keratina',
    descripcion: 'Tratamiento alisador con keratina: lavado, aplicación, planchado y sellado.',
    duracion: 8,
    pattern: '11111111',
    precio: '65000.00',
  },
  nutricion: {
    nombre: 'Nutrición capilar',
    descripcion: 'Ampolla de hidratación profunda, pausa con calor y masaje.',
    duracion: 3,
    pattern: '101',
    precio: '14500.50',
  },
  barba: {
    nombre: 'Arreglo de barba',
    descripcion: 'Perfilado y arreglo de barba con toalla caliente.',
    duracion: 1,
    pattern: '1',
    precio: '7000.00',
  },
};

/** [start, end] 'HH:MM'; a second shift optional. Index 0 = Monday … 6 = Sunday. */
export type Shifts = null | [string, string] | [string, string, string, string];
export type Week = [Shifts, Shifts, Shifts, Shifts, Shifts, Shifts, Shifts];

export interface DemoWorkplace {
  branch: BranchKey;
  funcion: string;
  week: Week;
  tiempoTurno: number;
  gridStep: number;
  agendaOpenDays: number;
  /** services offered there; the ones listed in `inactive` are linked but switched off */
  services: ServiceKey[];
  inactive?: ServiceKey[];
  deposit?: { tipo: number; valor: string; horasCaducidad: number; horasReprogramar: number };
  /** personal days off, as offsets from today (the holidays apply to everyone) */
  daysOffFromToday?: { offset: number; razon: string }[];
}

export interface DemoProfessional {
  email: string;
  nombre: string;
  celular: string;
  admin?: boolean;
  workplaces: DemoWorkplace[];
}

const DOUBLE: [string, string, string, string] = ['09:00', '13:00', '16:00', '20:00'];
const MORNING: [string, string] = ['09:00', '13:00'];

export const PROFESSIONALS: DemoProfessional[] = [
  {
    email: 'carolina.diaz@turnos.test',
    nombre: 'Carolina Díaz',
    celular: '5492974551201',
    admin: true,
    workplaces: [
      {
        branch: 'centro',
        funcion: 'Estilista',
        week: [DOUBLE, DOUBLE, DOUBLE, DOUBLE, DOUBLE, MORNING, null],
        tiempoTurno: 60,
        gridStep: 30,
        agendaOpenDays: 60,
        services: ['corteDama', 'brushing', 'coloracion', 'mechas', 'keratina', 'nutricion'],
      },
    ],
  },
  {
    email: 'lucia.fernandez@turnos.test',
    nombre: 'Lucía Fernández',
    celular: '5492974551202',
    workplaces: [
      {
        branch: 'centro',
        funcion: 'Colorista',
        week: [
          null,
          ['10:00', '18:00'],
          ['10:00', '18:00'],
          ['10:00', '18:00'],
          ['10:00', '18:00'],
          ['09:00', '14:00'],
          null,
        ],
        tiempoTurno: 30,
        gridStep: 30,
        agendaOpenDays: 60,
        services: ['corteDama', 'brushing', 'coloracion', 'mechas', 'nutricion', 'keratina'],
        inactive: ['keratina'],
        deposit: { tipo: 3, valor: '30.00', horasCaducidad: 24, horasReprogramar: 24 },
        daysOffFromToday: [{ offset: 9, razon: 'Capacitación en colorimetría' }],
      },
    ],
  },
  {
    // works at two branches, on different weekdays
    email: 'martin.gomez@turnos.test',
    nombre: 'Martín Gómez',
    celular: '5492974551203',
    workplaces: [
      {
        branch: 'km3',
        funcion: 'Barbero',
        week: [
          ['10:00', '14:00', '17:00', '20:00'],
          null,
          ['10:00', '14:00', '17:00', '20:00'],
          null,
          ['10:00', '14:00', '17:00', '20:00'],
          null,
          null,
        ],
        tiempoTurno: 30,
        gridStep: 15,
        agendaOpenDays: 30,
        services: ['corteCaballero', 'barba', 'corteInfantil'],
        daysOffFromToday: [{ offset: -12, razon: 'Trámite personal' }],
      },
      {
        branch: 'radaTilly',
        funcion: 'Barbero',
        week: [
          null,
          ['09:00', '13:00', '15:00', '19:00'],
          null,
          ['09:00', '13:00', '15:00', '19:00'],
          null,
          ['10:00', '14:00'],
          null,
        ],
        tiempoTurno: 30,
        gridStep: 15,
        agendaOpenDays: 30,
        services: ['corteCaballero', 'barba', 'corteInfantil', 'corteDama'],
      },
    ],
  },
  {
    email: 'sofia.romero@turnos.test',
    nombre: 'Sofía Romero',
    celular: '5492974551204',
    workplaces: [
      {
        branch: 'km3',
        funcion: 'Peluquera',
        week: [DOUBLE, DOUBLE, ['14:00', '20:00'], DOUBLE, DOUBLE, null, null],
        tiempoTurno: 30,
        gridStep: 30,
        agendaOpenDays: 30,
        services: ['corteDama', 'brushing', 'coloracion', 'keratina', 'corteInfantil', 'nutricion'],
      },
    ],
  },
];

/** National holidays in and around the demo's window; every professional is off. */
export const HOLIDAYS: { fecha: string; razon: string }[] = [
  { fecha: '2026-12-08', razon: 'Feriado: Inmaculada Concepción de María' },
  { fecha: '2026-12-25', razon: 'Feriado: Navidad' },
  { fecha: '2027-01-01', razon: 'Feriado: Año Nuevo' },
];

export const CLIENTS: { nombre: string; email: string; celular: string; blocked?: boolean }[] = [
  { nombre: 'Valentina López', email: 'valentina.lopez@turnos.test', celular: '5492974112233' },
  { nombre: 'Santiago Pérez', email: 'santiago.perez@turnos.test', celular: '5492974223344' },
  { nombre: 'Camila Rodríguez', email: 'camila.rodriguez@turnos.test', celular: '5492975334455' },
  { nombre: 'Mateo Sánchez', email: 'mateo.sanchez@turnos.test', celular: '5492974445566' },
  { nombre: 'Martina Gutiérrez', email: 'martina.gutierrez@turnos.test', celular: '5492976556677' },
  { nombre: 'Joaquín Álvarez', email: 'joaquin.alvarez@turnos.test', celular: '5492974667788' },
  { nombre: 'Florencia Castro', email: 'florencia.castro@turnos.test', celular: '5492974778899' },
  { nombre: 'Tomás Herrera', email: 'tomas.herrera@turnos.test', celular: '5492975889900' },
  { nombre: 'Agustina Morales', email: 'agustina.morales@turnos.test', celular: '5492974990011' },
  { nombre: 'Nicolás Acosta', email: 'nicolas.acosta@turnos.test', celular: '5492974101112' },
  { nombre: 'Micaela Suárez', email: 'micaela.suarez@turnos.test', celular: '5492976121314' },
  { nombre: 'Facundo Medina', email: 'facundo.medina@turnos.test', celular: '5492974131415' },
  { nombre: 'Julieta Ramírez', email: 'julieta.ramirez@turnos.test', celular: '5492974141516' },
  { nombre: 'Gonzalo Ruiz', email: 'gonzalo.ruiz@turnos.test', celular: '5492975151617' },
  {
    nombre: 'Jorge Benítez',
    email: 'jorge.benitez@turnos.test',
    celular: '5492974161718',
    blocked: true,
  },
];

/** How many appointments the demo agenda holds (the test checks these numbers). */
export const APPOINTMENT_COUNTS = { pastActive: 36, upcomingActive: 24, cancelled: 6 } as const;
/** Days around today that the agenda covers. */
export const WINDOW = { from: -30, to: 20 } as const;
