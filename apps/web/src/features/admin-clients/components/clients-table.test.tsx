import { describe, expect, it } from 'vitest';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { errorResponse, jsonResponse, renderAt } from '@/test/render';
import { callsTo, mockApi, type MockRoute } from '@/test/mock-api';
import { ClientsTable } from './clients-table';

configure({ asyncUtilTimeout: 5000 });

const initial = [
  {
    ID: 21,
    nombre: 'Valentina López',
    celular: '5492971112233',
    user_email: 'v@t.test',
    user_status: '1',
    user_is_blocked: '0',
  },
  {
    ID: 22,
    nombre: 'Jorge Benítez',
    celular: '5492974445566',
    user_email: 'j@t.test',
    user_status: '0',
    user_is_blocked: '1',
  },
];

/** The server's list follows what was saved, like the real one. */
function setup(update: MockRoute, extra: Record<string, MockRoute> = {}) {
  let clients = initial.map((c) => ({ ...c }));
  const saving: MockRoute = async (req) => {
    const res =
      typeof update === 'function'
        ? await update(req)
        : jsonResponse(200, { success: true, data: update.data });
    const b = req.body as { ID: number; key_field: 'user_status'; value_field: string };
    if (res.ok)
      clients = clients.map((c) => (c.ID === b.ID ? { ...c, [b.key_field]: b.value_field } : c));
    return res;
  };
  const removing: MockRoute = (req) => {
    clients = clients.filter((c) => c.ID !== (req.body as { ID: number }).ID);
    return jsonResponse(200, { success: true, data: {} });
  };
  const fetchMock = mockApi({
    'get-all-clientes': () => jsonResponse(200, { success: true, data: { clientes: clients } }),
    'PUT actualizar-dato-cliente': saving,
    'DELETE eliminar-cliente': removing,
    ...extra,
  });
  renderAt('/', <ClientsTable />);
  return fetchMock;
}

describe('ClientsTable', () => {
  it('shows each client with a WhatsApp link and their toggles', async () => {
    setup({ data: {} });
    const link = await screen.findByRole('link', { name: /WhatsApp de Valentina López/ });
    expect(link).toHaveAttribute('href', 'https://wa.me/5492971112233');
    expect(screen.getByRole('switch', { name: 'Validado: Valentina López' })).toBeChecked();
    expect(screen.getByRole('switch', { name: 'Bloqueado: Jorge Benítez' })).toBeChecked();
    expect(screen.getByRole('switch', { name: 'Validado: Jorge Benítez' })).not.toBeChecked();
  });

  it('blocks a client only once the server saved it', async () => {
    let answer: (r: Response) => void = () => undefined;
    const fetchMock = setup(() => new Promise<Response>((resolve) => (answer = resolve)));
    const sw = await screen.findByRole('switch', { name: 'Bloqueado: Valentina López' });
    await userEvent.click(sw);
    expect(sw).not.toBeChecked();
    expect(sw).toBeDisabled();
    const [call] = callsTo(fetchMock, 'actualizar-dato-cliente');
    expect(JSON.parse(String(call?.init?.body))).toEqual({
      ID: 21,
      key_field: 'user_is_blocked',
      value_field: '1',
    });
    answer(jsonResponse(200, { success: true, data: {} }));
    await waitFor(() =>
      expect(screen.getByRole('switch', { name: 'Bloqueado: Valentina López' })).toBeChecked(),
    );
  });

  it('leaves the toggle as it was when saving fails', async () => {
    setup(() => errorResponse(500, 1099, 'Error interno del servidor'));
    const sw = await screen.findByRole('switch', { name: 'Validado: Valentina López' });
    await userEvent.click(sw);
    expect(await screen.findByText('Error al guardar cambios en el cliente')).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: 'Validado: Valentina López' })).toBeChecked();
  });

  it('deletes a client after confirming', async () => {
    const fetchMock = setup({ data: {} });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Acciones de Jorge Benítez' }));
    await user.click(screen.getByRole('menuitem', { name: 'Eliminar' }));
    const dialog = screen.getByRole('dialog', { name: 'Eliminar cliente' });
    await user.click(within(dialog).getByRole('button', { name: 'Eliminar' }));
    await waitFor(() => expect(screen.queryByText('Jorge Benítez')).not.toBeInTheDocument());
    const [call] = callsTo(fetchMock, 'eliminar-cliente');
    expect(JSON.parse(String(call?.init?.body))).toEqual({ ID: 22 });
  });
});
