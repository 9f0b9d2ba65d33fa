import { zodResolver } from '@hookform/resolvers/zod';
import { loginSchema } from '@turnos/domain';

/** Loaded on demand by the login form (lazyResolver): zod stays out of the page's first load. */
export const loginResolver = zodResolver(loginSchema);
