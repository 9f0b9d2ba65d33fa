// The database thread's entry: worker threads do not inherit the `--import tsx` of the process
// (nor Vitest's transform), so it registers tsx itself and then loads the TypeScript host.
import { register } from 'tsx/esm/api';

register();
await import('./host.ts');
