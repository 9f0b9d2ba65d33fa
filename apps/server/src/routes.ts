import type { RouteSpec } from './http/route';
import { accountRoutes } from './modules/accounts/accounts.routes';
import { clientAccountRoutes } from './modules/clients/clients.routes';

/** Every module's routes; each declares its own path and roles. */
export const allRoutes: RouteSpec[] = [...accountRoutes, ...clientAccountRoutes];
