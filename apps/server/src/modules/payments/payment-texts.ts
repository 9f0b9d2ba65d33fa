/** Seed §4/§8 texts the server itself answers with. */
export const EXPIRED_RESERVATION = 'La reserva ha expirado. Por favor, Reservá un nuevo turno.';
export const PREFERENCE_FAILED =
  'Disculpe, pero no podemos generar el botón de pago de su reserva. Por favor, intente nuevamente.';
export const PROVIDER_UNAVAILABLE =
  'Ocurrió un error y el pago no se podrá efectuar en este momento. Disculpa el inconveniente.';
