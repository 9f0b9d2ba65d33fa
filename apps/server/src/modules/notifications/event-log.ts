/**
 * Where a notification that could not be queued or rendered is reported: the server's logger
 * (`deps.log`), with the event and the booking as fields. Such a failure never fails the booking
 * that raised it (ADR 0096).
 */
export interface EventLog {
  error(obj: object, msg: string): void;
}
