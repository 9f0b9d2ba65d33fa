/** Every URL of the app in one place (seed §2). */
export const paths = {
  home: '/',
  startPage: '/inicio',
  login: '/login',
  register: '/registrar-nuevo-cliente',
  services: '/listado-servicios',
  mailValidation: '/mail-validation',
  accountNotValidated: '/cuenta-no-validada',
  accountDisabled: '/cuenta-desactivada',
  changePassword: '/cambio-password',
  client: {
    root: '/cliente',
    dashboard: '/cliente/dashboard',
    book: '/cliente/reservar-turno',
    mpSuccess: '/cliente/mp-success',
    mpPending: '/cliente/mp-pending',
    mpFailure: '/cliente/mp-failure',
  },
  professional: {
    root: '/profesional',
    dashboard: '/profesional/dashboard',
    agendaPattern: '/profesional/agenda/:id_peluquero',
    agenda: (professionalBranchId: number | string) =>
      `/profesional/agenda/${encodeURIComponent(String(professionalBranchId))}`,
    reports: '/profesional/reportes',
    /** their own commissions (contract §7.4) */
    commissions: '/profesional/comisiones',
  },
  admin: {
    root: '/admin',
    dashboard: '/admin/dashboard',
    appointments: '/admin/turnos',
    agenda: '/admin/agenda',
    /** the counter (caja) of a branch: admins and the branch's professionals */
    till: '/admin/caja',
    /** `?turno=` (and its `fecha`) opens the cart with that appointment */
    charge: (appointmentId: number, branchId: number, fecha: string) =>
      `/admin/caja?sucursal=${branchId}&turno=${appointmentId}&fecha=${fecha}`,
    products: '/admin/productos',
    /** national holidays and the studio's closures (contract §7.6) */
    holidays: '/admin/feriados',
    clients: '/admin/clientes',
    reports: '/admin/reportes',
    /** the commission report (contract §7.4) */
    commissions: '/admin/comisiones',
    branches: '/admin/sucursales',
    services: '/admin/servicios',
    professionals: '/admin/profesionales',
    settings: '/admin/configuracion',
    /** moving in: clients and appointments from a CSV (contract §7.8) */
    imports: '/admin/importar',
    newBranch: '/admin/nueva-sucursal',
    newService: '/admin/nuevo-servicio',
    changePrices: '/admin/cambiar-precio-servicios',
    newProfessional: '/admin/nuevo-profesional',
  },
} as const;

/**
 * The API's base URL. Each endpoint's path is written once, in the `src/api/<resource>.ts` that
 * calls it (src/api/one-caller-per-endpoint.test.ts).
 */
export const API_BASE = '/wp-json/';
