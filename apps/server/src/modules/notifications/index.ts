/** What other modules may use of `notifications` (docs/decisions/0062-server-module-boundaries.md). */
export {
  newUserKeyPrefix,
  prepareNewAppointmentMessages,
  queueAppointmentEvent,
  type EventBooking,
  queueFreedStartEvent,
  queueNewUserEvent,
} from './events';
export { queueClosureEvent, type ClosureNotice } from './closure-events';
export type { EventLog } from './event-log';
export { queueWhatsappReply } from './whatsapp-reply';
export { visitAsAppointment, type VisitPart } from './visit-as-appointment';
export { wakeWorkersSoon } from './wake';
export { deliverDue } from './deliver-due';
export type { NewNotification } from './notifications.queries';
