import { ErrorCode } from '@turnos/domain';
import { AppError, notFound } from '../../http/app-error';
import type { AppDeps } from '../../app-deps';
import type { AuthUser } from '../../auth/auth-user';
import { actorOnAppointment } from '../../auth/policy';
import { getTurno } from '../appointments';
import { siteName } from '../options';
import type { MpPreferenceRequest } from './mp-client';
import { mpClientFor, paymentUrls } from './mp-access';
import { EXPIRED_RESERVATION } from './payment-texts';

const forbids = (message: string) => new AppError(ErrorCode.ruleForbids, message);

/** An instant in Buenos Aires' offset (-03:00, no DST), as Mercado Pago shows dates. */
export function toStudioIso(d: Date) {
  return new Date(d.getTime() - 3 * 3_600_000).toISOString().replace('Z', '-03:00');
}

/** What a card statement shows: plain ASCII, at most 22 characters. */
export function statementDescriptor(name: string) {
  const plain = name
    .normalize('NFD')
    .replace(/[^\x20-\x7e]/g, '')
    .replace(/\s+/g, ' ')
    .trim();
  return (plain || 'Turnos').slice(0, 22).trim();
}

const dayMonth = (fecha: string) => `${fecha.slice(8, 10)}/${fecha.slice(5, 7)}`;

/**
 * A Checkout Pro preference for a reservation's deposit. Everything comes from our rows (the
 * amount, who pays, the expiry); the caller only names the appointment. Paid, cancelled and
 * expired reservations are refused with 1009.
 */
export async function createDepositPreference(deps: AppDeps, caller: AuthUser, idTurno: number) {
  const record = await getTurno(deps.db, idTurno);
  if (!record) throw notFound('El turno no existe.');
  const a = record.a;
  actorOnAppointment(caller, a);
  const now = deps.clock();
  if (a.cancelado) {
    throw forbids(a.canceladoPor === 'sistema' ? EXPIRED_RESERVATION : 'El turno está cancelado.');
  }
  if (a.reservaPaga) throw forbids('La reserva de este turno ya está paga.');
  if (a.venceAt && a.venceAt.getTime() <= now.getTime()) throw forbids(EXPIRED_RESERVATION);
  const amount = Number(a.montoReserva);
  if (!(amount > 0)) throw forbids('Este turno no requiere el pago de una reserva.');

  const [mp, urls, nombreSitio] = await Promise.all([
    mpClientFor(deps),
    paymentUrls(deps),
    siteName(deps.db),
  ]);
  const body: MpPreferenceRequest = {
    items: [
      {
        id: `turno-${a.id}`,
        title: `Reserva de turno: ${a.nombreServicio} ${dayMonth(a.fecha)} ${a.horaInicio} hs`,
        quantity: 1,
        unit_price: amount,
        currency_id: 'ARS',
      },
    ],
    payer: { email: record.clienteEmail, name: record.clienteNombre },
    external_reference: String(a.id),
    back_urls: { success: urls.success, pending: urls.pending, failure: urls.failure },
    auto_return: 'approved',
    notification_url: urls.notification,
    statement_descriptor: statementDescriptor(nombreSitio),
    expires: a.venceAt !== null,
    ...(a.venceAt
      ? { expiration_date_from: toStudioIso(now), expiration_date_to: toStudioIso(a.venceAt) }
      : {}),
  };
  const pref = await mp.createPreference(body);
  deps.log.info({ appointmentId: a.id, preferenceId: pref.id }, 'Mercado Pago: preferencia creada');
  return {
    id: pref.id,
    init_point: pref.init_point,
    sandbox_init_point: pref.sandbox_init_point ?? null,
  };
}
