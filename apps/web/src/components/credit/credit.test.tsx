import { describe, expect, it, vi } from 'vitest';
import { configure, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { errorResponse, renderAt } from '@/test/render';
import { callsTo, mockApi } from '@/test/mock-api';
import type { ClientCredit } from '@/api/credit';
import { ClientCreditBanner } from './client-credit-banner';
import { ClientCreditPanel } from './client-credit-panel';
import { CreditDepositSwitch } from './credit-deposit-switch';

configure({ asyncUtilTimeout: 5000 });

const none: ClientCredit = { saldo: '0.00', vence: null, monto_vence: null, movimientos: [] };
const some: ClientCredit = {
  saldo: '3500.00',
  vence: '2026-12-23T12:00:00.000Z',
  monto_vence: '3000.00',
  movimientos: [
    {
      fecha_hora: '2026-11-24T15:00:00.000Z',
      monto: '500.00',
      motivo: 'ajuste',
      vence: '2027-01-23T15:00:00.000Z',
      restante: '500.00',
      nota: 'gentileza',
      usuario: 'Ana Admin',
      id_turno: null,
      id_cobro: null,
    },
    {
      fecha_hora: '2026-11-23T12:00:00.000Z',
      monto: '-1000.00',
      motivo: 'cobro',
      vence: null,
      restante: null,
      nota: '',
      usuario: 'Pablo',
      id_turno: null,
      id_cobro: 7,
    },
    {
      fecha_hora: '2026-11-23T12:00:00.000Z',
      monto: '4000.00',
      motivo: 'sena_cancelada',
      vence: '2026-12-23T12:00:00.000Z',
      restante: '3000.00',
      nota: '',
      usuario: '',
      id_turno: 9,
      id_cobro: null,
    },
  ],
};

describe('ClientCreditBanner (Mis turnos)', () => {
  it('says the balance and when the part that expires first expires', async () => {
    mockApi({ 'obtener-saldo-cliente': { data: some } });
    renderAt('/', <ClientCreditBanner clientId={5} />);
    const status = await screen.findByRole('status');
    expect(status).toHaveTextContent('Saldo a favor $ 3.500');
    expect(status).toHaveTextContent('$ 3.000 vence el 23/12/2026.');
  });

  it('when all of it expires together: "(vence el …)" on the balance', async () => {
    mockApi({ 'obtener-saldo-cliente': { data: { ...some, saldo: '3000.00' } } });
    renderAt('/', <ClientCreditBanner clientId={5} />);
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Saldo a favor $ 3.000 (vence el 23/12/2026)',
    );
  });

  it('shows nothing without credit, and a retry when it cannot be read', async () => {
    mockApi({ 'obtener-saldo-cliente': { data: none } });
    const { container, unmount } = renderAt('/', <ClientCreditBanner clientId={5} />);
    expect(screen.getByLabelText('Cargando el saldo a favor')).toBeInTheDocument();
    await vi.waitFor(() => expect(container).toBeEmptyDOMElement());
    unmount();

    let fail = true;
    mockApi({
      'obtener-saldo-cliente': () =>
        fail
          ? errorResponse(500, 1099, 'Error interno')
          : new Response(JSON.stringify({ success: true, data: some })),
    });
    renderAt('/', <ClientCreditBanner clientId={5} />);
    const retry = await screen.findByRole('button', { name: 'Reintentar' });
    fail = false;
    await userEvent.click(retry);
    expect(await screen.findByRole('status')).toHaveTextContent('Saldo a favor $ 3.500');
  });
});

