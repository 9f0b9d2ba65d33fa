/** What other modules may use of `professionals` (docs/decisions/0062-server-module-boundaries.md). */
export {
  getProfessionalBranch,
  getStaff,
  updateProfessionalBranch,
  type ProfessionalBranchRow,
} from './professional-branches.queries';
