import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { describe, expect, it } from 'vitest';
import { EsDateProvider } from '@/components/es-date-provider';
import { renderAt } from '@/test/render';

// ADR 0110: a popup opened from a dialog (a date picker's calendar, in a portal outside the
// dialog's element) keeps the keyboard focus; the dialog does not take it back.
describe('a date picker inside a dialog', () => {
  it('its calendar gets the focus, and the arrow keys move through the days', async () => {
    const user = userEvent.setup();
    renderAt(
      '/',
      <Dialog open aria-labelledby="t">
        <DialogTitle id="t">Días no laborables</DialogTitle>
        <DialogContent>
          <EsDateProvider>
            <DatePicker label="Fecha" />
          </EsDateProvider>
        </DialogContent>
      </Dialog>,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Días no laborables' });
    await user.click(within(dialog).getByRole('button', { name: /Elige fecha/ }));
    const grid = await screen.findByRole('grid');
    const first = document.activeElement;
    expect(first?.getAttribute('role')).toBe('gridcell');
    expect(grid).toContainElement(first as HTMLElement);
    await user.keyboard('{ArrowRight}');
    const next = document.activeElement;
    expect(next?.getAttribute('role')).toBe('gridcell');
    expect(grid).toContainElement(next as HTMLElement);
    expect(next).not.toBe(first);
  });
});
