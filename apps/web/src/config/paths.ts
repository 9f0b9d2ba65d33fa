/** Every URL of the app in one place (seed §2). */
export const paths = {
  home: '/',
  inicio: '/inicio',
  login: '/login',
  register: '/registrar-nuevo-cliente',
  services: '/listado-servicios',
  mailValidation: '/mail-validation',
  accountNotValidated: '/cuenta-no-validada',
  accountDisabled: '/cuenta-desactivada',
  changePassword: '/cambio-password',
  cliente: {
    root: '/cliente',
    dashboard: '/cliente/dashboard',
    book: '/cliente/reservar-turno',
    mpSuccess: '/cliente/mp-success',
    mpPending: '/cliente/mp-pending',
    mpFailure: '/cliente/mp-failure',
  },
  profesional: {
    root: '/profesional',
    dashboard: '/profesional/dashboard',
    agendaPattern: '/profesional/agenda/:id_peluquero',
    agenda: (professionalBranchId: number | string) =>
      `/profesional/agenda/${encodeURIComponent(String(professionalBranchId))}`,
    reportes: '/profesional/reportes',
    /** their own commissions (contract §7.4) */
    comisiones: '/profesional/comisiones',
  },
  admin: {
    root: '/admin',
    dashboard: '/admin/dashboard',
    turnos: '/admin/turnos',
    agenda: '/admin/agenda',
    /** the counter (caja) of a branch: admins and the branch's professionals */
    caja: '/admin/caja',
    /** `?turno=` (and its `fecha`) opens the cart with that appointment */
    cobrar: (idTurno: number, idSucursal: number, fecha: string) =>
      `/admin/caja?sucursal=${idSucursal}&turno=${idTurno}&fecha=${fecha}`,
    productos: '/admin/productos',
    /** national holidays and the studio's closures (contract §7.6) */
    feriados: '/admin/feriados',
    clientes: '/admin/clientes',
    reportes: '/admin/reportes',
    /** the commission report (contract §7.4) */
    comisiones: '/admin/comisiones',
    sucursales: '/admin/sucursales',
    servicios: '/admin/servicios',
    profesionales: '/admin/profesionales',
    configuracion: '/admin/configuracion',
    /** moving in: clients and appointments from a CSV (contract §7.8) */
    importar: '/admin/importar',
    nuevaSucursal: '/admin/nueva-sucursal',
    nuevoServicio: '/admin/nuevo-servicio',
    cambiarPrecios: '/admin/cambiar-precio-servicios',
    nuevoProfesional: '/admin/nuevo-profesional',
  },
} as const;

/**
 * The API's base URL. Each endpoint's path is written once, in the `src/api/<resource>.ts` that
 * calls it (src/api/one-caller-per-endpoint.test.ts).
 */
export const API_BASE = '/wp-json/';
