/** What other modules may use of `credit` (docs/decisions/0062-server-module-boundaries.md). */
export { NOT_ENOUGH_CREDIT, creditActor, useCredit, type CreditUse } from './credit.service';
export { creditCancelledDeposits, returnChargeCredit } from './credit.queries';
