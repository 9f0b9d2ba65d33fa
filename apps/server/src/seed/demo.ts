import { sql } from 'drizzle-orm';
import { CREDIT_ON_CANCEL_OPTION, studioInstant, studioNow } from '@turnos/domain';
import type { AppDeps } from '../app-deps';
import { hashPassword } from '../auth/passwords';
import { appointmentUnits, appointments, branches, paymentInfo } from '../db/schema';
import type { Db, Tx } from '../db/types';
import { setOption } from '../modules/options/options.queries';
import { getUserByEmail } from '../auth/users.queries';
import {
  APPOINTMENT_COUNTS,
  CLIENTS,
  DEMO_CVU,
  DEMO_INSTAGRAM,
  DEMO_WHATSAPP,
  DEMO_MAX_ACTIVE,
  DEMO_PASSWORD,
  DEMO_SITE_NAME,
  PROFESSIONALS,
  WINDOW,
} from './demo-data';
import { createRng, planAppointments, seedOf, type Rng } from './demo-appointments';
import { insertStudio, must, type DemoStudio } from './demo-studio';
import { insertDemoProducts } from './demo-products';
import { insertDemoCredit } from './demo-credit';
import { insertDemoCharges } from './demo-charges';
import { insertDemoCommissions } from './demo-commissions';
import { insertDemoClosure } from './demo-closures';

/** Any number; the same in every process so that two starting at once seed only once. */
const DEMO_LOCK_ID = 727_115_002;
const HOUR_MS = 3_600_000;

const hasBranches = async (db: Db | Tx) =>
  (await db.select({ n: sql<number>`count(*)::int` }).from(branches))[0]?.n !== 0;

/**
 * SEED=demo: on a database without any branch, a believable studio (branches, services, staff,
 * clients, a month and a half of appointments). Returns whether it seeded this time.
 */
export async function seedDemo(deps: AppDeps): Promise<boolean> {
  const { db, log } = deps;
  if (await hasBranches(db)) {
    // restart of a demo (or a real studio with SEED=demo left on): nothing to do
    if (await getUserByEmail(db, CLIENTS[0]?.email ?? '')) logCredentials(deps, false);
    else log.info('SEED=demo: la base ya tiene sucursales; no se carga la demo');
    return false;
  }
  const passwordHash = await hashPassword(DEMO_PASSWORD); // once: argon2 is slow on purpose
  const now = deps.clock();
  let seeded = false;
  try {
    seeded = await db.transaction(async (tx) => {
      await tx.execute(sql`SELECT pg_advisory_xact_lock(${DEMO_LOCK_ID})`);
      if (await hasBranches(tx)) return false;
      await fillStudio(tx, passwordHash, now);
      return true;
    });
  } catch (err) {
    // e.g. someone already registered with a demo e-mail: start anyway, without the demo
    log.error({ err }, 'SEED=demo: no se pudo cargar la demo');
    return false;
  }
  logCredentials(deps, seeded);
  return seeded;
}

async function fillStudio(tx: Tx, passwordHash: string, now: Date) {
  const { date: today, minutes: nowMinutes } = studioNow(now);
  const studio = await insertStudio(tx, passwordHash, today);
  const rng = createRng(seedOf(`turnos-demo:${today}`));
  const plan = planAppointments({
    today,
    nowMinutes,
    window: WINDOW,
    counts: APPOINTMENT_COUNTS,
    workplaces: studio.workplaces,
    clientIds: studio.clients.filter((c) => !c.blocked).map((c) => c.id),
    maxUpcomingPerClient: 2,
    rng,
  });
  let firstUpcomingDeposit = true;
  for (const a of plan) {
    const wp = must(
      studio.workplaces.find((w) => w.pbId === a.wp.pbId),
      'workplace',
    );
    const money = depositFields(wp, a, rng, now, studio, firstUpcomingDeposit);
    if (wp.deposit && a.upcoming && !a.cancelled) firstUpcomingDeposit = false;
    const [row] = await tx
      .insert(appointments)
      .values({
        clientId: a.clientId,
        professionalBranchId: wp.pbId,
        professionalId: wp.professionalId,
        branchId: wp.branchId,
        serviceId: a.service.serviceId,
        professionalServiceId: a.service.linkId,
        fecha: a.fecha,
        horaInicio: a.horaInicio,
        horaFin: a.horaFin,
        serviceName: a.service.nombre,
        professionalName: wp.professionalName,
        branchName: wp.branchName,
        price: a.service.precio,
        expiryHours: wp.deposit?.horasCaducidad ?? 0,
        rescheduleHours: wp.deposit?.horasReprogramar ?? 0,
        cancelado: a.cancelled,
        canceladoPor: a.cancelled ? 'cliente' : null,
        cancelledAt: a.cancelled
          ? new Date(Math.min(money.createdAt.getTime() + 5 * HOUR_MS, now.getTime() - HOUR_MS / 6))
          : null,
        ...money.fields,
        createdAt: money.createdAt,
        // the unit rows written next (ADR 0076)
        unitCount: a.units.length,
      })
      .returning({ id: appointments.id });
    const id = must(row, 'appointment').id;
    if (a.units.length > 0) {
      await tx.insert(appointmentUnits).values(
        a.units.map((unit) => ({
          professionalId: wp.professionalId,
          fecha: a.fecha,
          unit,
          appointmentId: id,
        })),
      );
    }
    if (money.paidByProvider) {
      const monto = Number(money.fields.montoReserva);
      await tx.insert(paymentInfo).values({
        appointmentId: id,
        status: 'approved',
        amountPaid: money.fields.montoReserva,
        netReceived: (Math.round(monto * 0.9359 * 100) / 100).toFixed(2),
        installments: 1,
        paymentId: String(90_000_000_000 + id),
        externalReference: String(id),
        updatedAt: money.createdAt,
      });
    }
  }
  await insertDemoProducts(tx, studio);
  // contract §7.4: every professional earns commissions on what is charged
  await insertDemoCommissions(tx, studio);
  // contract §7.5: a cancelled paid seña becomes credit in the demo, and one client has some
  await insertDemoCredit(tx, studio, now);
  // contracts §7.2–§7.4: yesterday's till with its charges, so the counter's history, the report's
  // caja and the commission report have figures
  await insertDemoCharges(tx, studio, today);
  // contract §7.6: a branch closed for a day ahead, named in every calendar
  await insertDemoClosure(tx, studio, today, now);
  await setOption(tx, CREDIT_ON_CANCEL_OPTION, '1');
  await setOption(tx, 'turnos_nombre_sitio', DEMO_SITE_NAME);
  await setOption(tx, 'turnos_cant_max_turnos_permitidos', DEMO_MAX_ACTIVE);
  await setOption(tx, 'turnos_mp_cvu', DEMO_CVU);
  await setOption(tx, 'turnos_contacto_whatsapp', DEMO_WHATSAPP);
  await setOption(tx, 'turnos_contacto_instagram', DEMO_INSTAGRAM);
}

