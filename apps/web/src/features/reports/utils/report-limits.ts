import { studioNow } from '@turnos/domain';

/** The longest period the server reports (contract §6.6), checked before asking. */
export const REPORT_MAX_DAYS_WEB = 366;

/** Today in the studio's zone. */
export const studioToday = () => studioNow().date;
