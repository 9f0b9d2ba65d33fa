import { describe, expect, it } from 'vitest';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NOTA_CLIENTE_MAX } from '@turnos/contract';
import { NOTA_MAX } from '@/api/client-file';
import { errorResponse, jsonResponse, renderAt } from '@/test/render';
import { callsTo, mockApi, type MockRoute } from '@/test/mock-api';
import { wireAppointment } from '@/test/wire-appointment';
import { ClientsTable } from './clients-table';

configure({ asyncUtilTimeout: 5000 });

const valentina = {
  ID: 21,
  nombre: 'Valentina López',
  celular: '5492971112233',
  user_email: 'v@t.test',
  user_status: '1',
  user_is_blocked: '0',
};

const clientFile = {
  cliente: { ...valentina, nota: 'Prefiere turnos a la mañana.' },
  resumen: { turnos: 3, asistidos: 1, no_asistidos: 1, cancelados: 1, ultimo_turno: '2030-01-15' },
  turnos: [
    wireAppointment({
      id_turno: 3,
      fecha: '2030-02-01',
      nombre_servicio: 'Color',
      is_cancelado: '1',
    }),
    wireAppointment({ id_turno: 2, fecha: '2030-01-20', asistencia: 'no_asistio' }),
    wireAppointment({ id_turno: 1, fecha: '2030-01-15', asistencia: 'asistio' }),
  ],
};

const noCredit = { saldo: '0.00', vence: null, monto_vence: null, movimientos: [] };

async function openFile(note: MockRoute) {
  const fetchMock = mockApi({
    'get-all-clientes': { data: { clientes: [valentina], total: 1 } },
    'obtener-ficha-cliente': { data: clientFile },
    'PUT actualizar-nota-cliente': note,
    'obtener-saldo-cliente': { data: noCredit },
  });
  const user = userEvent.setup();
  renderAt('/', <ClientsTable />);
  await user.click(await screen.findByRole('button', { name: 'Valentina López' }));
  const dialog = await screen.findByRole('dialog', { name: 'Ficha de Valentina López' });
  await within(dialog).findByText('Contacto');
  return { fetchMock, user, dialog };
}

describe('ClientFileDialog', () => {
  it('shows the contact, the counts, the last visit and the history newest first', async () => {
    const { fetchMock, dialog } = await openFile({ data: { message: 'ok' } });
    expect(callsTo(fetchMock, 'obtener-ficha-cliente')[0]?.url.searchParams.get('ID')).toBe('21');
    expect(within(dialog).getByText('v@t.test')).toBeInTheDocument();
    const counts = within(dialog)
      .getAllByRole('term')
      .map((t) => t.textContent);
    expect(counts).toEqual(['Turnos', 'Asistidos', 'No asistidos', 'Cancelados', 'Último turno']);
    const values = within(dialog)
      .getAllByRole('definition')
      .map((d) => d.textContent);
    expect(values).toEqual(['3', '1', '1', '1', '15/01/2030']);
    const history = within(within(dialog).getByRole('list', { name: 'Historial de turnos' }))
      .getAllByRole('listitem')
      .map((li) => li.textContent);
    expect(history).toHaveLength(3);
    expect(history[0]).toMatch(/^01\/02\/2030.*Color.*Cancelado$/);
    expect(history[1]).toMatch(/20\/01\/2030.*No asistió$/);
    expect(history[2]).toMatch(/15\/01\/2030.*Asistió$/);
    expect(within(dialog).getByRole('textbox', { name: 'Nota privada' })).toHaveValue(
      'Prefiere turnos a la mañana.',
    );
  });

  it('saves the note by itself after a pause and says Guardado', async () => {
    const { fetchMock, user, dialog } = await openFile({ data: { message: 'Nota guardada.' } });
    const note = within(dialog).getByRole('textbox', { name: 'Nota privada' });
    await user.type(note, ' Alergia a la tintura.');
    expect(within(dialog).getByText(/50\/2000/)).toBeInTheDocument();
    expect(await within(dialog).findByText('Guardado')).toBeInTheDocument();
    const calls = callsTo(fetchMock, 'actualizar-nota-cliente');
    expect(calls).toHaveLength(1);
    expect(JSON.parse(String(calls[0]?.init?.body))).toEqual({
      ID: 21,
      nota: 'Prefiere turnos a la mañana. Alergia a la tintura.',
    });
    expect(NOTA_MAX).toBe(NOTA_CLIENTE_MAX);
    expect(note).toHaveAttribute('maxlength', String(NOTA_CLIENTE_MAX));
  });

  it('saves on leaving the field, shows a failure, keeps the text and retries', async () => {
    let fail = true;
    const { fetchMock, user, dialog } = await openFile(() =>
      fail
        ? errorResponse(500, 1099, 'Error interno del servidor')
        : jsonResponse(200, { success: true, data: { message: 'Nota guardada.' } }),
    );
    const note = within(dialog).getByRole('textbox', { name: 'Nota privada' });
    await user.clear(note);
    await user.type(note, 'Paga siempre en efectivo.');
    await user.tab();
    expect(
      await within(dialog).findByText('No se pudo guardar la nota. El texto sigue acá.'),
    ).toBeInTheDocument();
    expect(note).toHaveValue('Paga siempre en efectivo.');
    expect(within(dialog).queryByText('Guardado')).not.toBeInTheDocument();
    fail = false;
    await user.click(within(dialog).getByRole('button', { name: 'Reintentar' }));
    expect(await within(dialog).findByText('Guardado')).toBeInTheDocument();
    const bodies = callsTo(fetchMock, 'actualizar-nota-cliente').map(
      (c) => JSON.parse(String(c.init?.body)) as unknown,
    );
    expect(bodies.at(-1)).toEqual({ ID: 21, nota: 'Paga siempre en efectivo.' });
    await waitFor(() => expect(note).toHaveValue('Paga siempre en efectivo.'));
  });

  it('shows the load error of the file', async () => {
    mockApi({
      'get-all-clientes': { data: { clientes: [valentina], total: 1 } },
      'obtener-ficha-cliente': () => errorResponse(500, 1099, 'Error interno del servidor'),
    });
    const user = userEvent.setup();
    renderAt('/', <ClientsTable />);
    await user.click(await screen.findByRole('button', { name: 'Acciones de Valentina López' }));
    await user.click(screen.getByRole('menuitem', { name: 'Ver ficha' }));
    const dialog = await screen.findByRole('dialog', { name: 'Ficha de Valentina López' });
    expect(
      await within(dialog).findByText('Ocurrió un error al obtener la ficha del cliente.'),
    ).toBeInTheDocument();
  });
});
