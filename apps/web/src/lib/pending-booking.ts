import { isRealDate } from '@turnos/domain';
import { paths } from '@/config/paths';
import { jsonMember } from './json-member';

/**
 * A visitor's booking choice waiting for their account (ADR 0090): saved when the booking summary
 * sends them to log in or register, offered again in Mis turnos ("Continuar") once they are in —
 * the registration's validation e-mail opens a new page that knows nothing of where they were.
 * What is read back from the storage is treated as hostile: only a booking page of this app, a
 * date not past and a short text are kept; the text is shown as text.
 */
export interface PendingBooking {
  /** the booking page with the choice in its query string */
  path: string;
  /** 'Coloración con Sofía Romero, martes 21 de diciembre, 10:00 hs' */
  label: string;
  /** the chosen day, yyyy-MM-dd */
  fecha: string;
  savedAt: number;
}

const KEY = 'turnos.reserva-pendiente';
/** A choice older than this is not offered again. */
export const PENDING_BOOKING_MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000;
const MAX_PATH = 600;
const MAX_LABEL = 200;
/** the booking page and a query string of plain URL characters only */
const SAFE_PATH = new RegExp(`^${paths.client.book}\\?[A-Za-z0-9_.~%=&:+-]*$`);

export function isSafeBookingPath(path: unknown): path is string {
  return typeof path === 'string' && path.length <= MAX_PATH && SAFE_PATH.test(path);
}

/** Storage blocked by the browser's settings, or full: the reminder is only lost. */
function storageFailed(e: unknown): null {
  if (e instanceof DOMException) return null;
  throw e;
}

function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch (e) {
    return storageFailed(e);
  }
}

export function savePendingBooking(choice: Omit<PendingBooking, 'savedAt'>, now = Date.now()) {
  if (!isSafeBookingPath(choice.path) || !isRealDate(choice.fecha)) return;
  const value: PendingBooking = {
    ...choice,
    label: choice.label.slice(0, MAX_LABEL),
    savedAt: now,
  };
  try {
    storage()?.setItem(KEY, JSON.stringify(value));
  } catch (e) {
    storageFailed(e);
  }
}

export function clearPendingBooking() {
  try {
    storage()?.removeItem(KEY);
  } catch (e) {
    storageFailed(e);
  }
}

/** The saved choice, if it is well formed, recent and not for a past day; else null. */
export function readPendingBooking(today: string, now = Date.now()): PendingBooking | null {
  let raw: unknown;
  try {
    raw = JSON.parse(storage()?.getItem(KEY) ?? 'null');
  } catch (e) {
    // not JSON: written by something else, ignored
    if (e instanceof SyntaxError) return null;
    throw e;
  }
  const path = jsonMember(raw, 'path');
  const label = jsonMember(raw, 'label');
  const fecha = jsonMember(raw, 'fecha');
  const savedAt = jsonMember(raw, 'savedAt');
  if (!isSafeBookingPath(path) || typeof label !== 'string' || label.length > MAX_LABEL)
    return null;
  if (typeof fecha !== 'string' || !isRealDate(fecha) || fecha < today) return null;
  if (
    typeof savedAt !== 'number' ||
    !(now - savedAt >= 0) ||
    now - savedAt > PENDING_BOOKING_MAX_AGE_MS
  )
    return null;
  return { path, label, fecha, savedAt };
}
