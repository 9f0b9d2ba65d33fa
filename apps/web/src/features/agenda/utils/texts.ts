/**
 * Seed §2, §8 texts of the professional agenda, verbatim, except ours: `assigned` (staff assigning
 * a booking are not told "te enviamos un correo"; the web cannot know whether a mail is queued)
 * and `prompt` (vos).
 */
export const agendaText = {
  loadError: 'Hubo un error al obtener la agenda de turnos del profesional',
  rulesError: 'Error cargando los datos.',
  servicesError: 'Ocurrió un error al obtener los servicios.',
  assigned: 'Turno asignado.',
  freed: '¡Horario liberado!',
  markedBusy: '¡Horario marcado como ocupado!',
  cancelled: '¡Turno cancelado! Le enviamos un email al cliente informándole.',
  cancelError: 'Error al cancelar el turno.',
  cancelConfirm: 'Esta operación no se puede deshacer. ¿Está seguro de cancelar el turno?',
  unexpected: 'Se produjo un error inesperado',
  prompt: 'Elegí una fecha y presioná el botón de búsqueda.',
  emptyDay: 'No hay horarios para mostrar este día.',
  busy: 'Turno ocupado',
  infoTitle: 'Info del horario',
  assignTitle: 'Asigna turno',
  overbookingTitle: 'Asignar sobreturno',
} as const;
