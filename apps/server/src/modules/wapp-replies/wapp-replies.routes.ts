import { wappWebhook } from '@turnos/contract';
import { ok, routeFrom, type RouteSpec } from '../../http/route';
import { handleWappEvent } from './wapp-replies.service';

export const wappReplyRoutes: RouteSpec[] = [
  routeFrom(wappWebhook, {
    async handler({ req, deps }) {
      return ok(await handleWappEvent(deps, req));
    },
  }),
];
