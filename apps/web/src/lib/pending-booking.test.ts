import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { addDays, studioNow } from '@turnos/domain';
import {
  PENDING_BOOKING_MAX_AGE_MS,
  readPendingBooking,
  savePendingBooking,
} from './pending-booking';

const KEY = 'turnos.reserva-pendiente';
const today = studioNow().date;
const good = `/cliente/reservar-turno?id_sucursal=2&paso=2&fecha=${addDays(today, 1)}&hora=10%3A30`;

describe('the booking left for after the account (ADR 0090)', () => {
  it('gives back what was saved, until it is old or its day has passed', () => {
    const now = Date.now();
    savePendingBooking({ path: good, label: 'Corte con Sofía', fecha: addDays(today, 1) }, now);
    expect(readPendingBooking(today, now)).toEqual({
      path: good,
      label: 'Corte con Sofía',
      fecha: addDays(today, 1),
      savedAt: now,
    });
    expect(readPendingBooking(addDays(today, 2), now)).toBeNull();
    expect(readPendingBooking(today, now + PENDING_BOOKING_MAX_AGE_MS + 1)).toBeNull();
  });

  it('only ever gives back a booking page of this app, whatever the storage holds', () => {
    const hostilePaths = fc.oneof(
      fc.string(),
      fc.constantFrom(
        '//evil.com/cliente/reservar-turno?x=1',
        'https://evil.com/cliente/reservar-turno?x=1',
        'javascript:alert(1)',
        '/cliente/reservar-turno',
        '/cliente/reservar-turnoX?x=1',
        '/cliente/reservar-turno?x=1#frag',
        '/cliente/reservar-turno?x="><script>alert(1)</script>',
        '/cliente/reservar-turno?\tx=1',
        '/cliente/reservar-turno?x=\\evil',
        '/cliente/dashboard?x=1',
        '/\\evil.com',
      ),
      fc.string().map((s) => `/cliente/reservar-turno?${s}`),
    );
    // a well-formed reminder but for its path: only a booking page of this app comes back
    fc.assert(
      fc.property(hostilePaths, (path) => {
        localStorage.setItem(
          KEY,
          JSON.stringify({ path, label: 'x', fecha: addDays(today, 1), savedAt: Date.now() }),
        );
        const read = readPendingBooking(today);
        if (read === null) return;
        expect(read.path).toBe(path);
        expect(read.path).toMatch(/^\/cliente\/reservar-turno\?[A-Za-z0-9_.~%=&:+-]*$/);
        expect(new URL(read.path, 'https://turnos.test').origin).toBe('https://turnos.test');
      }),
    );
    // and a safe path with anything else beside it: a string label, a real date, a recent time
    fc.assert(
      fc.property(fc.anything(), fc.anything(), fc.anything(), (label, fecha, savedAt) => {
        localStorage.setItem(KEY, JSON.stringify({ path: good, label, fecha, savedAt }));
        const read = readPendingBooking(today);
        if (read === null) return;
        expect(typeof read.label).toBe('string');
        expect(read.fecha >= today).toBe(true);
        expect(Date.now() - read.savedAt).toBeLessThanOrEqual(PENDING_BOOKING_MAX_AGE_MS);
      }),
    );
    for (const raw of ['not json', '[]', 'null', '"x"', '{"path":1}']) {
      localStorage.setItem(KEY, raw);
      expect(readPendingBooking(today)).toBeNull();
    }
  });

  it('does not save a path that is not a booking page', () => {
    savePendingBooking({ path: '//evil.com', label: 'x', fecha: addDays(today, 1) });
    expect(localStorage.getItem(KEY)).toBeNull();
  });
});
