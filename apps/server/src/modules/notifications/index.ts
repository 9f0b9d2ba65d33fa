/** What other modules may use of `notifications` (docs/decisions/0062-server-module-boundaries.md). */
export {
  newUserKeyPrefix,
  prepareNewAppointmentMessages,
  queueAppointmentEvent,
  queueFreedStartEvent,
  queueNewUserEvent,
} from './events';
export { queueClosureEvent, type ClosureNotice } from './closure-events';
export type { EventLog } from './event-log';
export { queueWhatsappReply } from './whatsapp-reply';
export { queueVisitEvent, visitAsAppointment, type VisitPart } from './visit-events';
export { wakeWorkersSoon } from './wake';
export { deliverDue } from './deliver-due';
export type { NewNotification } from './notifications.queries';
