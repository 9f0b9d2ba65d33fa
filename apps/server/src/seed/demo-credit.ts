import { CREDIT_DAYS_DEFAULT, creditExpiry } from '@turnos/domain';
import { creditMovements } from '../db/schema';
import type { Tx } from '../db/types';
import { must, type DemoStudio } from './demo-studio';

/** What the demo's client holds as credit (contract §7.5), so Mis turnos and the file show it. */
export const DEMO_CREDIT = { monto: '6000.00', daysAgo: 5 } as const;
export const DEMO_CREDIT_NOTE = 'Seña de un turno que el estudio reprogramó';

/** The demo's first client gets some credit from the admin, granted a few days ago. */
export async function insertDemoCredit(tx: Tx, studio: DemoStudio, now: Date) {
  const client = must(
    studio.clients.find((c) => !c.blocked),
    'demo client',
  );
  const at = new Date(now.getTime() - DEMO_CREDIT.daysAgo * 86_400_000);
  await tx.insert(creditMovements).values({
    clientId: client.id,
    createdAt: at,
    amount: DEMO_CREDIT.monto,
    reason: 'ajuste',
    remaining: DEMO_CREDIT.monto,
    expiresAt: creditExpiry(at, Number(CREDIT_DAYS_DEFAULT)),
    note: DEMO_CREDIT_NOTE,
    userId: studio.adminProfessionalId,
    userName: 'Administración',
  });
}
