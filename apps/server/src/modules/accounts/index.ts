/** What other modules may use of `accounts` (docs/decisions/0062-server-module-boundaries.md). */
export { resendValidation, validateAccount } from './registration.service';
