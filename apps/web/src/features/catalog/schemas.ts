import { z } from 'zod';
import { branchSchema, catalogMsg, msg, serviceSchema } from '@turnos/domain';

/** Seed §5: the branch forms limit both fields to 60 characters (the server allows 100/254). */
export const BRANCH_FORM_MAX = 60;
/** Seed §5: the service forms limit name and description to 60 characters. */
export const SERVICE_FORM_MAX = 60;

export const branchFormSchema = branchSchema.extend({
  nombre: branchSchema.shape.nombre.pipe(
    z.string().max(BRANCH_FORM_MAX, msg.maxChars(BRANCH_FORM_MAX)),
  ),
  direccion: branchSchema.shape.direccion.pipe(
    z.string().max(BRANCH_FORM_MAX, msg.maxChars(BRANCH_FORM_MAX)),
  ),
});
export type BranchFormInput = z.input<typeof branchFormSchema>;
export type BranchFormOutput = z.output<typeof branchFormSchema>;

/**
 * The domain's service schema checks the blocks in an object-level refinement, which zod skips
 * while any field is invalid; the form checks them at field level too, so every message shows at
 * once. The block editor always keeps one block per module.
 */
export const serviceFormSchema = serviceSchema.safeExtend({
  ocupacion: serviceSchema.shape.ocupacion.refine((s) => s.includes('1'), catalogMsg.activeBlock),
});
export type ServiceFormInput = z.input<typeof serviceFormSchema>;
export type ServiceFormOutput = z.output<typeof serviceFormSchema>;

/** '18000.00' → '18000', '2500.50' → '2500,50': the wire price as a person types it. */
export function priceForInput(price: string | number): string {
  const s = String(price);
  return s.replace(/\.00$/, '').replace('.', ',');
}
