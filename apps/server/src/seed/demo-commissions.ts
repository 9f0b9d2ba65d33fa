import { commissionRates, commissionServiceRates } from '../db/schema';
import type { Tx } from '../db/types';
import type { DemoStudio } from './demo-studio';

/**
 * The demo's commission rates (contract §7.4): every professional at every branch earns a share
 * of their services and of the products they sell, colour work a bit more, so the commission
 * report shows figures as soon as something is charged.
 */
export const DEMO_COMMISSIONS = {
  servicios: '40.00',
  productos: '10.00',
  /** a service's own percentage, by service name, where the professional does it */
  porServicio: { Coloración: '45.00', 'Mechas / Balayage': '45.00' } as Record<string, string>,
} as const;

export async function insertDemoCommissions(tx: Tx, studio: DemoStudio) {
  if (studio.workplaces.length === 0) return;
  await tx.insert(commissionRates).values(
    studio.workplaces.map((wp) => ({
      professionalBranchId: wp.pbId,
      servicesPercent: DEMO_COMMISSIONS.servicios,
      productsPercent: DEMO_COMMISSIONS.productos,
    })),
  );
  const overrides = studio.workplaces.flatMap((wp) =>
    wp.services.flatMap((s) => {
      const percent = DEMO_COMMISSIONS.porServicio[s.nombre];
      return percent === undefined
        ? []
        : [{ professionalBranchId: wp.pbId, serviceId: s.serviceId, percent }];
    }),
  );
  if (overrides.length > 0) await tx.insert(commissionServiceRates).values(overrides);
}
