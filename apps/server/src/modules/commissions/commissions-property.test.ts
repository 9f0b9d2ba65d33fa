import { afterAll, beforeAll, expect, it } from 'vitest';
import fc from 'fast-check';
import { addDays } from '@turnos/domain';
import { createTestApp, type TestApp } from '../../../test/harness';
import { api } from '../../../test/catalog-factories';
import { adjust, createCharged, okData } from '../../../test/counter-factories';
import {
  chargeAtTill,
  createCommissionStudio,
  reportRows,
  setRates,
  type CommissionStudio,
} from '../../../test/commission-factories';

/**
 * Issue 32's property: for random charges (services of two professionals with and without a
 * paid deposit, products sold by either or by nobody, discounts, tips), random annulments and
 * random percentages (with a per-service one or not), each professional's row of the report
 * equals the sum of its lines computed here, independently, to the cent: each line less its share
 * of the discount, times its percentage, rounded per line; plus its tips.
 */
const DAY = '2026-11-23';
let t: TestApp;
let c: CommissionStudio;
beforeAll(async () => {
  t = await createTestApp();
  t.clock.set(`${DAY}T15:00:00Z`);
  c = await createCommissionStudio(t);
  okData(await adjust(t, c, c.product, c.branch.id, 5000));
});
afterAll(() => t.close());

const who = fc.constantFrom(0, 1);
const line = fc.oneof(
  fc.record({
    kind: fc.constant('servicio' as const),
    who,
    cut: fc.boolean(),
    precio: fc.integer({ min: 0, max: 3_000_000 }),
    deposit: fc.integer({ min: 0, max: 100 }),
    paid: fc.boolean(),
  }),
  fc.record({
    kind: fc.constant('producto' as const),
    seller: fc.constantFrom(0, 1, null),
    cantidad: fc.integer({ min: 1, max: 3 }),
    precio: fc.integer({ min: 1, max: 500_000 }),
  }),
);
const charge = fc.record({
  lines: fc.array(line, { minLength: 1, maxLength: 4 }),
  // a share of what is left after the deposits, in thousandths; or a few cents
  discount: fc.oneof(fc.integer({ min: 0, max: 1000 }), fc.integer({ min: -30, max: -1 })),
  tips: fc.array(fc.record({ who, monto: fc.integer({ min: 1, max: 200_000 }) }), {
    maxLength: 2,
  }),
  annul: fc.boolean(),
});
const hundredths = fc.integer({ min: 0, max: 10_000 });
const rates = fc.record({
  services: hundredths,
  products: hundredths,
  color: fc.option(hundredths, { nil: null }),
});

interface ModelLine {
  importe: number;
  pb: number | null;
  tipo: 'servicio' | 'producto';
  cut: boolean;
}
interface ModelCharge {
  lines: ModelLine[];
  descuento: number;
  tips: { pb: number; monto: number }[];
}
type Rates = { services: number; products: number; color: number | null };

