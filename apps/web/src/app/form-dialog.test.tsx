import { describe, expect, it, vi } from 'vitest';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { errorResponse, jsonResponse, renderAt } from '@/test/render';
import { callsTo, mockApi } from '@/test/mock-api';
import type { Client } from '@/api/clients';
import {
  BRANCH_SAVE_ERROR,
  EditBranchDialog,
  SAVED,
} from '@/features/catalog/components/edit-branch-dialog';
import { EditClientDialog } from '@/features/admin-clients/components/edit-client-dialog';
import {
  EditProfessionalDialog,
  PRO_SAVE_ERROR,
} from '@/features/staff/components/edit-professional-dialog';

configure({ asyncUtilTimeout: 5000 });

const branch = { id: 3, nombre: 'Centro', direccion: 'Av. San Martín 100' };
const client: Client = {
  ID: 21,
  nombre: 'Valentina López',
  celular: '5492971112233',
  user_email: 'v@t.test',
  user_status: '1',
  user_is_blocked: '0',
};

async function retype(label: RegExp, text: string) {
  const field = screen.getByLabelText(label);
  await userEvent.clear(field);
  await userEvent.type(field, text);
  return field;
}

describe('FormDialog (the admin dialogs’ form pattern)', () => {
  it('a refused save stays open with the seed text and every field as typed; then it saves', async () => {
    let fail = true;
    const fetchMock = mockApi({
      'PUT editar-sucursal': () =>
        fail
          ? errorResponse(500, 1000, 'detalle interno del servidor')
          : jsonResponse(200, { success: true, data: {} }),
      'get-all-sucursales': { data: { sucursales: [branch] } },
    });
    const onClose = vi.fn();
    renderAt('/', <EditBranchDialog branch={branch} onClose={onClose} />);
    const dialog = await screen.findByRole('dialog', { name: 'Editar sucursal' });
    const nombre = await retype(/Nombre/, 'Centro Norte');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Guardar' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(BRANCH_SAVE_ERROR);
    // one message per event: the inline alert, not a toast saying the same as well (the toast
    // view loads lazily: give it the time to show up)
    await import('@/components/toast/toast-view');
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(screen.getAllByText(BRANCH_SAVE_ERROR)).toHaveLength(1);
    expect(screen.queryByText('detalle interno del servidor')).toBeNull();
    expect(nombre).toHaveValue('Centro Norte');
    expect(onClose).not.toHaveBeenCalled();
    expect(within(dialog).getByRole('button', { name: 'Guardar' })).toBeEnabled();

    fail = false;
    await userEvent.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(await screen.findByText(SAVED)).toBeInTheDocument();
    const puts = callsTo(fetchMock, 'editar-sucursal');
    expect(puts).toHaveLength(2);
    expect(JSON.parse(String(puts[1]?.init?.body))).toMatchObject({
      id: 3,
      nombre: 'Centro Norte',
    });
  });

  it('sends nothing while the schema refuses the fields', async () => {
    const fetchMock = mockApi({});
    const onClose = vi.fn();
    renderAt('/', <EditBranchDialog branch={branch} onClose={onClose} />);
    const dialog = await screen.findByRole('dialog', { name: 'Editar sucursal' });
    await userEvent.clear(screen.getByLabelText(/Nombre/));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(screen.getByLabelText(/Nombre/)).toHaveAttribute('aria-invalid'));
    expect(callsTo(fetchMock, 'editar-sucursal')).toHaveLength(0);
    expect(onClose).not.toHaveBeenCalled();
  });

  it('locks both buttons while saving, and the client dialog uses the same pattern', async () => {
    let answer: (r: Response) => void = () => undefined;
    mockApi({
      'PUT actualizar-dato-cliente': () => new Promise<Response>((r) => (answer = r)),
    });
    const onClose = vi.fn();
    renderAt('/', <EditClientDialog client={client} onClose={onClose} />);
    const dialog = await screen.findByRole('dialog', { name: 'Editar datos del cliente' });
    await retype(/Nombre/, 'Valentina Gómez');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    await waitFor(() =>
      expect(within(dialog).getByRole('button', { name: 'Guardar' })).toBeDisabled(),
    );
    expect(within(dialog).getByRole('button', { name: 'Cancelar' })).toBeDisabled();
    answer(errorResponse(500, 1000, 'x'));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Error al guardar cambios en el cliente',
    );
    expect(screen.getByLabelText(/Nombre/)).toHaveValue('Valentina Gómez');
    expect(onClose).not.toHaveBeenCalled();
  });

  it('waits for what it edits before it can be submitted (Editar Datos)', async () => {
    let answer: (r: Response) => void = () => undefined;
    mockApi({
      'obtener-datos-peluquero': () => new Promise<Response>((r) => (answer = r)),
      'PUT actualizar-datos-peluquero': () => errorResponse(500, 1000, 'x'),
    });
    const onClose = vi.fn();
    renderAt('/', <EditProfessionalDialog professionalBranchId={4} open onClose={onClose} />);
    const dialog = await screen.findByRole('dialog', { name: 'Editar Datos' });
    expect(within(dialog).getByRole('button', { name: 'Guardar' })).toBeDisabled();
    answer(
      jsonResponse(200, {
        success: true,
        data: {
          peluquero: { nombre: 'Ana Pérez', celular: '5492971234567', funcion: 'peluquera' },
        },
      }),
    );
    await screen.findByLabelText(/Función/);
    await retype(/Función/, 'colorista');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(PRO_SAVE_ERROR);
    expect(screen.getByLabelText(/Función/)).toHaveValue('colorista');
    expect(onClose).not.toHaveBeenCalled();
  });
});
