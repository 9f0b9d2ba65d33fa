import { and, desc, eq, lt, ne } from 'drizzle-orm';
import { BUSY_SERVICE_ID, centsToWire, studioInstant, toCents } from '@turnos/domain';
import type { AuthUser } from '../auth/auth-user';
import { appointments, products, users } from '../db/schema';
import type { Tx } from '../db/types';
import { registerCharge } from '../modules/counter/charge.service';
import { closeTillWithCount, openTill } from '../modules/counter/till.service';
import { must, type DemoStudio } from './demo-studio';

/**
 * The counter's yesterday in the demo (issues 31, 32): the first branch's till of its last past
 * day with appointments, opened at 9:00 with a float, a few of that day's appointments charged
 * (their paid seña applied, one with a product and a tip, by debit, transfer or cash), closed at
 * 20:00 with the cash counted $ 500 short — so Caja's history, Cobros, the report's caja figures
 * and the commission report show something before anyone charges. Through the counter's own
 * services, so every figure is what a real charge would write.
 */
export const DEMO_TILL = { float: '5000', short: 500n, charges: 4 } as const;

export async function insertDemoCharges(tx: Tx, studio: DemoStudio, today: string) {
  const branchId = must(studio.workplaces[0], 'a workplace').branchId;
  const [last] = await tx
    .select({ fecha: appointments.fecha })
    .from(appointments)
    .where(
      and(
        eq(appointments.branchId, branchId),
        lt(appointments.fecha, today),
        eq(appointments.cancelado, false),
        ne(appointments.serviceId, BUSY_SERVICE_ID),
      ),
    )
    .orderBy(desc(appointments.fecha))
    .limit(1);
  if (!last) return;
  const day = await tx
    .select()
    .from(appointments)
    .where(
      and(
        eq(appointments.branchId, branchId),
        eq(appointments.fecha, last.fecha),
        eq(appointments.cancelado, false),
        ne(appointments.serviceId, BUSY_SERVICE_ID),
      ),
    )
    .orderBy(appointments.horaInicio, appointments.id)
    .limit(DEMO_TILL.charges);
  const admin = await adminCaller(tx, studio.adminProfessionalId);
  const [product] = await tx.select().from(products).orderBy(products.id).limit(1);

  const { id_caja } = await openTill(tx, admin, studioInstant(last.fecha, '09:00'), {
    id_sucursal: branchId,
    monto_inicial: DEMO_TILL.float,
  });
  const medios = ['debito', 'transferencia', 'efectivo', 'credito'] as const;
  let cash = 0n;
  for (const [i, a] of day.entries()) {
    const withProduct = i === 0 && product !== undefined;
    const tip = i === 0 ? 2000n : 0n;
    const due =
      toCents(a.price) -
      (a.reservaPaga ? toCents(a.montoReserva) : 0n) +
      (withProduct ? toCents(product.price) : 0n) +
      tip;
    const medio = medios[i % medios.length] ?? 'debito';
    // cash is handed over rounded up to the thousand: the change comes back from the drawer
    const paid = medio === 'efectivo' ? ((due + 99_999n) / 100_000n) * 100_000n : due;
    if (medio === 'efectivo') cash += due;
    if (due <= 0n) continue;
    await registerCharge(tx, admin, new Date(studioInstant(a.fecha, a.horaFin).getTime()), {
      id_caja,
      items: [
        { tipo: 'servicio', id_turno: a.id },
        ...(withProduct
          ? [
              {
                tipo: 'producto' as const,
                id_producto: product.id,
                cantidad: 1,
                id_peluquero_sucursal: a.professionalBranchId,
              },
            ]
          : []),
      ],
      propinas:
        tip > 0n
          ? [{ id_peluquero_sucursal: a.professionalBranchId, monto: centsToWire(tip) }]
          : [],
      pagos: [
        {
          medio,
          monto: centsToWire(paid),
          ...(medio === 'credito' ? { cuotas: 3 } : {}),
        },
      ],
    });
  }
  const expected = toCents(DEMO_TILL.float) + cash;
  await closeTillWithCount(tx, admin, studioInstant(last.fecha, '20:00'), {
    id_caja,
    efectivo_contado: centsToWire(expected - DEMO_TILL.short),
  });
}

/** The demo's admin as the counter's services take a caller. */
async function adminCaller(tx: Tx, id: number): Promise<AuthUser> {
  const [u] = await tx.select().from(users).where(eq(users.id, id));
  const row = must(u, 'demo admin');
  return {
    id: row.id,
    email: row.email,
    name: row.name,
    displayName: row.displayName,
    roles: ['peluquero', 'peluadmin'],
    validated: true,
    blocked: false,
    token: '',
    claims: {
      id: row.id,
      email: row.email,
      sid: 'demo',
      gen: 0,
      jti: 'demo',
      iat: 0,
      exp: 0,
      iss: '',
    },
  };
}
