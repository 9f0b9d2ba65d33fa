import { z } from 'zod';
import { TIME_PATTERN, isRealDate } from '@turnos/domain';

export const fechaParam = z
  .string({ error: 'Debe indicar la fecha.' })
  .refine(isRealDate, 'La fecha debe tener el formato aaaa-mm-dd.');

export const horaParam = z
  .string({ error: 'Debe indicar la hora.' })
  .regex(TIME_PATTERN, 'La hora debe tener el formato HH:MM.');
