/** What other modules may use of `notifications` (docs/decisions/0062-server-module-boundaries.md). */
export { newUserKeyPrefix, queueAppointmentEvent, queueNewUserEvent } from './events';
export { deliverDue } from './deliver-due';
