import { z } from 'zod';

/** Shapes that recur in answers (contract §1 conventions). */

/** A database id as the server sends it: a positive JSON integer. */
export const wireId = z.number().int().positive();
/** Money: a decimal string with a dot and two decimals, e.g. "1500.50". */
export const wireMoney = z.string().regex(/^-?\d+\.\d{2}$/);
/** A studio-zone date, yyyy-MM-dd. */
export const wireDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
/** A studio-zone time, HH:MM. */
export const wireTime = z.string().regex(/^\d{2}:\d{2}$/);
/** A '0'/'1' flag, kept a string on the wire. */
export const wireFlag = z.enum(['0', '1']);

export type WireFlag = z.output<typeof wireFlag>;
/** A boolean as its wire flag. */
export const toWireFlag = (b: boolean): WireFlag => (b ? '1' : '0');
