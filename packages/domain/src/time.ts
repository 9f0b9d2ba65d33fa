/** Every date the product shows or stores is in the studio's zone, whatever the machine's zone. */
export const STUDIO_TZ = 'America/Argentina/Buenos_Aires';
export const UNIT_MINUTES = 15;

// Made on first use: a formatter with a time zone loads the zone's data, which a web page that
// shows no date should not pay when it starts.
let partsFormatter: Intl.DateTimeFormat | undefined;
const partsFormat = () =>
  (partsFormatter ??= new Intl.DateTimeFormat('en-CA', {
    timeZone: STUDIO_TZ,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
  }));

export interface StudioClock {
  /** yyyy-MM-dd */
  date: string;
  /** minutes since the studio's midnight */
  minutes: number;
}

/** The last minute converted: the zone's offsets change only on whole minutes, so it is exact. */
let lastMinute: { minute: number; clock: StudioClock } | undefined;

export function studioNow(now: Date = new Date()): StudioClock {
  const minute = Math.floor(now.getTime() / 60_000);
  if (lastMinute?.minute === minute) return { ...lastMinute.clock };
  const p = Object.fromEntries(
    partsFormat()
      .formatToParts(now)
      .map((x) => [x.type, x.value]),
  );
  const clock = {
    date: `${p.year}-${p.month}-${p.day}`,
    minutes: Number(p.hour) * 60 + Number(p.minute),
  };
  lastMinute = { minute, clock };
  return { ...clock };
}

/** The instant of a studio wall-clock date and time (handles any offset the zone may have). */
export function studioInstant(date: string, time: string): Date {
  const [y, mo, d] = date.split('-').map(Number);
  const [h, mi] = time.split(':').map(Number);
  const guess = Date.UTC(y ?? 0, (mo ?? 1) - 1, d ?? 1, h ?? 0, mi ?? 0);
  const seen = studioNow(new Date(guess));
  const seenUtc = Date.UTC(
    Number(seen.date.slice(0, 4)),
    Number(seen.date.slice(5, 7)) - 1,
    Number(seen.date.slice(8, 10)),
    Math.floor(seen.minutes / 60),
    seen.minutes % 60,
  );
  return new Date(guess + (guess - seenUtc));
}

export const TIME_PATTERN = /^([01]\d|2[0-3]):[0-5]\d$/;
export const DATE_PATTERN = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;

/**
 * The years a date on the wire may fall in (docs/security.md, "Issue 14"): wide enough for any
 * booking or report, narrow enough that no date arithmetic leaves what PostgreSQL and
 * `Date#toISOString` both read as yyyy-MM-dd (year 0000 or 9999 + 366 days would not).
 */
export const MIN_DATE_YEAR = 2000;
export const MAX_DATE_YEAR = 2099;

/** yyyy-MM-dd, a real calendar day, year MIN_DATE_YEAR..MAX_DATE_YEAR. */
export function isRealDate(date: string): boolean {
  if (!DATE_PATTERN.test(date)) return false;
  const year = Number(date.slice(0, 4));
  if (year < MIN_DATE_YEAR || year > MAX_DATE_YEAR) return false;
  const d = new Date(`${date}T00:00:00Z`);
  return d.toISOString().slice(0, 10) === date;
}

export function timeToMinutes(time: string): number {
  const [h = 0, m = 0] = time.split(':').map(Number);
  return h * 60 + m;
}

export function minutesToTime(minutes: number): string {
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  return `${String(h).padStart(2, '0')}:${String(m).padStart(2, '0')}`;
}

/** 0 = Monday … 6 = Sunday, as stored for working days. */
export function weekdayIndex(date: string): number {
  const d = new Date(`${date}T12:00:00Z`).getUTCDay();
  return (d + 6) % 7;
}

export function addDays(date: string, days: number): string {
  const d = new Date(`${date}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** Durations under 4 modules in minutes, otherwise hours and minutes. */
export function formatDuration(modules: number): string {
  const minutes = modules * UNIT_MINUTES;
  if (modules < 4) return `${minutes} min`;
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  return m === 0 ? `${h} h` : `${h} h ${m} min`;
}