describe('ClientCreditPanel (the client file)', () => {
  it('lists the movements newest first, + in and − out, what is left of each credit', async () => {
    mockApi({ 'obtener-saldo-cliente': { data: some } });
    renderAt('/', <ClientCreditPanel clientId={5} canAdjust={false} />);
    const list = await screen.findByRole('list', { name: 'Movimientos' });
    const rows = within(list)
      .getAllByRole('listitem')
      .map((li) => li.textContent);
    expect(rows[0]).toMatch(
      /^Ajuste: gentileza24\/11\/2026 · Ana Admin · quedan \$ 500 · vence el 23\/01\/2027\+ \$ 500$/,
    );
    expect(rows[1]).toMatch(/^Pago en el local.*Pablo.*− \$ 1\.000$/);
    expect(rows[2]).toMatch(
      /^Seña de turno cancelado.*quedan \$ 3\.000 · vence el 23\/12\/2026\+ \$ 4\.000$/,
    );
    expect(screen.getByText('$ 3.500')).toBeInTheDocument();
    // staff who are not admins do not adjust
    expect(screen.queryByRole('button', { name: 'Ajustar saldo' })).not.toBeInTheDocument();
  });

  it('an empty ledger says so', async () => {
    mockApi({ 'obtener-saldo-cliente': { data: none } });
    renderAt('/', <ClientCreditPanel clientId={5} canAdjust />);
    expect(
      await screen.findByText('Todavía no tuvo movimientos de saldo a favor.'),
    ).toBeInTheDocument();
    expect(screen.getByText('Sin saldo a favor.')).toBeInTheDocument();
  });

  it('an admin takes credit with its reason; the server’s refusal stays in the dialog', async () => {
    let refuse = true;
    const fetchMock = mockApi({
      'obtener-saldo-cliente': { data: some },
      'POST ajustar-saldo-cliente': () =>
        refuse
          ? errorResponse(
              409,
              1009,
              'El saldo a favor no puede quedar por debajo de 0: el cliente tiene $ 3.500.',
            )
          : new Response(JSON.stringify({ success: true, data: { saldo: '3000.00' } })),
    });
    const user = userEvent.setup();
    renderAt('/', <ClientCreditPanel clientId={5} canAdjust />);
    await user.click(await screen.findByRole('button', { name: 'Ajustar saldo' }));
    const dialog = await screen.findByRole('dialog', { name: 'Ajustar saldo a favor' });
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    expect(within(dialog).getByRole('textbox', { name: 'Monto' })).toHaveAccessibleDescription(
      'Complete este campo.',
    );
    expect(callsTo(fetchMock, 'ajustar-saldo-cliente')).toHaveLength(0);

    await user.click(within(dialog).getByRole('radio', { name: 'Descontar' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Monto' }), '9000');
    await user.type(within(dialog).getByRole('textbox', { name: 'Motivo' }), 'corrección');
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    expect(
      await within(dialog).findByText(
        'El saldo a favor no puede quedar por debajo de 0: el cliente tiene $ 3.500.',
        { selector: '.MuiAlert-message' },
      ),
    ).toBeInTheDocument();

    refuse = false;
    await user.clear(within(dialog).getByRole('textbox', { name: 'Monto' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Monto' }), '500,50');
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const calls = callsTo(fetchMock, 'ajustar-saldo-cliente');
    expect(JSON.parse(String(calls.at(-1)?.init?.body))).toEqual({
      ID: 5,
      monto: '-500.50',
      motivo: 'corrección',
    });
  });
});

describe('CreditDepositSwitch (the booking summary)', () => {
  it('a switch when the credit covers the deposit, a line when it falls short', async () => {
    mockApi({ 'obtener-saldo-cliente': { data: some } });
    const onChange = vi.fn();
    const { unmount } = renderAt(
      '/',
      <CreditDepositSwitch clientId={5} deposito={3000} checked={false} onChange={onChange} />,
    );
    const toggle = await screen.findByRole('switch', {
      name: 'Pagar la seña con mi saldo a favor',
    });
    expect(toggle).toHaveAccessibleDescription('Tenés $ 3.500: se usan $ 3.000 y te quedan $ 500.');
    await userEvent.click(toggle);
    expect(onChange).toHaveBeenCalledWith(true);
    unmount();

    renderAt(
      '/',
      <CreditDepositSwitch clientId={5} deposito={3500.01} checked={false} onChange={onChange} />,
    );
    expect(
      await screen.findByText('Tu saldo a favor ($ 3.500) no alcanza para pagar esta seña.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('switch')).not.toBeInTheDocument();
  });

  it('nothing without a deposit or without credit', async () => {
    const fetchMock = mockApi({ 'obtener-saldo-cliente': { data: none } });
    const { container } = renderAt(
      '/',
      <CreditDepositSwitch clientId={5} deposito={3000} checked={false} onChange={vi.fn()} />,
    );
    await vi.waitFor(() => expect(callsTo(fetchMock, 'obtener-saldo-cliente')).toHaveLength(1));
    expect(container).toBeEmptyDOMElement();
  });
});
