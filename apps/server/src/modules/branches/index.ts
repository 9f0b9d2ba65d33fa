/** What other modules may use of `branches` (docs/decisions/0062-server-module-boundaries.md). */
export { getBranch } from './branches.queries';
export { BRANCH_NOT_FOUND } from './branches.service';
