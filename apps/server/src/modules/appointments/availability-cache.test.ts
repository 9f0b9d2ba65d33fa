import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../../test/harness';
import { body } from '../../../test/factories';
import { api } from '../../../test/catalog-factories';
import { createStudio, reserve, type Studio } from '../../../test/booking-factories';
import {
  agendaGeneration,
  nonWorkingDays,
  professionalBranches,
  professionalServices,
  services,
  workingDays,
} from '../../db/schema';
import { openDatabase } from '../../db/open-database';
import type { Db } from '../../db/types';

// Availability keeps each agenda's configuration in a per-process cache (ADR 0021). Whoever
// changes the configuration — this process, another process, a migration, psql — the very next
// answer must follow it. The test clock: Monday 2026-11-23, 09:00 in Buenos Aires.
const WEDNESDAY = '2026-11-25';
const WEDNESDAY_INDEX = 2;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const slots = async (s: Studio, linkId = s.link.id, fecha = WEDNESDAY) => {
  const res = await api(t, 'GET', 'obtener-horarios-disponibles', {
    id_peluquero_sucursal: s.pbId,
    id_servicio_de_peluquero_por_sucursal: linkId,
    fecha,
  });
  return { status: res.statusCode, horarios: body(res).data?.horarios as string[] | undefined };
};
const generation = async (db: Db) =>
  (await db.select().from(agendaGeneration).where(eq(agendaGeneration.id, 1)))[0]?.generation;

/** Every kind of configuration change, written through `db`, checked through the app's answer. */
async function expectEveryChangeFollowed(writer: Db) {
  const s = await createStudio(t);
  const warm = await slots(s);
  expect(warm.horarios?.[0]).toBe('09:00');
  expect(warm.horarios).toContain('16:00');

  // the weekday's hours
  await writer
    .update(workingDays)
    .set({ shift1Start: '10:00', shift1End: '12:00', secondShift: false })
    .where(
      and(eq(workingDays.professionalBranchId, s.pbId), eq(workingDays.diaSemana, WEDNESDAY_INDEX)),
    );
  expect((await slots(s)).horarios).toEqual(['10:00', '10:15', '10:30', '10:45', '11:00']);

  // the grid
  await writer
    .update(professionalBranches)
    .set({ gridStep: 60 })
    .where(eq(professionalBranches.id, s.pbId));
  expect((await slots(s)).horarios).toEqual(['10:00', '11:00']);

  // the service's occupancy pattern
  await writer
    .update(services)
    .set({ pattern: '111111111', duracion: 9 })
    .where(eq(services.id, s.service.id));
  expect((await slots(s)).horarios).toEqual([]);
  await writer
    .update(services)
    .set({ pattern: '1', duracion: 1 })
    .where(eq(services.id, s.service.id));
  expect((await slots(s)).horarios).toEqual(['10:00', '11:00']);

  // the agenda window (only today and tomorrow)
  await writer
    .update(professionalBranches)
    .set({ agendaOpenDays: 1 })
    .where(eq(professionalBranches.id, s.pbId));
  expect((await slots(s)).horarios).toEqual([]);
  await writer
    .update(professionalBranches)
    .set({ agendaOpenDays: 0 })
    .where(eq(professionalBranches.id, s.pbId));
  expect((await slots(s)).horarios).toEqual(['10:00', '11:00']);

  // a day off, then back
  const [off] = await writer
    .insert(nonWorkingDays)
    .values({ professionalBranchId: s.pbId, fecha: WEDNESDAY })
    .returning();
  expect((await slots(s)).horarios).toEqual([]);
  await writer.delete(nonWorkingDays).where(eq(nonWorkingDays.id, off?.id ?? 0));
  expect((await slots(s)).horarios).toEqual(['10:00', '11:00']);

  // the professional or the link inactive
  await writer
    .update(professionalBranches)
    .set({ active: false })
    .where(eq(professionalBranches.id, s.pbId));
  expect((await slots(s)).horarios).toEqual([]);
  await writer
    .update(professionalBranches)
    .set({ active: true })
    .where(eq(professionalBranches.id, s.pbId));
  await writer
    .update(professionalServices)
    .set({ active: false })
    .where(eq(professionalServices.id, s.link.id));
  expect((await slots(s)).horarios).toEqual([]);

  // the link gone: 404, not a cached answer
  await writer.delete(professionalServices).where(eq(professionalServices.id, s.link.id));
  expect((await slots(s)).status).toBe(404);
}

describe('availability follows every configuration change at once', () => {
  it('written by this process', async () => {
    await expectEveryChangeFollowed(t.db);
  });

  it('every statement on the configuration tables moves the generation; bookings do not', async () => {
    const s = await createStudio(t);
    const before = await generation(t.db);
    await t.db
      .update(workingDays)
      .set({ shift2End: '19:00' })
      .where(eq(workingDays.professionalBranchId, s.pbId));
    const after = await generation(t.db);
    expect(Number(after)).toBeGreaterThan(Number(before));
    const r = await reserve(t, s, WEDNESDAY, '09:00');
    expect(r.statusCode).toBe(200);
    expect(await generation(t.db)).toBe(after);
    expect((await slots(s)).horarios).not.toContain('09:00');
  });

  it.runIf(process.env.TEST_DB === 'postgres')(
    'written by another process on the same PostgreSQL database',
    async () => {
      const other = await openDatabase({ kind: 'postgres', url: t.databaseUrl ?? '' });
      try {
        await expectEveryChangeFollowed(other.db);
      } finally {
        await other.close();
      }
    },
  );
});
