/** Seed §2, §4, §8 texts of Mis turnos, verbatim. */
export const appointmentsText = {
  title: 'Mis turnos',
  upcoming: 'Próximos Turnos',
  past: 'Turnos anteriores',
  book: 'RESERVAR TURNO',
  limit: 'NO PUEDE RESERVAR NUEVO TURNO / MAXIMO DE TURNOS ACTIVOS ALCANZADO',
  errorTitle: 'SE PRODUJO UN ERROR',
  errorText: 'Error al obtener los turnos. Por favor intente nuevamente.',
  noUpcoming: 'No tenés turnos próximos.',
  noPast: 'No tenés turnos anteriores.',
  unpaid: 'Reserva impaga',
  expired: 'La reserva ha expirado. Por favor, Reservá un nuevo turno.',
  cancelConfirm: 'Esta operación no se puede deshacer. ¿Está seguro de cancelar el turno?',
  cancelled: 'Turno cancelado.',
  // contract §7.5 (not in the seed)
  depositToCredit: (monto: string) =>
    `La seña pagada (${monto}) queda como saldo a favor para tu próxima reserva.`,
  depositsToCredit: 'Las señas pagadas quedan como saldo a favor para tu próxima reserva.',
  // contract §6.2 (not in the seed)
  visitCancelConfirm:
    'Se cancelarán todos los servicios de la visita. Esta operación no se puede deshacer. ¿Está seguro?',
  visitCancelled: 'Visita cancelada.',
  cancelError: 'Error al cancelar el turno.',
} as const;
