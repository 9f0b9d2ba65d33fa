import { z } from 'zod';
import { studioNow } from '@turnos/domain';
import { TURNOS, defineRoute, ok, type RouteSpec } from '../../http/route';
import { flag01, idParam } from '@turnos/contract/params';
import { actorOnAppointment, assertSelfOrAdmin } from '../../auth/policy';
import type { AuthUser } from '../../auth/auth-user';
import { getOption } from '../options/options.queries';
import { availableSlots } from './availability.service';
import { reserve } from './reserve.service';
import { cancel, reschedule } from './change.service';
import { markBusy } from './busy.service';
import {
  getAppointment,
  getTurno,
  listActiveClientTurnos,
  listClientTurnos,
  takenUnits,
} from './appointments.queries';
import { assertOwnsProfessionalBranch } from '../../auth/policy';
import { toTurno } from './turno-view';
import { fechaParam, horaParam } from './appointment-params';
import { notFound } from '../../http/app-error';
import type { AppDeps } from '../../app-deps';
import { minutesToTime } from '@turnos/domain';

const ALL = ['cliente', 'peluquero', 'peluadmin'] as const;

/** Rescheduling hint: only honoured for someone who may act on that appointment. */
async function ownAppointmentId(deps: AppDeps, user: AuthUser | null, id: number | undefined) {
  if (!user || id === undefined) return undefined;
  const appointment = await getAppointment(deps.db, id);
  if (!appointment) return undefined;
  try {
    actorOnAppointment(user, appointment);
    return id;
  } catch {
    return undefined;
  }
}

async function turnoResponse(deps: AppDeps, id: number) {
  const record = await getTurno(deps.db, id);
  if (!record) throw notFound('El turno no existe.');
  return toTurno(record);
}

export const appointmentRoutes: RouteSpec[] = [
  defineRoute({
    method: 'GET',
    path: `${TURNOS}/obtener-horarios-disponibles`,
    roles: 'public',
    params: z.object({
      id_peluquero_sucursal: idParam('id_peluquero_sucursal'),
      id_servicio_de_peluquero_por_sucursal: idParam('id_servicio_de_peluquero_por_sucursal'),
      fecha: fechaParam,
      id_turno: idParam('id_turno').optional(),
    }),
    async handler({ params, user, deps }) {
      const horarios = await availableSlots(
        deps.db,
        {
          professionalBranchId: params.id_peluquero_sucursal,
          professionalServiceId: params.id_servicio_de_peluquero_por_sucursal,
          fecha: params.fecha,
          exceptAppointmentId: await ownAppointmentId(deps, user, params.id_turno),
        },
        deps.clock(),
      );
      return ok({ horarios });
    },
  }),
  defineRoute({
    method: 'GET',
    path: `${TURNOS}/obtener-horarios-ocupados`,
    roles: ['peluquero', 'peluadmin'],
    params: z.object({
      id_peluquero_sucursal: idParam('id_peluquero_sucursal'),
      fecha: fechaParam,
      id_turno: idParam('id_turno').optional(),
    }),
    async handler({ params, user, deps }) {
      const pb = await assertOwnsProfessionalBranch(deps.db, user, params.id_peluquero_sucursal);
      const units = await takenUnits(deps.db, pb.professionalId, params.fecha, params.id_turno);
      return ok([...units].sort((a, b) => a - b).map((u) => ({ hora: minutesToTime(u * 15) })));
    },
  }),
  defineRoute({
    method: 'POST',
    path: `${TURNOS}/reservar-turno`,
    roles: ALL,
    params: z.looseObject({
      id_cliente: idParam('id_cliente'),
      id_peluquero_sucursal: idParam('id_peluquero_sucursal'),
      id_servicio_de_peluquero_por_sucursal: idParam('id_servicio_de_peluquero_por_sucursal'),
      fecha: fechaParam,
      hora: horaParam,
      esSobreturno: flag01.optional(),
    }),
    async handler({ params, user, deps }) {
      const a = await reserve(deps, user, {
        clientId: params.id_cliente,
        professionalBranchId: params.id_peluquero_sucursal,
        professionalServiceId: params.id_servicio_de_peluquero_por_sucursal,
        fecha: params.fecha,
        hora: params.hora,
        overbooking: params.esSobreturno === true,
      });
      return ok({
        id_turno: a.id,
        monto_reserva: a.montoReserva,
        reserva_paga: a.reservaPaga ? '1' : '0',
        vence: a.venceAt?.toISOString() ?? null,
        turno: await turnoResponse(deps, a.id),
      });
    },
  }),
  defineRoute({
    method: 'POST',
    path: `${TURNOS}/marcar-ocupado`,
    roles: ['peluquero', 'peluadmin'],
    params: z.object({
      id_peluquero_sucursal: idParam('id_peluquero_sucursal'),
      fecha: fechaParam,
      hora: horaParam,
    }),
    async handler({ params, user, deps }) {
      const a = await markBusy(deps, user, {
        professionalBranchId: params.id_peluquero_sucursal,
        fecha: params.fecha,
        hora: params.hora,
      });
      return ok({ id_turno: a.id, message: 'Horario marcado como ocupado!' });
    },
  }),
  defineRoute({
    method: 'POST',
    path: `${TURNOS}/reprogramar-turno`,
    roles: ALL,
    params: z.looseObject({
      id_turno: idParam('id_turno'),
      fecha_nueva: fechaParam,
      hora: horaParam,
    }),
    async handler({ params, user, deps }) {
      const a = await reschedule(deps, user, {
        id: params.id_turno,
        fecha: params.fecha_nueva,
        hora: params.hora,
      });
      return ok({ id_turno: a.id, turno: await turnoResponse(deps, a.id) });
    },
  }),
  defineRoute({
    method: 'DELETE',
    path: `${TURNOS}/cancelar-turno`,
    roles: ALL,
    params: z.looseObject({
      id_turno: idParam('id_turno'),
      cancelado_por: z.string().max(20).optional(),
    }),
    async handler({ params, user, deps }) {
      const a = await cancel(deps, user, params.id_turno, params.cancelado_por);
      return ok({ id_turno: a.id, cancelado_por: a.canceladoPor });
    },
  }),
  defineRoute({
    method: 'GET',
    path: `${TURNOS}/obtener-turnos-cliente`,
    roles: ['cliente', 'peluadmin'],
    params: z.object({ ID: idParam('ID') }),
    async handler({ params, user, deps }) {
      assertSelfOrAdmin(user, params.ID);
      return ok({ turnos: (await listClientTurnos(deps.db, params.ID)).map(toTurno) });
    },
  }),
  defineRoute({
    method: 'GET',
    path: `${TURNOS}/obtener-turnos-activos-cliente`,
    roles: ['cliente', 'peluadmin'],
    params: z.object({ ID: idParam('ID') }),
    async handler({ params, user, deps }) {
      assertSelfOrAdmin(user, params.ID);
      const rows = await listActiveClientTurnos(deps.db, params.ID, studioNow(deps.clock()).date);
      return ok({ turnos: rows.map(toTurno), cantidad: rows.length });
    },
  }),
  defineRoute({
    method: 'GET',
    path: `${TURNOS}/obtener-max-turnos-activos`,
    roles: 'public',
    params: z.object({}),
    async handler({ deps }) {
      return ok(Number((await getOption(deps.db, 'turnos_cant_max_turnos_permitidos')) || '0'));
    },
  }),
];
