import { studioInstant } from '@turnos/domain';
import type { AppDeps } from '../../app-deps';
import type { AuthUser } from '../../auth/auth-user';
import { onlyOwnRows } from '../../auth/policy';
import { getUserById } from '../../auth/users.queries';
import { notFound } from '../../http/app-error';
import { toTurno, type Turno } from '../appointments';
import { readClientFile, saveClientNote } from './client-file.queries';
import { CLIENT_NOT_FOUND, toCliente } from './clients.service';

/**
 * The counts of a client's history: every appointment, those attended, missed and cancelled, and
 * the last visit — the latest appointment that has started, not cancelled and not missed.
 */
export function summarize(turnos: readonly Turno[], now: Date) {
  const last = turnos
    .filter(
      (x) =>
        x.is_cancelado === '0' &&
        x.asistencia !== 'no_asistio' &&
        studioInstant(x.fecha, x.hora_inicio) <= now,
    )
    .reduce<string | null>(
      (latest, x) => (latest === null || x.fecha > latest ? x.fecha : latest),
      null,
    );
  return {
    turnos: turnos.length,
    asistidos: turnos.filter((x) => x.asistencia === 'asistio').length,
    no_asistidos: turnos.filter((x) => x.asistencia === 'no_asistio').length,
    cancelados: turnos.filter((x) => x.is_cancelado === '1').length,
    ultimo_turno: last,
  };
}

/**
 * Contract §6.1 `obtener-ficha-cliente`: the client's data with the staff note, the summary and
 * the history, newest first. A professional sees the client (as in get-all-clientes) but only the
 * appointments in their own agenda, and the summary counts those.
 */
export async function clientFile(deps: AppDeps, caller: AuthUser, clientId: number) {
  const file = await readClientFile(deps.db, clientId, onlyOwnRows(caller));
  if (!file.user?.roles.includes('cliente')) throw notFound(CLIENT_NOT_FOUND);
  const turnos = file.turnos.map(toTurno);
  return {
    cliente: { ...toCliente(file.user), nota: file.nota },
    resumen: summarize(turnos, deps.clock()),
    turnos,
  };
}

/** Contract §6.1 `actualizar-nota-cliente`: staff write the note; clients never see it. */
export async function updateClientNote(
  deps: AppDeps,
  caller: AuthUser,
  clientId: number,
  nota: string,
) {
  const user = await getUserById(deps.db, clientId);
  if (!user?.roles.includes('cliente')) throw notFound(CLIENT_NOT_FOUND);
  await saveClientNote(deps.db, clientId, nota, caller.id, deps.clock());
}
