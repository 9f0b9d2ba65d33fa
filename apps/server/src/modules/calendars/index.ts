/** What other modules may use of `calendars` (docs/decisions/0062-server-module-boundaries.md). */
export { buildCalendar, icsSite, type IcsAppointment, type IcsMethod } from './ics';
export { getBranchAddress, getIcsAppointment, getVisitIcsAppointments } from './calendars.queries';
