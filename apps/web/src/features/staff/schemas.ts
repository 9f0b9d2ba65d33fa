import { z } from 'zod';
import {
  emailSchema,
  funcionSchema,
  msg,
  nameSchema,
  newPasswordSchema,
  phonePartsSchema,
  composePhone,
} from '@turnos/domain';

/** Seed §5: the form limits the function to 20 characters (the schema allows 50). */
export const FUNCION_FORM_MAX = 20;
const funcionForm = funcionSchema.pipe(
  z.string().max(FUNCION_FORM_MAX, msg.maxChars(FUNCION_FORM_MAX)),
);

/** Nuevo Profesional (seed §2, §5). */
export const newProfessionalSchema = z
  .object({
    nombre: nameSchema,
    email: emailSchema,
    funcion: funcionForm,
    telefono: phonePartsSchema,
    password: newPasswordSchema,
    confirmacion: z.string().min(1, msg.required),
    sucursal_id: z.string().min(1, msg.required),
  })
  .refine((v) => v.password === v.confirmacion, {
    message: msg.passwordMismatch,
    path: ['confirmacion'],
  });
export type NewProfessionalInput = z.input<typeof newProfessionalSchema>;
export type NewProfessionalOutput = z.output<typeof newProfessionalSchema>;

/**
 * Editar Datos of a professional: name, the phone in three parts (as on Nuevo Profesional) and
 * function; what the form hands on carries the stored phone.
 */
export const professionalDataSchema = z
  .object({ nombre: nameSchema, telefono: phonePartsSchema, funcion: funcionForm })
  .transform(({ nombre, telefono, funcion }) => ({
    nombre,
    celular: composePhone(telefono.pais, telefono.area, telefono.numero),
    funcion,
  }));
export type ProfessionalDataInput = z.input<typeof professionalDataSchema>;
export type ProfessionalDataOutput = z.output<typeof professionalDataSchema>;
