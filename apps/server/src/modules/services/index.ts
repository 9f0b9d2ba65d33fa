/** What other modules may use of `services` (docs/decisions/0062-server-module-boundaries.md). */
export { getService } from './services.queries';
export { SERVICE_NOT_FOUND } from './services.service';
