/** Seed §2, §4 and §8 payment texts; the result pages' texts with their accents and spelling fixed (issue 29.16). */
export const paymentText = {
  payButton: 'Pagar seña',
  proceed: 'Proceder al pago de la reserva.',
  redirecting: 'Te estamos llevando a Mercado Pago…',
  loadError: 'Error al cargar los datos para el pago',
  preferenceError: 'Error al generar la preferencia de pago',
  preferenceRetry:
    'Disculpe, pero no podemos generar el botón de pago de su reserva. Por favor, intente nuevamente.',
  unavailable:
    'Ocurrió un error y el pago no se podrá efectuar en este momento. Disculpa el inconveniente.',
  transfer: 'También podés abonarla por transferencia bancaria al CVU:',
  transferOnly: 'Podés abonarla por transferencia bancaria al CVU:',
  transferNote:
    'Indicá tu nombre y la fecha del turno en la transferencia. La seña queda paga cuando el estudio recibe la transferencia.',
  success: 'Operación exitosa',
  pending: 'Operación pendiente de realizarse',
  failureTitle: 'Pago no realizado',
  failure:
    'Debido a que el pago de la reserva no fue realizado, esta no fue agendada. Por favor, intentalo nuevamente.',
  expired: 'La reserva ha expirado. Por favor, Reservá un nuevo turno.',
  resultError: 'Hubo un error al obtener los datos de la operación',
  confirming: 'Confirmando la operación',
  goToMyAppointments: 'Ir a MIS TURNOS',
  bookAgain: 'Reservar turno',
} as const;
