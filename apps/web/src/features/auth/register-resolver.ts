import { zodResolver } from '@hookform/resolvers/zod';
import { registerFormSchema } from '@turnos/domain';

/** Loaded on demand by the registration form (lazyResolver): zod stays out of the page's first load. */
export const registerResolver = zodResolver(registerFormSchema);
