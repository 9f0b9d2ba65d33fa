import { describe, expect, it } from 'vitest';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { errorResponse, jsonResponse, renderAt } from '@/test/render';
import { callsTo, mockApi } from '@/test/mock-api';
import { AdjustStockForm, TransferStockForm } from './stock-forms';

/** The product's stock forms (contract §7.4 ajustar-stock, transferir-stock). */
configure({ asyncUtilTimeout: 5000 });

const branches = [
  { id: '1', nombre: 'Centro' },
  { id: '2', nombre: 'Km 3' },
];

function bodyOf(call: { init?: RequestInit } | undefined): unknown {
  return typeof call?.init?.body === 'string' ? JSON.parse(call.init.body) : undefined;
}

describe('AdjustStockForm', () => {
  it('says what is missing, sends the adjustment and clears the amount and reason', async () => {
    const fetchMock = mockApi({ 'ajustar-stock': { data: { stock: 12 } } });
    const user = userEvent.setup();
    renderAt('/', <AdjustStockForm productId={7} branches={branches} />);
    const form = screen.getByRole('form', { name: 'Ajustar stock' });
    await user.click(within(form).getByRole('button', { name: 'Ajustar' }));
    expect(
      await within(form).findByText(
        'Ingresá un número entero distinto de 0 (negativo para restar).',
      ),
    ).toBeInTheDocument();
    expect(callsTo(fetchMock, 'ajustar-stock')).toHaveLength(0);

    await user.type(within(form).getByRole('textbox', { name: 'Cantidad (+ o −)' }), '-2');
    await user.type(within(form).getByRole('textbox', { name: /Motivo/ }), 'Rotura');
    await user.click(within(form).getByRole('button', { name: 'Ajustar' }));
    expect(await screen.findByText('Stock ajustado: quedan 12.')).toBeInTheDocument();
    expect(bodyOf(callsTo(fetchMock, 'ajustar-stock')[0])).toEqual({
      id_producto: 7,
      id_sucursal: 1,
      cantidad: -2,
      motivo: 'Rotura',
    });
    await waitFor(() =>
      expect(within(form).getByRole('textbox', { name: 'Cantidad (+ o −)' })).toHaveValue(''),
    );
    expect(within(form).getByRole('textbox', { name: /Motivo/ })).toHaveValue('');
  });

  it("shows the server's refusal in the form and keeps what was typed", async () => {
    mockApi({
      'ajustar-stock': () => errorResponse(409, 1021, 'No hay stock suficiente.'),
    });
    const user = userEvent.setup();
    renderAt('/', <AdjustStockForm productId={7} branches={branches} />);
    const form = screen.getByRole('form', { name: 'Ajustar stock' });
    await user.type(within(form).getByRole('textbox', { name: 'Cantidad (+ o −)' }), '-50');
    await user.type(within(form).getByRole('textbox', { name: /Motivo/ }), 'Conteo');
    await user.click(within(form).getByRole('button', { name: 'Ajustar' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent('No hay stock suficiente.');
    expect(within(form).getByRole('textbox', { name: 'Cantidad (+ o −)' })).toHaveValue('-50');
  });
});

describe('TransferStockForm', () => {
  it('is not shown with one branch', () => {
    mockApi({});
    renderAt('/', <TransferStockForm productId={7} branches={branches.slice(0, 1)} />);
    expect(screen.queryByRole('form', { name: 'Transferir entre sucursales' })).toBeNull();
  });

  it('refuses the same branch on both ends, then sends the transfer', async () => {
    const fetchMock = mockApi({
      'transferir-stock': () => jsonResponse(200, { success: true, data: {} }),
    });
    const user = userEvent.setup();
    renderAt('/', <TransferStockForm productId={7} branches={branches} />);
    const form = screen.getByRole('form', { name: 'Transferir entre sucursales' });
    await user.click(within(form).getByRole('combobox', { name: 'Hacia' }));
    await user.click(screen.getByRole('option', { name: 'Centro' }));
    await user.type(within(form).getByRole('textbox', { name: 'Cantidad' }), '3');
    await user.click(within(form).getByRole('button', { name: 'Transferir' }));
    expect(await within(form).findByText('El destino debe ser otra sucursal.')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'transferir-stock')).toHaveLength(0);

    await user.click(within(form).getByRole('combobox', { name: 'Hacia' }));
    await user.click(screen.getByRole('option', { name: 'Km 3' }));
    await user.click(within(form).getByRole('button', { name: 'Transferir' }));
    expect(await screen.findByText('Stock transferido.')).toBeInTheDocument();
    expect(bodyOf(callsTo(fetchMock, 'transferir-stock')[0])).toEqual({
      id_producto: 7,
      id_sucursal_origen: 1,
      id_sucursal_destino: 2,
      cantidad: 3,
    });
  });
});
