/** What other modules may use of `appointments` (docs/decisions/0062-server-module-boundaries.md). */
export {
  getAppointment,
  getDayContext,
  getTurno,
  lockAppointment,
  selectTurnos,
} from './appointments.queries';
export { cancelForClient, confirmForClient, type BookingRef } from './change.service';
export { cancelAppointments } from './booking-writer';
export { announceFreedStarts } from './waitlist.service';
export { actOnDayOff, dayOffTurnos, lockDayOffAppointments } from './day-off.service';
export { toTurno, type Turno } from './turno-view';
export { TURNO_COLUMNS, turnoFromRow, type TurnoRow } from './turno-sql';
export { getVisitAppointments, lockVisitAppointments } from './visit.queries';
export { PART_OF_VISIT } from './change.service';
export { workingDayTimes } from './agenda-config-cache';
