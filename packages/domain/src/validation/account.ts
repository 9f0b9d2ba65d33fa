import { z } from 'zod';
import { msg } from '../messages';
import { emailSchema } from './email';
import { composePhone, isReachablePhone, phonePartsProblem } from '../phone';

export * from './email';

const noSurroundingSpaces = (s: string) => s.trim() === s;

/** Registration and password change: every seed §5 rule, each with its own message. */
export const newPasswordSchema = z
  .string({ error: msg.required })
  .min(8, msg.passwordMin)
  .max(60, msg.maxChars(60))
  .refine(noSurroundingSpaces, msg.noSpaces)
  .refine((s) => /[a-z]/.test(s), msg.passwordLower)
  .refine((s) => /[A-Z]/.test(s), msg.passwordUpper)
  .refine((s) => /\d/.test(s), msg.passwordDigit);

/** Login only asks for 8 characters without surrounding whitespace. */
export const loginPasswordSchema = z
  .string({ error: msg.required })
  .min(8, msg.passwordMin)
  .max(200, msg.maxChars(200))
  .refine(noSurroundingSpaces, msg.noSpaces);

export const nameSchema = z
  .string({ error: msg.required })
  .trim()
  .min(5, msg.nameMin)
  .max(50, msg.maxChars(50));

/** The composed phone as stored: digits only, country code first (549..., 521...). */
export const storedPhoneSchema = z
  .string({ error: msg.required })
  .trim()
  .regex(/^\d{8,17}$/, msg.phoneInvalid)
  // a number WhatsApp can reach: an Argentine mobile is 549 + 10 digits (issue 29.14)
  .refine(isReachablePhone, msg.phoneInvalid);

export const phonePartsSchema = z
  .object({
    pais: z.string().min(1, msg.required).max(3, msg.maxChars(3)).regex(/^\d+$/, msg.digitsOnly),
    area: z
      .string()
      .min(1, msg.required)
      .max(5, msg.maxChars(5))
      .regex(/^\d+$/, msg.digitsOnly)
      .refine((s) => !s.startsWith('0'), msg.areaNoZero),
    numero: z
      .string()
      .min(1, msg.required)
      .max(9, msg.maxChars(9))
      .regex(/^\d+$/, msg.digitsOnly)
      .refine((s) => !s.startsWith('15'), msg.numberNo15),
  })
  .superRefine((v, ctx) => {
    const problem = phonePartsProblem(v.pais, v.area, v.numero);
    if (problem) ctx.addIssue({ code: 'custom', message: problem, path: ['numero'] });
  });

export const loginSchema = z.object({ email: emailSchema, password: loginPasswordSchema });

/** The register form (web): phone split into parts, password confirmation. */
export const registerFormSchema = z
  .object({
    nombre: nameSchema,
    email: emailSchema,
    telefono: phonePartsSchema,
    password: newPasswordSchema,
    confirmacion: z.string().min(1, msg.required),
  })
  .refine((v) => v.password === v.confirmacion, {
    message: msg.passwordMismatch,
    path: ['confirmacion'],
  });

export const changePasswordFormSchema = z
  .object({ password: newPasswordSchema, confirmacion: z.string().min(1, msg.required) })
  .refine((v) => v.password === v.confirmacion, {
    message: msg.passwordMismatch,
    path: ['confirmacion'],
  });

/** Forgot-password and resend-validation forms: just the e-mail. */
export const emailFormSchema = loginSchema.pick({ email: true });

/** Logged-in password change: the current password plus the new one twice. */
export const changeOwnPasswordFormSchema = changePasswordFormSchema.safeExtend({
  actual: loginPasswordSchema,
});

/**
 * Editar Datos (client): the name and the phone in the three parts registration asks for
 * (issue 29.14); what the form hands on is the stored phone.
 */
export const editClientFormSchema = z
  .object({ nombre: nameSchema, telefono: phonePartsSchema })
  .transform(({ nombre, telefono }) => ({
    nombre,
    celular: composePhone(telefono.pais, telefono.area, telefono.numero),
  }));

export type EmailForm = z.infer<typeof emailFormSchema>;
export type LoginForm = z.infer<typeof loginSchema>;
export type RegisterForm = z.input<typeof registerFormSchema>;
export type EditClientFormInput = z.input<typeof editClientFormSchema>;
export type ChangePasswordForm = z.infer<typeof changePasswordFormSchema>;
export type ChangeOwnPasswordForm = z.infer<typeof changeOwnPasswordFormSchema>;
export type EditClientForm = z.infer<typeof editClientFormSchema>;
