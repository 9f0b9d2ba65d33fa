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
    agenda: (idPeluqueroSucursal: number | string) =>
      `/profesional/agenda/${encodeURIComponent(String(idPeluqueroSucursal))}`,
  },
  admin: {
    root: '/admin',
    dashboard: '/admin/dashboard',
    turnos: '/admin/turnos',
    clientes: '/admin/clientes',
    sucursales: '/admin/sucursales',
    servicios: '/admin/servicios',
    profesionales: '/admin/profesionales',
    configuracion: '/admin/configuracion',
    nuevaSucursal: '/admin/nueva-sucursal',
    nuevoServicio: '/admin/nuevo-servicio',
    cambiarPrecios: '/admin/cambiar-precio-servicios',
    nuevoProfesional: '/admin/nuevo-profesional',
  },
} as const;

/** API endpoints, relative to `/wp-json/` (contract §3, §4). */
export const endpoints = {
  base: '/wp-json/',
  auth: {
    login: 'simple-jwt-login/v1/auth',
    validate: 'simple-jwt-login/v1/auth/validate',
    refresh: 'simple-jwt-login/v1/auth/refresh',
    revoke: 'simple-jwt-login/v1/auth/revoke',
    users: 'simple-jwt-login/v1/users',
    resetPassword: 'simple-jwt-login/v1/user/reset_password',
  },
  clientes: {
    validate: 'turnos/v1/validar-new-cliente',
    resendValidation: 'turnos/v1/reenviar-email-validacion',
    changePass: 'turnos/v1/change-pass',
    get: 'turnos/v1/obtener-datos-cliente',
    updateField: 'turnos/v1/actualizar-dato-cliente',
  },
  servicios: { all: 'turnos/v1/get-all-servicios' },
  site: { option: 'turnos/v1/obtener-opcion', logo: 'turnos/v1/obtener-logo' },
} as const;
