import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderAt } from '@/test/render';
import { callsTo, mockApi } from '@/test/mock-api';
import { useCart } from '../hooks/use-cart';
import { cartFigures } from '../utils/cart-figures';
import { CartPayments } from './cart-payments';

/** Contract §7.5 at the counter: 'Saldo a favor' is a method only for a client who has credit. */
function Payments({ clientId }: { clientId: number | null }) {
  const cart = useCart();
  return (
    <CartPayments
      cart={cart}
      figures={cartFigures(cart.cart)}
      showErrors={false}
      clientId={clientId}
    />
  );
}

const credit = (saldo: string) => ({
  'obtener-saldo-cliente': { data: { saldo, vence: null, monto_vence: null, movimientos: [] } },
});

async function methods() {
  await userEvent.click(screen.getByRole('combobox', { name: 'Medio' }));
  const list = await screen.findByRole('listbox');
  return within(list)
    .getAllByRole('option')
    .map((o) => o.textContent);
}

describe('CartPayments and the client’s credit', () => {
  it('offers Saldo a favor, with what is available, when the client has some', async () => {
    mockApi(credit('2500.00'));
    renderAt('/', <Payments clientId={9} />);
    await screen.findByRole('group', { name: 'Pago 1' });
    await expect.poll(methods).toContain('Saldo a favor');
    await userEvent.click(screen.getByRole('option', { name: 'Saldo a favor' }));
    expect(await screen.findByText('Disponible: $ 2.500')).toBeInTheDocument();
  });

  it('not without credit, nor without a client', async () => {
    const fetchMock = mockApi(credit('0.00'));
    const { unmount } = renderAt('/', <Payments clientId={9} />);
    await screen.findByRole('group', { name: 'Pago 1' });
    // the answer read (an empty balance), then the list
    await vi.waitFor(() => expect(callsTo(fetchMock, 'obtener-saldo-cliente')).toHaveLength(1));
    await new Promise((r) => setTimeout(r, 50));
    expect(await methods()).not.toContain('Saldo a favor');
    unmount();
    renderAt('/', <Payments clientId={null} />);
    expect(await methods()).not.toContain('Saldo a favor');
  });
});
