/** Seed §2, §4, §8 texts of the appointments screen, verbatim. */
export const appointmentsText = {
  loadError: 'Error al obtener los turnos. Por favor intente nuevamente.',
  cancelConfirm: 'Esta operación no se puede deshacer. ¿Está seguro de cancelar el turno?',
  cancelled: '¡Turno cancelado! Le enviamos un email al cliente informándole.',
  cancelError: 'Error al cancelar el turno.',
  paidOffConfirm:
    'Al cambiar el estado de la reserva, se perderá el registro de pago. ¿Desea continuar?',
  paidError: 'Error al actualizar el estado de la reserva.',
  paidSaved: 'Estado de la reserva actualizado correctamente.',
  paymentError: 'Hubo un error al obtener los datos de la operación',
  approverError: 'Hubo un error al obtener los datos del aprobador',
  neverExpiresConfirm: 'Si confirma, la reserva de este turno no caducará.',
  reschedulableConfirm: 'Si confirma, este turno podrá ser reprogramado hasta la fecha del mismo.',
  changeError: 'No pudo llevarse a cabo el cambio',
  changeSaved: 'Cambios guardados con éxito.',
  busy: 'Turno ocupado',
} as const;
