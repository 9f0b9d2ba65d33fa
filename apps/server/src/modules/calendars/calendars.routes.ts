import { calendarioProfesional, regenerarTokenCalendario, turnoIcs } from '@turnos/contract';
import type { FastifyReply } from 'fastify';
import { ok, routeFrom, type RouteSpec } from '../../http/route';
import { appointmentIcs, professionalFeed, regenerateCalendarToken } from './calendars.service';

/** A calendar answer: never cached by anyone in between (it holds names and times). */
const sendCalendar = (reply: FastifyReply, body: string, filename: string) =>
  reply
    .header('content-type', 'text/calendar; charset=utf-8')
    .header('content-disposition', `attachment; filename="${filename}"`)
    .header('cache-control', 'private, no-store')
    .send(body);

export const calendarRoutes: RouteSpec[] = [
  routeFrom(turnoIcs, {
    async handler({ params, user, deps, reply }) {
      const body = await appointmentIcs(deps, user, params.id_turno);
      return sendCalendar(reply, body, `turno-${params.id_turno}.ics`);
    },
  }),
  routeFrom(calendarioProfesional, {
    async handler({ params, deps, reply }) {
      const body = await professionalFeed(deps, params.token);
      return sendCalendar(reply, body, 'turnos.ics');
    },
  }),
  routeFrom(regenerarTokenCalendario, {
    async handler({ params, user, deps }) {
      const token = await regenerateCalendarToken(deps, user, params.id_peluquero_sucursal);
      return ok({ token });
    },
  }),
];
