import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { jsonResponse, renderAt, sentBody } from '@/test/render';
import { OptionForm } from './option-form';
import { creditFields } from './fields';

/** Contract §7.5's two options on the settings screen, explained in plain Spanish. */
const fetchMock = vi.fn<typeof fetch>();
beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
  const stored: Record<string, string> = {
    turnos_sena_a_favor_al_cancelar: '0',
    turnos_dias_validez_saldo: '60',
  };
  fetchMock.mockImplementation(async (input) => {
    const url = new URL(String(input), 'http://x');
    if (url.pathname.endsWith('obtener-opcion')) {
      const data = stored[url.searchParams.get('opcion') ?? ''] ?? '';
      return jsonResponse(200, { success: true, data });
    }
    return jsonResponse(200, { success: true, data: { message: 'Cambios guardados con éxito.' } });
  });
});

describe('the credit options', () => {
  it('the switch explains both answers; the days take 0 to 3650 and save what changed', async () => {
    const user = userEvent.setup();
    renderAt('/admin/configuracion', <OptionForm fields={creditFields} />);
    const toggle = await screen.findByRole('switch', {
      name: 'Devolver la seña como saldo a favor al cancelar',
    });
    expect(toggle).not.toBeChecked();
    expect(toggle).toHaveAccessibleDescription(/queda como saldo a favor del cliente/);
    expect(toggle).toHaveAccessibleDescription(
      /Desactivado: el cliente que cancela pierde la seña/,
    );
    const days = screen.getByLabelText('Días de validez del saldo a favor');
    expect(days).toHaveValue(60);
    expect(screen.getByText(/0 = no vence nunca/)).toBeInTheDocument();
    await user.clear(days);
    await user.type(days, '4000');
    expect(screen.getByText(/de 0 a 3650/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Guardar cambios' })).toBeDisabled();
    await user.clear(days);
    await user.type(days, '30');
    await user.click(toggle);
    await user.click(screen.getByRole('button', { name: 'Guardar cambios' }));
    expect(await screen.findByText('Cambios guardados con éxito.')).toBeInTheDocument();
    const posts = fetchMock.mock.calls
      .map((c, i) => ({ url: String(c[0]), i }))
      .filter((c) => c.url.includes('actualizar-opcion'))
      .map((c) => sentBody(fetchMock, c.i));
    expect(posts).toEqual([
      { opcion: 'turnos_sena_a_favor_al_cancelar', valor: '1' },
      { opcion: 'turnos_dias_validez_saldo', valor: '30' },
    ]);
  });
});
