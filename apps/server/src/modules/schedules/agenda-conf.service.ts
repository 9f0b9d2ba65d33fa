import { toWireFlag } from '@turnos/contract';
import type { AgendaConfInput, DepositConfInput } from '@turnos/domain';
import type { Db } from '../../db/types';
import type { AuthUser } from '../../auth/auth-user';
import { assertOwnsProfessionalBranch } from '../../auth/policy';
import { updateProfessionalBranch, type ProfessionalBranchRow } from '../professionals';
import { loadStaffRow } from './working-days.service';

/** Seed §3 confAgenda (ADR 0015 for the wire types). */
export const toConfAgenda = (r: ProfessionalBranchRow) => ({
  id_peluquero_sucursal: r.id,
  tiempo_turno: r.tiempoTurno,
  grilla_turnos: r.gridStep,
  permite_gap_entre_turnos: toWireFlag(r.allowsGap),
  gap_entre_turnos: r.gapMinutes,
  dias_agenda_abierta: String(r.agendaOpenDays),
  tipo_de_cobro_de_reserva: r.depositType,
  valor_de_cobro_de_reserva: r.depositValue,
  horas_caducidad_reserva_impaga: r.expiryHours,
  horas_reprogramar_turno: r.rescheduleHours,
  horas_anticipacion_minima: r.minNoticeHours,
  horas_cancelar_turno: r.cancelHours,
});

export async function getAgendaConf(db: Db, professionalBranchId: number) {
  return toConfAgenda(await loadStaffRow(db, professionalBranchId));
}

export async function saveAgendaConf(db: Db, caller: AuthUser, id: number, conf: AgendaConfInput) {
  await assertOwnsProfessionalBranch(db, caller, id);
  await updateProfessionalBranch(db, id, {
    tiempoTurno: conf.tiempo_turno,
    gridStep: conf.grilla_turnos,
    agendaOpenDays: conf.dias_agenda_abierta,
    allowsGap: conf.permite_gap_entre_turnos,
    gapMinutes: conf.gap_entre_turnos,
    ...(conf.horas_anticipacion_minima === undefined
      ? {}
      : { minNoticeHours: conf.horas_anticipacion_minima }),
  });
  return getAgendaConf(db, id);
}

/** Applies to appointments booked from now on; booked ones keep the terms they were made with. */
export async function saveDepositConf(
  db: Db,
  caller: AuthUser,
  id: number,
  conf: DepositConfInput,
) {
  await assertOwnsProfessionalBranch(db, caller, id);
  await updateProfessionalBranch(db, id, {
    depositType: conf.tipo_de_cobro_de_reserva,
    depositValue: conf.valor_de_cobro_de_reserva,
    expiryHours: conf.horas_caducidad_reserva_impaga,
    rescheduleHours: conf.horas_reprogramar_turno,
    ...(conf.horas_cancelar_turno === undefined ? {} : { cancelHours: conf.horas_cancelar_turno }),
  });
  return getAgendaConf(db, id);
}
