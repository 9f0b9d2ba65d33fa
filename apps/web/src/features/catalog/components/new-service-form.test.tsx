import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { calledUrl, errorResponse, jsonResponse, renderAt, sentBody } from '@/test/render';
import { NewServiceForm, SERVICE_CREATED, SERVICE_CREATE_ERROR } from './new-service-form';

const fetchMock = vi.fn<typeof fetch>();
beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});

const PRICE_MSG = 'Sólo números y coma. Dos números para centavos.';
const BLOCK_MSG = 'Debe seleccionar al menos 1 bloque de tiempo activo.';

function renderForm() {
  renderAt('/admin/nuevo-servicio', <NewServiceForm />, [
    { path: '/admin/servicios', element: <h1>Lista de servicios</h1> },
  ]);
}

const blocks = () =>
  within(screen.getByRole('group', { name: 'Bloques de tiempo activo' })).getAllByRole('button');

async function chooseDuration(user: ReturnType<typeof userEvent.setup>, label: string) {
  await user.click(screen.getByRole('combobox', { name: /Duración/ }));
  await user.click(await screen.findByRole('option', { name: label }));
}

describe('NewServiceForm', () => {
  it('offers 1 to 20 modules and keeps one toggle block per module', async () => {
    const user = userEvent.setup();
    renderForm();
    expect(blocks()).toHaveLength(1);
    await user.click(screen.getByRole('combobox', { name: /Duración/ }));
    const options = await screen.findAllByRole('option');
    expect(options).toHaveLength(20);
    expect(options[19]).toHaveTextContent('20 módulos (5 h)');
    await user.click(screen.getByRole('option', { name: '4 módulos (1 h)' }));
    expect(blocks()).toHaveLength(4);
    expect(blocks().map((b) => b.getAttribute('aria-pressed'))).toEqual([
      'true',
      'true',
      'true',
      'true',
    ]);
  });

  it('toggles blocks with the mouse and the keyboard', async () => {
    const user = userEvent.setup();
    renderForm();
    await chooseDuration(user, '4 módulos (1 h)');
    await user.click(blocks()[2] as HTMLElement);
    expect(blocks()[2]).toHaveAttribute('aria-pressed', 'false');
    expect(blocks()[2]).toHaveAccessibleName('Bloque 3 (00:30 a 00:45)');
    (blocks()[1] as HTMLElement).focus();
    await user.keyboard(' ');
    expect(blocks()[1]).toHaveAttribute('aria-pressed', 'false');
    await user.keyboard('{Enter}');
    expect(blocks()[1]).toHaveAttribute('aria-pressed', 'true');
  });

  it('needs at least one active block and a well-formed price', async () => {
    const user = userEvent.setup();
    renderForm();
    await user.type(screen.getByLabelText(/^Nombre/), 'Peinado');
    await user.click(blocks()[0] as HTMLElement);
    await user.type(screen.getByLabelText(/^Precio/), '25.5.0');
    await user.click(screen.getByRole('button', { name: 'Crear servicio' }));
    expect(await screen.findByText(BLOCK_MSG)).toBeInTheDocument();
    expect(screen.getByText(PRICE_MSG)).toBeInTheDocument();
    await user.clear(screen.getByLabelText(/^Precio/));
    await user.type(screen.getByLabelText(/^Precio/), '2500,505');
    await user.click(screen.getByRole('button', { name: 'Crear servicio' }));
    expect(await screen.findByText(PRICE_MSG)).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('sends the pattern and the price with a dot, then goes to the list after 1 s', async () => {
    fetchMock.mockResolvedValueOnce(
      jsonResponse(200, { success: true, data: { id_servicio: 12 } }),
    );
    fetchMock.mockResolvedValue(jsonResponse(200, { success: true, data: { servicios: [] } }));
    const user = userEvent.setup();
    renderForm();
    await user.type(screen.getByLabelText(/^Nombre/), 'Color express');
    await user.type(screen.getByLabelText(/^Descripción/), 'Tintura rápida');
    await chooseDuration(user, '4 módulos (1 h)');
    await user.click(blocks()[2] as HTMLElement);
    await user.type(screen.getByLabelText(/^Precio/), '2500,50');
    await user.click(screen.getByRole('button', { name: 'Crear servicio' }));
    expect(await screen.findByText(SERVICE_CREATED)).toBeInTheDocument();
    expect(calledUrl(fetchMock, 0)).toBe('/wp-json/turnos/v1/crear-servicio');
    expect(sentBody(fetchMock, 0)).toEqual({
      nombre: 'Color express',
      descripcion: 'Tintura rápida',
      duracion: 4,
      ocupacion: '1101',
      precio: '2500.50',
    });
    expect(await screen.findByRole('heading', { name: 'Lista de servicios' })).toBeInTheDocument();
  });

  it('says so when the server fails', async () => {
    fetchMock.mockResolvedValueOnce(errorResponse(500, 1099, 'Error interno del servidor'));
    const user = userEvent.setup();
    renderForm();
    await user.type(screen.getByLabelText(/^Nombre/), 'Peinado');
    await user.type(screen.getByLabelText(/^Precio/), '100');
    await user.click(screen.getByRole('button', { name: 'Crear servicio' }));
    expect(await screen.findByText(SERVICE_CREATE_ERROR)).toBeInTheDocument();
  });
});