/** Deposit (seña) state: past ones paid (provider or transfer), upcoming ones some unpaid. */
function depositFields(
  wp: DemoStudio['workplaces'][number],
  a: {
    fecha: string;
    horaInicio: string;
    upcoming: boolean;
    cancelled: boolean;
    service: { precio: string };
  },
  rng: Rng,
  now: Date,
  studio: DemoStudio,
  forceUnpaid: boolean,
) {
  const start = studioInstant(a.fecha, a.horaInicio).getTime();
  // booked 1–9 days before the appointment, and before now
  const booked = Math.min(
    start - (1 + Math.floor(rng() * 9)) * 24 * HOUR_MS,
    now.getTime() - (1 + Math.floor(rng() * 200)) * HOUR_MS,
  );
  const noDeposit = {
    fields: { montoReserva: '0', reservaPaga: true, pagoAprobadoPor: null, expiresAt: null },
    createdAt: new Date(booked),
    paidByProvider: false,
  };
  if (!wp.deposit || wp.deposit.tipo !== 3) return noDeposit;
  const montoReserva = Math.round(
    (Number(a.service.precio) * Number(wp.deposit.valor)) / 100,
  ).toFixed(2);
  const unpaid = a.cancelled || (a.upcoming && (forceUnpaid || rng() < 0.4));
  if (unpaid) {
    // booked a few hours ago, so the 24 h to pay have not run out yet
    const createdAt = a.cancelled
      ? new Date(booked)
      : new Date(now.getTime() - (1 + Math.floor(rng() * 12)) * HOUR_MS);
    const expiresAt = new Date(createdAt.getTime() + wp.deposit.horasCaducidad * HOUR_MS);
    return {
      fields: {
        montoReserva,
        reservaPaga: false,
        pagoAprobadoPor: null,
        expiresAt: a.cancelled ? null : expiresAt,
      },
      createdAt,
      paidByProvider: false,
    };
  }
  const byTransfer = rng() < 0.3;
  return {
    fields: {
      montoReserva,
      reservaPaga: true,
      pagoAprobadoPor: byTransfer ? studio.adminProfessionalId : 0,
      expiresAt: null,
    },
    createdAt: new Date(booked),
    paidByProvider: !byTransfer,
  };
}

/** One line per account, so they read well in the JSON log too. */
function logCredentials(deps: AppDeps, fresh: boolean) {
  const adminPro = PROFESSIONALS.find((p) => p.admin);
  const pro = PROFESSIONALS.find((p) => !p.admin);
  const client = CLIENTS.find((c) => !c.blocked);
  const blocked = CLIENTS.find((c) => c.blocked);
  const lines = [
    fresh ? 'SEED=demo: estudio de demostración cargado' : 'SEED=demo: la demo ya estaba cargada',
    `SEED=demo: administrador ${deps.config.adminEmail ?? 'admin@localhost'} (la contraseña de ADMIN_PASSWORD)`,
    `SEED=demo: profesional y administradora ${adminPro?.email} / ${DEMO_PASSWORD}`,
    `SEED=demo: profesional ${pro?.email} / ${DEMO_PASSWORD}`,
    `SEED=demo: cliente ${client?.email} / ${DEMO_PASSWORD}`,
    `SEED=demo: cliente bloqueado ${blocked?.email} / ${DEMO_PASSWORD}`,
    `SEED=demo: todos los usuarios de la demo usan la contraseña ${DEMO_PASSWORD} (apps/server/src/seed/DEMO.md)`,
  ];
  for (const line of lines) deps.log.info(line);
}

/** For tests and the docs: the demo's e-mails by kind. */
export const DEMO_USERS = {
  password: DEMO_PASSWORD,
  adminProfessional: PROFESSIONALS.find((p) => p.admin)?.email ?? '',
  professional: PROFESSIONALS.find((p) => !p.admin)?.email ?? '',
  client: CLIENTS.find((c) => !c.blocked)?.email ?? '',
  blockedClient: CLIENTS.find((c) => c.blocked)?.email ?? '',
} as const;
