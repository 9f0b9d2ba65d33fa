/** The start the client chose: a date and a time of the studio's zone. */
export interface SlotPick {
  fecha: string;
  hora: string;
}

/** Seed §4: without a deposit the client goes to inicio 2 s after booking. */
export const REDIRECT_AFTER_BOOKING_MS = 2000;
