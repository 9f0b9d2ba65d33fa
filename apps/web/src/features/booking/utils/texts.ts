/** Seed §2 and §8 texts of the booking screens, verbatim (typos included). */
export const bookingText = {
  step1Title: 'Agendar turno',
  step1Subtitle: 'Elegir sucursal, profesional y servicio',
  mustComplete: '¡Debe completar todos los campos!',
  branchesError: 'Ocurrió un error al obtener las sucursales.',
  servicesError: 'Ocurrió un error al obtener los servicios.',
  loadError: 'Error cargando los datos.',
  searchPrompt: 'Seleccione una fecha y presione el botón de búsqueda arriba a la derecha',
  noSlots: (service: string) => `Sin horarios disponibles para ${service} este día.`,
  agendaError: 'Hubo un error al obtener la agenda de turnos del profesional',
  booking: 'Generando su reserva...',
  booked: '¡Turno agendado! Te enviamos un mensaje con el detalle de tu reserva.',
  bookedWithDeposit: 'Tu turno fue agendado correctamente',
  unexpected: 'Se produjo un error inesperado',
  successTitle: 'Reserva realizada con éxito.',
  goToMyAppointments: 'Ir a MIS TURNOS',
  backHome: 'Volver a Inicio',
  payDeposit: 'Proceder al pago de la reserva.',
  paymentDataError: 'Error al cargar los datos para el pago',
  rescheduleLoadError:
    'Ocurrió un error al cargar los datos de su turno. Por favor, intente nuevamente.',
  rescheduleAgendaError: 'Hubo un error al obtener la agenda de turnos del profesional.',
  rescheduleError: 'Se produjo un al reprogramar tu turno. Por favor, intenta nuevamente.',
  rescheduled: '¡Reprogramamos tu turno! Te enviamos un mensaje con los detalles.',
  // contract §6.2 (not in the seed)
  addService: 'Agregar otro servicio',
  visitBooked: '¡Visita agendada! Te enviamos un mensaje con el detalle de tu reserva.',
  // contract §7.5 (not in the seed)
  paidByCredit:
    'La seña se paga con tu saldo a favor: la reserva queda paga al confirmar. El resto se abona en la sucursal.',
} as const;
