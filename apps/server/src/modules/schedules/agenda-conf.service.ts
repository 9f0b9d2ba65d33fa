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
  permite_gap_entre_turnos: toWireFlag(r.permiteGapEntreTurnos),
  gap_entre_turnos: r.gapEntreTurnos,
  dias_agenda_abierta: String(r.diasAgendaAbierta),
  tipo_de_cobro_de_reserva: r.tipoDeCobroDeReserva,
  valor_de_cobro_de_reserva: r.valorDeCobroDeReserva,
  horas_caducidad_reserva_impaga: r.horasCaducidadReservaImpaga,
  horas_reprogramar_turno: r.horasReprogramarTurno,
  horas_anticipacion_minima: r.horasAnticipacionMinima,
  horas_cancelar_turno: r.horasCancelarTurno,
});

export async function getAgendaConf(db: Db, professionalBranchId: number) {
  return toConfAgenda(await loadStaffRow(db, professionalBranchId));
}

export async function saveAgendaConf(db: Db, caller: AuthUser, id: number, conf: AgendaConfInput) {
  await assertOwnsProfessionalBranch(db, caller, id);
  await updateProfessionalBranch(db, id, {
    tiempoTurno: conf.tiempo_turno,
    gridStep: conf.grilla_turnos,
    diasAgendaAbierta: conf.dias_agenda_abierta,
    permiteGapEntreTurnos: conf.permite_gap_entre_turnos,
    gapEntreTurnos: conf.gap_entre_turnos,
    ...(conf.horas_anticipacion_minima === undefined
      ? {}
      : { horasAnticipacionMinima: conf.horas_anticipacion_minima }),
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
    tipoDeCobroDeReserva: conf.tipo_de_cobro_de_reserva,
    valorDeCobroDeReserva: conf.valor_de_cobro_de_reserva,
    horasCaducidadReservaImpaga: conf.horas_caducidad_reserva_impaga,
    horasReprogramarTurno: conf.horas_reprogramar_turno,
    ...(conf.horas_cancelar_turno === undefined
      ? {}
      : { horasCancelarTurno: conf.horas_cancelar_turno }),
  });
  return getAgendaConf(db, id);
}
