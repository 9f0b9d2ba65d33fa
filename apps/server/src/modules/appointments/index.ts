/** What other modules may use of `appointments` (docs/decisions/0062-server-module-boundaries.md). */
export { getDayContext, selectTurnos } from './appointments.queries';
export { bookingRows, bookingTurnos, type BookingRef } from './booking-ref.queries';
export { cancelForClient, confirmForClient } from './change.service';
export { cancelAppointments } from './booking-writer';
export { announceFreedStarts } from './waitlist.service';
export { actOnDayOff, dayOffTurnos, lockDayOffAppointments } from './day-off.service';
export { toTurno, type Turno } from './appointment-view';
export { TURNO_COLUMNS, turnoFromRow, type TurnoRow } from './appointment-sql';
export { PART_OF_VISIT } from './change.service';
export { workingDayTimes } from './agenda-config-cache';
export { NO_CLOSURES, closedReason, holidayName, type ClosedDates } from './closed-dates';
export { readClosedDates } from './closed-dates.queries';
export { lockClosureAppointments } from './day-off.service';
export { writeBooking, type AppointmentValues } from './booking-writer';
