import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { studioNow } from '@turnos/domain';
import { renderAt } from '@/test/render';
import { StudioDatePicker, closedDatesText } from './studio-date-picker';

beforeEach(() => {
  // 01:30 UTC on Tuesday the 24th is still Monday the 23rd, 22:30, in Buenos Aires
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-24T01:30:00Z'));
});
afterEach(() => vi.useRealTimers());

describe('StudioDatePicker', () => {
  it("disables past, beyond-window, inactive-weekday and non-working dates by the studio's today", async () => {
    const today = studioNow().date;
    expect(today).toBe('2026-11-23');
    renderAt(
      '/',
      <StudioDatePicker
        value=""
        onChange={() => undefined}
        today={today}
        rules={{
          agendaOpenDays: 6,
          activeWeekdays: new Set([0, 1, 2, 3, 4, 5]),
          nonWorkingDates: new Set(['2026-11-25']),
        }}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: /Elige fecha/ }));
    const grid = await screen.findByRole('grid');
    const day = (n: number) => within(grid).getByRole('gridcell', { name: String(n) });
    expect(day(22)).toBeDisabled(); // yesterday for the studio
    expect(day(23)).toBeEnabled(); // the studio's today (already the 24th in UTC)
    expect(day(24)).toBeEnabled();
    expect(day(25)).toBeDisabled(); // non-working date
    expect(day(28)).toBeEnabled(); // Saturday, inside the window
    expect(day(29)).toBeDisabled(); // Sunday: inactive weekday
    expect(day(30)).toBeDisabled(); // beyond today + 6 days
  });

  it('disables a closed date with its name, to the eye (title) and to a screen reader', async () => {
    renderAt(
      '/',
      <StudioDatePicker
        value=""
        onChange={() => undefined}
        today="2026-11-23"
        rules={{
          agendaOpenDays: 0,
          activeWeekdays: new Set([0, 1, 2, 3, 4, 5, 6]),
          nonWorkingDates: new Set(),
          closedDates: new Map([
            ['2026-11-23', 'Feriado: Día de la Soberanía Nacional'],
            ['2026-11-27', 'Cerrado: Inventario'],
          ]),
        }}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: /Elige fecha/ }));
    const grid = await screen.findByRole('grid');
    const holiday = within(grid).getByRole('gridcell', {
      name: '23 de noviembre: Feriado: Día de la Soberanía Nacional',
    });
    expect(holiday).toBeDisabled();
    expect(holiday).toHaveAttribute('title', 'Feriado: Día de la Soberanía Nacional');
    expect(
      within(grid).getByRole('gridcell', { name: '27 de noviembre: Cerrado: Inventario' }),
    ).toBeDisabled();
    expect(within(grid).getByRole('gridcell', { name: '24' })).toBeEnabled();
  });

  it('lists the closed dates of the bookable days under the field, where a phone sees them', () => {
    renderAt(
      '/',
      <StudioDatePicker
        value=""
        onChange={() => undefined}
        today="2026-11-23"
        rules={{
          agendaOpenDays: 35,
          activeWeekdays: new Set([0, 1, 2, 3, 4, 5, 6]),
          nonWorkingDates: new Set(),
          closedDates: new Map([
            ['2026-12-25', 'Feriado: Navidad'],
            ['2026-11-20', 'Cerrado: Mudanza'], // past
            ['2026-12-08', 'Feriado: Inmaculada Concepción de María'],
            ['2027-01-01', 'Feriado: Año Nuevo'], // beyond the 35 open days
          ]),
        }}
      />,
    );
    expect(
      screen.getByText(
        'Días sin atención: 08/12/2026 (Feriado: Inmaculada Concepción de María) · 25/12/2026 (Feriado: Navidad)',
      ),
    ).toBeVisible();
  });

  it('says nothing under the field without closed dates ahead, and looks 60 days ahead without a limit', () => {
    const closed = new Map([['2027-01-21', 'Cerrado: Inventario']]);
    expect(closedDatesText('2026-11-23', null, closed)).toBe(
      'Días sin atención: 21/01/2027 (Cerrado: Inventario)',
    );
    expect(closedDatesText('2026-11-23', null, new Map([['2027-01-23', 'x']]))).toBeUndefined();
    expect(closedDatesText('2026-11-23', '2026-12-23', closed)).toBeUndefined();
    expect(closedDatesText('2026-11-23', null, undefined)).toBeUndefined();
  });
});
