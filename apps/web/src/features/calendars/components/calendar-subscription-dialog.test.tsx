import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { errorResponse, jsonResponse, renderAt } from '@/test/render';
import { callsTo, mockApi } from '@/test/mock-api';
import {
  CALENDAR_CONFIRM,
  CALENDAR_HIDDEN,
  CalendarSubscriptionDialog,
} from './calendar-subscription-dialog';

function setup(tokens: string[]) {
  const fetchMock = mockApi({
    'POST regenerar-token-calendario': () => {
      const token = tokens.shift();
      return token
        ? jsonResponse(200, { success: true, data: { token } })
        : errorResponse(403, 1001, 'No está autorizado para realizar esta acción');
    },
  });
  renderAt(
    '/',
    <CalendarSubscriptionDialog
      professionalBranchId={4}
      subtitle="Sofía Romero · Centro"
      open
      onClose={() => {}}
    />,
  );
  return fetchMock;
}

const T1 = 'a'.repeat(43);
const T2 = 'b'.repeat(43);

describe('CalendarSubscriptionDialog', () => {
  it('generates the private URL after confirming, copies it, and regenerates it', async () => {
    const user = userEvent.setup();
    const writeText = vi.fn(() => Promise.resolve());
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    const fetchMock = setup([T1, T2]);
    const dialog = await screen.findByRole('dialog', { name: /Calendario/ });
    expect(within(dialog).getByText(CALENDAR_HIDDEN)).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Copiar' })).toBeDisabled();

    await user.click(within(dialog).getByRole('button', { name: 'Generar enlace' }));
    const confirm = await screen.findByRole('dialog', { name: '¿Generar un enlace nuevo?' });
    expect(within(confirm).getByText(CALENDAR_CONFIRM)).toBeInTheDocument();
    await user.click(within(confirm).getByRole('button', { name: 'Generar' }));

    const field = await within(dialog).findByLabelText('Enlace de suscripción');
    expect(field).toHaveValue(
      `${window.location.origin}/wp-json/turnos/v1/calendario-profesional?token=${T1}`,
    );
    // the question closes; the dialog under it is usable again
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: '¿Generar un enlace nuevo?' })).toBeNull(),
    );
    const [call] = callsTo(fetchMock, 'regenerar-token-calendario');
    expect(JSON.parse(String(call?.init?.body))).toEqual({ id_peluquero_sucursal: 4 });

    await user.click(within(dialog).getByRole('button', { name: 'Copiar' }));
    await waitFor(() =>
      expect(writeText).toHaveBeenCalledWith(String((field as HTMLInputElement).value)),
    );

    await user.click(within(dialog).getByRole('button', { name: 'Regenerar' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: '¿Generar un enlace nuevo?' })).getByRole(
        'button',
        { name: 'Generar' },
      ),
    );
    await waitFor(() =>
      expect(within(dialog).getByLabelText('Enlace de suscripción')).toHaveValue(
        `${window.location.origin}/wp-json/turnos/v1/calendario-profesional?token=${T2}`,
      ),
    );
  });

  it('says so when the link cannot be made and keeps no URL', async () => {
    const user = userEvent.setup();
    setup([]);
    const dialog = await screen.findByRole('dialog', { name: /Calendario/ });
    await user.click(within(dialog).getByRole('button', { name: 'Generar enlace' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: '¿Generar un enlace nuevo?' })).getByRole(
        'button',
        { name: 'Generar' },
      ),
    );
    expect(
      await screen.findByText('No se pudo generar el enlace del calendario.'),
    ).toBeInTheDocument();
    expect(within(dialog).queryByLabelText('Enlace de suscripción')).toBeNull();
  });
});
