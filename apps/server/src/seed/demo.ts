import type { AppDeps } from '../app-deps';

/** Filled in by the demo-seed work; a no-op until then. */
export async function seedDemo(deps: AppDeps) {
  deps.log.info('SEED=demo: demo studio not implemented yet');
}
