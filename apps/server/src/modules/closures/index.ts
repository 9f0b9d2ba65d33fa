/** What other modules may use of `closures` (docs/decisions/0062-server-module-boundaries.md). */
export { yearCalendar } from './closures.service';