const wire = (cents: number) =>
  `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;

/**
 * The discount's share of each line, written apart from the server's: the exact part of every
 * line but the first largest, to the nearest cent (halves up), the rest on the first largest;
 * what that line cannot hold (below 0, above its amount) goes on to the next largest, in turn.
 */
function shares(amounts: number[], discount: number): number[] {
  const subtotal = amounts.reduce((s, a) => s + a, 0);
  if (discount === 0) return amounts.map(() => 0);
  const order = amounts
    .map((a, i) => [a, i] as const)
    .sort((x, y) => y[0] - x[0] || x[1] - y[1])
    .map(([, i]) => i);
  const [top = 0, ...rest] = order;
  const out = amounts.map((a, i) =>
    i === top ? 0 : Math.floor((2 * discount * a + subtotal) / (2 * subtotal)),
  );
  let left = discount - out.reduce((s, x) => s + x, 0);
  for (const i of [top, ...rest]) {
    const a = amounts[i] ?? 0;
    const s = out[i] ?? 0;
    const move = Math.max(-s, Math.min(a - s, left));
    out[i] = s + move;
    left -= move;
  }
  return out;
}

/** A line's commission: amount × hundredths of a percent / 10 000, nearest cent, halves up. */
const commission = (amount: number, pct: number) =>
  Math.floor((2 * amount * pct + 10_000) / 20_000);

function expected(charges: ModelCharge[], ratesOf: Map<number, Rates>) {
  const rows = new Map<
    number,
    { servicios: number; productos: number; comision: number; propinas: number }
  >();
  const row = (pb: number) => {
    const r = rows.get(pb) ?? { servicios: 0, productos: 0, comision: 0, propinas: 0 };
    rows.set(pb, r);
    return r;
  };
  for (const ch of charges) {
    const s = shares(
      ch.lines.map((l) => l.importe),
      ch.descuento,
    );
    ch.lines.forEach((l, i) => {
      if (l.pb === null) return;
      const net = l.importe - (s[i] ?? 0);
      const r = row(l.pb);
      const rate = ratesOf.get(l.pb);
      const pct =
        l.tipo === 'producto'
          ? (rate?.products ?? 0)
          : !l.cut && rate?.color != null
            ? rate.color
            : (rate?.services ?? 0);
      if (l.tipo === 'servicio') r.servicios += net;
      else r.productos += net;
      r.comision += commission(net, pct);
    });
    for (const tip of ch.tips) row(tip.pb).propinas += tip.monto;
  }
  return rows;
}

it('each professional earns the sum of their lines, to the cent, over random charges, discounts, annulments and rates', async () => {
  const pbs = [c.pbId, c.seller.link.id];
  const links = [c.pro.link, c.seller.link];
  const valid: ModelCharge[] = [];
  let appointmentDay = 0;
  await fc.assert(
    fc.asyncProperty(
      fc.array(charge, { minLength: 1, maxLength: 4 }),
      fc.tuple(rates, rates),
      async (charges, pair) => {
        appointmentDay += 1;
        const fecha = addDays('2027-01-01', appointmentDay);
        let hour = 0;
        for (const ch of charges) {
          const items: Record<string, unknown>[] = [];
          const lines: ModelLine[] = [];
          let deposits = 0;
          for (const l of ch.lines) {
            if (l.kind === 'servicio') {
              const deposit = Math.floor((l.precio * l.deposit) / 100);
              const id = await createCharged(t, c, {
                fecha,
                hora: `${String(hour).padStart(2, '0')}:00`,
                precio: wire(l.precio),
                montoReserva: wire(deposit),
                reservaPaga: l.paid,
                link: links[l.who],
                service: l.cut ? c.cut : c.service,
              });
              hour += 1;
              if (l.paid) deposits += deposit;
              items.push({ tipo: 'servicio', id_turno: id });
              lines.push({
                importe: l.precio,
                pb: pbs[l.who] ?? null,
                tipo: 'servicio',
                cut: l.cut,
              });
            } else {
              const pb = l.seller === null ? null : (pbs[l.seller] ?? null);
              items.push({
                tipo: 'producto',
                id_producto: c.product,
                cantidad: l.cantidad,
                precio: wire(l.precio),
                ...(pb === null ? {} : { id_peluquero_sucursal: pb }),
              });
              lines.push({ importe: l.precio * l.cantidad, pb, tipo: 'producto', cut: false });
            }
          }
          const room = lines.reduce((s, l) => s + l.importe, 0) - deposits;
          const descuento =
            ch.discount >= 0
              ? Math.floor((room * ch.discount) / 1000)
              : Math.min(room, -ch.discount);
          const tips = ch.tips.map((x) => ({ pb: pbs[x.who] ?? 0, monto: x.monto }));
          const res = await chargeAtTill(t, c, {
            items,
            descuento: wire(descuento),
            propinas: tips.map((x) => ({ id_peluquero_sucursal: x.pb, monto: wire(x.monto) })),
          });
          const cobro = okData(res).cobro as { id_cobro: number };
          if (ch.annul) {
            const annul = await api(
              t,
              'POST',
              'anular-cobro',
              { id_cobro: cobro.id_cobro, motivo: 'azar' },
              c.admin.token,
            );
            okData(annul);
          } else {
            valid.push({ lines, descuento, tips });
          }
        }
        const ratesOf = new Map<number, Rates>();
        for (const [i, r] of pair.entries()) {
          const pb = pbs[i] ?? 0;
          ratesOf.set(pb, r);
          okData(
            await setRates(t, c, pb, {
              comision_servicios: wire(r.services),
              comision_productos: wire(r.products),
              por_servicio:
                r.color === null ? [] : [{ id_servicio: c.service.id, porcentaje: wire(r.color) }],
            }),
          );
        }
        const model = expected(valid, ratesOf);
        const rows = await reportRows(t, c.admin.token, DAY);
        expect(rows.map((r) => r.id_peluquero_sucursal).sort()).toEqual([...model.keys()].sort());
        for (const r of rows) {
          const m = model.get(r.id_peluquero_sucursal);
          expect(r).toMatchObject({
            servicios: wire(m?.servicios ?? -1),
            productos: wire(m?.productos ?? -1),
            comision: wire(m?.comision ?? -1),
            propinas: wire(m?.propinas ?? -1),
            total_a_pagar: wire((m?.comision ?? -1) + (m?.propinas ?? 0)),
          });
        }
        // a professional sees exactly their own row
        const own = await reportRows(t, c.pro.token, DAY);
        expect(own).toEqual(rows.filter((r) => r.id_peluquero_sucursal === c.pbId));
      },
    ),
    { numRuns: 40 },
  );
  // the runs charged something, and some of it was annulled
  expect(valid.length).toBeGreaterThan(10);
  expect(valid.some((v) => v.descuento > 0 && v.lines.length > 1)).toBe(true);
});
