import { z } from 'zod';
import { msg } from '../messages';

/**
 * The one e-mail rule (ADR 0050), used by every form of the web app and everywhere the server
 * reads an address: register, login, password reset, validation resend, crear-peluquero, the
 * site's e-mail option and ADMIN_EMAIL at boot.
 *
 * - ASCII only: a non-ASCII local part ('dueña@…') or a Unicode domain ('…@peluquería.ar') is
 *   refused; an internationalized domain is accepted in its ASCII form ('…@xn--peluquera-…').
 * - Local part: RFC 5322 dot-atom (letters, digits, ! # $ % & ' * + / = ? ^ _ ` { | } ~ -,
 *   dots only between them). No quoted local parts, no IP literals.
 * - Domain: 'localhost' (the contract's default admin is admin@localhost), or two or more
 *   letter-digit-hyphen labels (63 at most each, no hyphen at either end) whose last one starts
 *   with a letter and has two characters or more: 'ana@gmail' (a common slip) is refused.
 * - No surrounding whitespace, 60 characters at most (seed §5), each with its seed message.
 * - Compared and stored lowercased: the parsed value is the lowercase address.
 */
export const EMAIL_MAX = 60;

const ATEXT = "[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+";
const LOCAL_PART = new RegExp(`^${ATEXT}(?:\\.${ATEXT})*$`);
const LABEL = /^[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?$/;
const TOP_LABEL = /^[A-Za-z][A-Za-z0-9-]{0,61}[A-Za-z0-9]$/;

function isValidDomain(domain: string): boolean {
  if (domain.toLowerCase() === 'localhost') return true;
  const labels = domain.split('.');
  const top = labels.at(-1) ?? '';
  return labels.length >= 2 && labels.every((l) => LABEL.test(l)) && TOP_LABEL.test(top);
}

/** Whether `address` has the shape of an e-mail address (not its length nor its spaces). */
export function isEmailShape(address: string): boolean {
  const at = address.lastIndexOf('@');
  if (at <= 0) return false;
  return LOCAL_PART.test(address.slice(0, at)) && isValidDomain(address.slice(at + 1));
}

/** The stored, compared form of an address the rule accepts. */
export const normalizeEmail = (address: string) => address.toLowerCase();

/**
 * The Spanish message for an address the rule refuses, or null when it is accepted. The order is
 * the form's: required, surrounding spaces, length, shape.
 */
export function emailError(address: string): string | null {
  if (address.length === 0) return msg.required;
  if (address.trim() !== address) return msg.noSpaces;
  if (address.length > EMAIL_MAX) return msg.maxChars(EMAIL_MAX);
  if (!isEmailShape(address)) return msg.emailInvalid;
  return null;
}

export const isValidEmail = (address: string) => emailError(address) === null;

/** The rule as a zod schema: one message per failure, output lowercased. */
export const emailSchema = z
  .string({ error: msg.required })
  .superRefine((address, ctx) => {
    const error = emailError(address);
    if (error) ctx.addIssue({ code: 'custom', message: error });
  })
  .transform(normalizeEmail);
