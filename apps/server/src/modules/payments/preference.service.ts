import { ErrorCode } from '@turnos/domain';
import { AppError, notFound } from '../../http/app-error';
import type { AppDeps } from '../../app-deps';
import type { AuthUser } from '../../auth/auth-user';
import { actorOnAppointment } from '../../auth/policy';
import { bookingTurnos } from '../appointments';
import { siteName } from '../options';
import type { MpPreferenceRequest } from './mp-client';
import { mpClientFor, paymentUrls } from './mp-access';
import { EXPIRED_RESERVATION } from './payment-texts';
import { depositGroup, depositRefText, type DepositRef } from './deposit-ref';

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
 * A Checkout Pro preference for a reservation's deposit: one appointment's, or a whole visit's
 * (contract §6.2: the sum of its appointments', one checkout, `external_reference`
 * 'visita-{id}'). Everything comes from our rows (the amount, who pays, the expiry); the caller
 * only names the appointment or the visit. Paid, cancelled and expired reservations are refused
 * with 1009, and so is one appointment of a visit (the visit is paid as one).
 */
export async function createDepositPreference(deps: AppDeps, caller: AuthUser, ref: DepositRef) {
  const group = await depositGroup(deps.db, ref);
  const first = group[0];
  const [record] = first ? await bookingTurnos(deps.db, { appointmentId: first.id }) : [];
  if (!first || !record) {
    throw notFound(ref.kind === 'visita' ? 'La visita no existe.' : 'El turno no existe.');
  }
  for (const g of group) actorOnAppointment(caller, g);
  if (ref.kind === 'turno' && first.visitId !== null) {
    throw forbids('Este turno es parte de una visita: pagá la reserva de la visita completa.');
  }
  const a = first;
  const now = deps.clock();
  const cancelled = group.find((g) => g.cancelado);
  if (cancelled) {
    throw forbids(
      cancelled.canceladoPor === 'sistema' ? EXPIRED_RESERVATION : 'El turno está cancelado.',
    );
  }
  if (group.every((g) => g.reservaPaga)) throw forbids('La reserva de este turno ya está paga.');
  if (a.expiresAt && a.expiresAt.getTime() <= now.getTime()) throw forbids(EXPIRED_RESERVATION);
  const amount = Number(group.reduce((sum, g) => sum + Number(g.montoReserva), 0).toFixed(2));
  if (!(amount > 0)) throw forbids('Este turno no requiere el pago de una reserva.');
  const ordered = [...group].sort((x, y) => x.horaInicio.localeCompare(y.horaInicio));
  const title =
    ref.kind === 'visita'
      ? `Reserva de visita: ${ordered.map((g) => g.serviceName).join(' + ')} ${dayMonth(a.fecha)} ${ordered[0]?.horaInicio ?? a.horaInicio} hs`
      : `Reserva de turno: ${a.serviceName} ${dayMonth(a.fecha)} ${a.horaInicio} hs`;

  const [mp, urls, nombreSitio] = await Promise.all([
    mpClientFor(deps),
    paymentUrls(deps),
    siteName(deps.db),
  ]);
  const body: MpPreferenceRequest = {
    items: [
      {
        id: ref.kind === 'visita' ? `visita-${ref.id}` : `turno-${a.id}`,
        title,
        quantity: 1,
        unit_price: amount,
        currency_id: 'ARS',
      },
    ],
    payer: { email: record.clientEmail, name: record.clientName },
    external_reference: depositRefText(ref),
    back_urls: { success: urls.success, pending: urls.pending, failure: urls.failure },
    auto_return: 'approved',
    notification_url: urls.notification,
    statement_descriptor: statementDescriptor(nombreSitio),
    expires: a.expiresAt !== null,
    ...(a.expiresAt
      ? { expiration_date_from: toStudioIso(now), expiration_date_to: toStudioIso(a.expiresAt) }
      : {}),
  };
  const pref = await mp.createPreference(body);
  deps.log.info(
    { appointmentId: a.id, ref: depositRefText(ref), preferenceId: pref.id },
    'Mercado Pago: preferencia creada',
  );
  return {
    id: pref.id,
    init_point: pref.init_point,
    sandbox_init_point: pref.sandbox_init_point ?? null,
  };
}
