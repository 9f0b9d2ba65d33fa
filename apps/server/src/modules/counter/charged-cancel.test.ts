import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { appointmentUnits, appointments } from '../../db/schema';
import { createTestApp, type TestApp } from '../../../test/harness';
import { api } from '../../../test/catalog-factories';
import {
  chargeInCash,
  createCharged,
  createCounter,
  okData,
  openTill,
  refusal,
} from '../../../test/counter-factories';
import { CHARGED_NOT_CANCELLED } from '../appointments/change.service';

// the test clock: Monday 2026-11-23, 09:00 in Buenos Aires
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
beforeEach(() => t.clock.set('2026-11-23T12:00:00Z'));

async function stateOf(id: number) {
  const [row] = await t.db
    .select({ cancelado: appointments.cancelado, unitCount: appointments.unitCount })
    .from(appointments)
    .where(eq(appointments.id, id));
  const units = await t.db
    .select()
    .from(appointmentUnits)
    .where(eq(appointmentUnits.appointmentId, id));
  return { ...row, units: units.length };
}

describe('a charged appointment is not cancelled around its charge (ADR 0097)', () => {
  it('every role is refused (1009, nothing changes) until the charge is annulled; then it cancels', async () => {
    const c = await createCounter(t);
    // paid ahead: an appointment two days on, in time for the client to cancel
    const id = await createCharged(t, c, { fecha: '2026-11-25', hora: '10:00' });
    const id_caja = await openTill(t, c);
    const cobro = await chargeInCash(t, c, id_caja, id);
    const before = await stateOf(id);
    expect(before.cancelado).toBe(false);
    expect(before.units).toBeGreaterThan(0);

    for (const token of [c.client.token, c.pro.token, c.admin.token]) {
      const res = await api(t, 'DELETE', 'cancelar-turno', { id_turno: id }, token);
      expect(refusal(res)).toEqual([409, 1009, CHARGED_NOT_CANCELLED]);
      expect(await stateOf(id)).toEqual(before);
    }

    okData(
      await api(
        t,
        'POST',
        'anular-cobro',
        { id_cobro: cobro.id_cobro, motivo: 'Cancela el turno' },
        c.admin.token,
      ),
    );
    okData(await api(t, 'DELETE', 'cancelar-turno', { id_turno: id }, c.client.token));
    expect(await stateOf(id)).toEqual({ cancelado: true, unitCount: 0, units: 0 });
  });

  it('an appointment never charged, or whose charge was annulled, cancels as before', async () => {
    const c = await createCounter(t);
    const id = await createCharged(t, c, { fecha: '2026-11-25', hora: '11:00' });
    okData(await api(t, 'DELETE', 'cancelar-turno', { id_turno: id }, c.admin.token));
    expect((await stateOf(id)).cancelado).toBe(true);
  });
});
