import { z } from 'zod';
import { percentText as percentField } from '@turnos/domain';

/** The commission rates form (contract §7.4), checked before anything is sent. */

export const SERVICE_REQUIRED = 'Elegí el servicio.';
export const SERVICE_TWICE = 'Ese servicio ya tiene su porcentaje.';

export const commissionRatesSchema = z
  .object({
    comision_servicios: percentField,
    comision_productos: percentField,
    por_servicio: z.array(
      z.object({
        id_servicio: z.string().min(1, SERVICE_REQUIRED).transform(Number),
        porcentaje: percentField,
      }),
    ),
  })
  .superRefine((v, ctx) => {
    const seen = new Set<number>();
    v.por_servicio.forEach((p, i) => {
      if (seen.has(p.id_servicio)) {
        ctx.addIssue({
          code: 'custom',
          path: ['por_servicio', i, 'id_servicio'],
          message: SERVICE_TWICE,
        });
      }
      seen.add(p.id_servicio);
    });
  });

/** What the fields hold: text as typed, the service as the select's value. */
export type CommissionRatesForm = z.input<typeof commissionRatesSchema>;
export type CommissionRatesOutput = z.output<typeof commissionRatesSchema>;

/** '12.50' → '12,5' for the field (the comma people type; no trailing zeros). */
export function percentForField(wire: string): string {
  const [int = '0', dec = ''] = wire.split('.');
  const shown = dec.replace(/0+$/, '');
  return shown === '' ? int : `${int},${shown}`;
}
