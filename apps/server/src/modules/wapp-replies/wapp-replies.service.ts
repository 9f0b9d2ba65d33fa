import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import {
  ErrorCode,
  minutesToTime,
  phoneKey,
  phoneTail,
  studioNow,
  wappAnswerOf,
  type WappAnswer,
} from '@turnos/domain';
import { AppError } from '../../http/app-error';
import type { AppDeps } from '../../app-deps';
import { getOption } from '../options';
import { cancelForClient, confirmForClient, type BookingRef } from '../appointments';
import { queueWhatsappReply } from '../notifications';
import { inboundTextOf } from './inbound-message';
import {
  recordInbound,
  remindedAppointmentsOf,
  setInboundResult,
  usersWithPhoneTail,
} from './wapp-replies.queries';

export type WappResult =
  | 'ignorado'
  | 'repetido'
  | 'desconocido'
  | 'sin_turno'
  | 'confirmado'
  | 'cancelado'
  | 'no_cancelable'
  | 'ayuda'
  | 'varios_clientes';

const digest = (s: string) => createHash('sha256').update(s, 'utf8').digest();

/** The gateway's key against ours, in time that does not depend on where they differ. */
export function keyMatches(given: string | undefined, expected: string): boolean {
  if (!expected || given === undefined) return false;
  return timingSafeEqual(digest(given), digest(expected)) && given.length === expected.length;
}

const header = (req: FastifyRequest, name: string) => {
  const v = req.headers[name];
  return Array.isArray(v) ? v[0] : v;
};

const fechaCorta = (fecha: string) => fecha.split('-').reverse().join('/');

/**
 * A message received by the studio's WhatsApp (contract §6.5, ADR 0068). Only the gateway holding
 * our key is heard (401 otherwise). A client's answer to their next reminded appointment confirms
 * or cancels it, through the same services as the API; any other text of theirs gets a short help.
 * A number shared by several people with reminded appointments pending changes nothing.
 * Each message id is handled once; the answers are queued, so the gateway gets its 200 at once.
 */
export async function handleWappEvent(
  deps: AppDeps,
  req: FastifyRequest,
): Promise<{ resultado: WappResult }> {
  const token = (await getOption(deps.db, 'turnos_wapp_auth_token')) ?? '';
  if (!keyMatches(header(req, 'apikey'), token)) {
    throw new AppError(ErrorCode.tokenInvalid, 'Clave del servidor de WhatsApp inválida.');
  }
  const message = inboundTextOf(req.body);
  if (!message) return { resultado: 'ignorado' };
  const answer = wappAnswerOf(message.text);
  const now = studioNow(deps.clock());
  // recorded first, on its own: a repeated delivery, even a concurrent one, stops here
  if (!(await recordInbound(deps.db, message.id, message.number))) {
    return { resultado: 'repetido' };
  }
  const done = async (resultado: WappResult, appointmentId: number | null = null) => {
    await setInboundResult(deps.db, message.id, resultado, appointmentId);
    return { resultado };
  };
  const owners = await phoneOwners(deps, message.digits);
  const pending = await remindedAppointmentsOf(
    deps.db,
    owners.map((o) => o.id),
    { date: now.date, time: minutesToTime(now.minutes) },
  );
  const [a] = pending;
  if (!a) {
    const known = owners.some((o) => o.roles.includes('cliente'));
    return done(known ? 'sin_turno' : 'desconocido');
  }
  // phones are not unique (a family shares one): when reminded appointments of more than one
  // person are pending on this number, nobody can tell whose the answer is; nothing changes and
  // the answer sends them to Mis turnos, naming no appointment (contract §6.5, ADR 0086)
  if (pending.some((p) => p.clientId !== a.clientId)) {
    await queueWhatsappReply(deps.db, {
      number: message.number,
      text: sharedNumberReply(deps.config.publicUrl),
      key: message.id,
      appointmentId: null,
    });
    return done('varios_clientes');
  }
  const reply = (text: string) =>
    queueWhatsappReply(deps.db, {
      number: message.number,
      text,
      key: message.id,
      appointmentId: a.id,
    });
  // a visit's reminder is one message for all its services (ADR 0072): so is the answer (ADR 0074)
  const what = a.visitId === null ? 'tu turno' : 'tu visita';
  const it = a.visitId === null ? 'cambiarlo' : 'cambiarla';
  const when = `del ${fechaCorta(a.fecha)} a las ${a.hora}`;
  // the appointments module's own services, each in its transaction (a cancel then tells the
  // waitlist once it has committed)
  const outcome = await act(deps, answer, a);
  if (outcome.kind === 'confirmado') {
    await reply(`¡Gracias! Confirmaste ${what} ${when}. ¡Te esperamos!`);
  } else if (outcome.kind === 'no_cancelable') {
    await reply(
      `No pudimos cancelar ${what} ${when}: ${outcome.why} Si necesitás ${it}, comunicate con nosotros.`,
    );
  } else if (outcome.kind === 'ayuda') {
    await reply(
      `Para ${what} ${when}: respondé 1 para confirmar o 2 para cancelar. Para otras consultas, comunicate con nosotros.`,
    );
  }
  // a cancel sends the cancelar_turno notification itself
  return done(outcome.kind, a.id);
}

/** The answer to a number whose reminded appointments are of more than one person. */
export const sharedNumberReply = (publicUrl: string) =>
  `Este número tiene turnos de más de una persona, así que no cambiamos ninguno. Para confirmar o cancelar el tuyo, ingresá a Mis turnos: ${publicUrl}/cliente/dashboard`;

/**
 * The people whose stored phone is the sender's number, however it was written (seed §5
 * normalisation, `phoneKey`). WhatsApp's ids are international, so the sender is read as such.
 */
async function phoneOwners(deps: AppDeps, senderDigits: string) {
  const key = phoneKey(`+${senderDigits}`);
  if (key === '') return [];
  const candidates = await usersWithPhoneTail(deps.db, phoneTail(key));
  return candidates.filter((u) => phoneKey(u.phone) === key);
}

type Outcome =
  { kind: 'confirmado' | 'cancelado' | 'ayuda' } | { kind: 'no_cancelable'; why: string };

/**
 * What the answer does, through the appointments module's own services: a single appointment's,
 * or the whole visit's when the reminded appointment is part of one (`cancelar-visita` by its
 * client, every appointment confirmed). A confirmation is of the version the reminder was about.
 */
async function act(
  deps: AppDeps,
  answer: WappAnswer,
  a: { id: number; clientId: number; sequence: number; visitId: number | null },
): Promise<Outcome> {
  if (answer === null) return { kind: 'ayuda' };
  try {
    // a visit's appointment answers for its whole visit (contract §6.2)
    const ref: BookingRef = a.visitId === null ? { appointmentId: a.id } : { visitId: a.visitId };
    if (answer === 'confirmar') {
      await confirmForClient(deps, a.clientId, ref, { id: a.id, sequence: a.sequence });
      return { kind: 'confirmado' };
    }
    await cancelForClient(deps, a.clientId, ref);
    return { kind: 'cancelado' };
  } catch (err) {
    // the rules of the client's own cancel (or confirm) refused it: say why, change nothing
    if (err instanceof AppError && err.code === ErrorCode.ruleForbids) {
      return answer === 'cancelar'
        ? { kind: 'no_cancelable', why: err.message }
        : { kind: 'ayuda' };
    }
    throw err;
  }
}
