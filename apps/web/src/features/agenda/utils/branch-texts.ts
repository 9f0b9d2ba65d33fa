/** The branch agenda's texts (reception, contract §6.1); the seed's own where it has them. */
export const branchAgendaText = {
  title: 'Agenda de la sucursal',
  loading: 'Cargando agenda',
  loadError: 'Hubo un error al obtener la agenda de la sucursal.',
  branchesError: 'Ocurrió un error al obtener las sucursales.',
  noBranches: 'No hay sucursales para mostrar.',
  noProfessionals: 'Esta sucursal no tiene profesionales activos.',
  nobodyWorks: 'Nadie trabaja este día en esta sucursal.',
  closedDay: 'La sucursal no atiende este día: los clientes no pueden reservarlo.',
  closedInWeek: 'La sucursal no atiende:',
  notWorking: 'No trabaja',
  busy: 'Ocupado',
  moveTitle: 'Mover turno',
  gridKeys:
    'Con las flechas se recorre la grilla: arriba y abajo, de a 15 minutos; a los lados, los turnos del horario y la columna siguiente. Inicio y Fin van a la primera y la última fila; Enter abre el horario o el turno.',
  moveConfirmTitle: '¿Mover el turno?',
  moved: 'Turno reprogramado.',
  moveError: 'No se pudo mover el turno.',
  attendanceSaved: 'Asistencia registrada.',
  attendanceError: 'No se pudo registrar la asistencia.',
  cellTitle: 'Horario libre',
  unexpected: 'Se produjo un error inesperado',
  busyMarked: '¡Horario marcado como ocupado!',
  freed: '¡Horario liberado!',
} as const;

export const asistenciaLabel = {
  pendiente: 'Pendiente',
  asistio: 'Asistió',
  no_asistio: 'No asistió',
} as const;
