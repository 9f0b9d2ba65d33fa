import { describe, expect, it } from 'vitest';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { studioNow } from '@turnos/domain';
import { errorResponse, jsonResponse, renderAt } from '@/test/render';
import { callsTo, mockApi, type MockRoute } from '@/test/mock-api';
import { wireAppointment } from '@/test/wire-appointment';
import { wireTill, wireCharge, wireTillView } from '@/test/wire-counter';
import { CounterScreen } from './counter-screen';

/**
 * The Caja screen with an open till (issue 31): "Cobrar" only on chargeable appointments, the
 * cart (an appointment with its seña, a product with its seller, discount, tip, payments and the
 * change), every bad input answered in Spanish and the server's refusal in its own words.
 */
configure({ asyncUtilTimeout: 5000 });
const today = studioNow().date;

const day = [
  wireAppointment({
    id_turno: 1,
    fecha: today,
    hora_inicio: '10:00',
    cliente_display_name: 'Rocío Gómez',
    precio: '18000.00',
    monto_reserva: '2000.00',
    reserva_paga: '1',
  }),
  wireAppointment({
    id_turno: 2,
    fecha: today,
    cliente_display_name: 'Ana Paz',
    is_cancelado: '1',
  }),
  wireAppointment({ id_turno: 3, fecha: today, cliente_display_name: 'Eva Sol', cobrado: '1' }),
  wireAppointment({ id_turno: 4, fecha: today, cliente_display_name: 'Bloqueo', ocupado: '1' }),
];

const shampoo = {
  id_producto: 8,
  nombre: 'Shampoo sólido',
  descripcion: null,
  codigo: '779123',
  precio: '4500.00',
  costo: '2000.00',
  activo: '1',
  stock: 3,
};

function setup(routes: Record<string, MockRoute> = {}) {
  const fetchMock = mockApi({
    'get-all-sucursales': { data: { sucursales: [{ id: 1, nombre: 'Centro', direccion: 'x' }] } },
    'obtener-caja': { data: wireTillView(wireTill(), [wireCharge()]) },
    'obtener-agenda-sucursal': {
      data: {
        profesionales: [
          { id_peluquero_sucursal: 3, nombre: 'Lucía Fernández', funcion: '', dias: [] },
        ],
        turnos: day,
      },
    },
    'get-peluqueros-por-sucursal': {
      data: {
        peluqueros: [
          { id_peluquero_sucursal: 3, nombre: 'Lucía Fernández', funcion: '' },
          { id_peluquero_sucursal: 4, nombre: 'Sofía Romero', funcion: '' },
        ],
      },
    },
    'get-all-productos': { data: { productos: [shampoo] } },
    'obtener-saldo-cliente': {
      data: { saldo: '0.00', vence: null, monto_vence: null, movimientos: [] },
    },
    'get-all-clientes': {
      data: {
        clientes: [
          {
            ID: 9,
            nombre: 'Marta Ruiz',
            celular: '',
            user_email: 'm@t.test',
            user_status: '1',
            user_is_blocked: '0',
          },
        ],
        total: 1,
      },
    },
    'POST registrar-cobro': { data: { cobro: wireCharge({ id_cobro: 32 }) } },
    ...routes,
  });
  renderAt('/admin/caja', <CounterScreen isAdmin professionalId={1} />);
  return fetchMock;
}

const cartRegion = () => screen.findByRole('region', { name: 'Cobro' });
const sentCharge = (fetchMock: ReturnType<typeof mockApi>) =>
  JSON.parse(String(callsTo(fetchMock, 'registrar-cobro')[0]?.init?.body)) as unknown;

async function addShampoo(cart: HTMLElement) {
  const user = userEvent.setup();
  await user.type(within(cart).getByLabelText('Buscar producto o escanear código'), 'sha');
  await user.click(await within(cart).findByRole('button', { name: 'Agregar Shampoo sólido' }));
  return within(cart).getByRole('group', { name: 'Shampoo sólido' });
}

describe('the Caja screen: charging', () => {
  it('offers "Cobrar" only on the appointments the counter can charge', async () => {
    setup();
    const list = await screen.findByRole('list', { name: 'Turnos de hoy por cobrar' });
    const buttons = await within(list).findAllByRole('button', { name: /^Cobrar / });
    expect(buttons).toHaveLength(1);
    expect(buttons[0]).toHaveAccessibleName('Cobrar Corte de dama de Rocío Gómez a las 10:00');
    for (const name of ['Ana Paz', 'Eva Sol', 'Bloqueo'])
      expect(within(list).queryByText(new RegExp(name))).toBeNull();
  });

  it('charges an appointment with its seña, a product and its seller, a discount, a tip, cash with change', async () => {
    const fetchMock = setup();
    const user = userEvent.setup();
    await user.click(
      await screen.findByRole('button', {
        name: 'Cobrar Corte de dama de Rocío Gómez a las 10:00',
      }),
    );
    const cart = await cartRegion();
    expect(within(cart).getByText(/seña pagada \$ 2\.000/)).toBeInTheDocument();
    // a charge with an appointment is for its client: no client to pick
    expect(within(cart).queryByRole('combobox', { name: 'Cliente (opcional)' })).toBeNull();

    const line = await addShampoo(cart);
    // the seller is the appointment's professional until changed
    const seller = within(line).getByRole('combobox', { name: 'Vendió' });
    expect(seller).toHaveTextContent('Lucía Fernández');
    await user.click(seller);
    await user.click(await screen.findByRole('option', { name: 'Sofía Romero' }));
    const cantidad = within(line).getByRole('textbox', { name: 'Cantidad' });
    await user.clear(cantidad);
    await user.type(cantidad, '2');

    await user.type(within(cart).getByRole('textbox', { name: 'Descuento' }), '1000');
    await user.click(within(cart).getByRole('button', { name: 'Agregar propina' }));
    await user.type(
      within(cart).getByRole('textbox', { name: 'Propina para Lucía Fernández' }),
      '500',
    );
    // 18000 − 2000 seña + 2 × 4500 − 1000 + 500 tip
    expect(within(cart).getByText('$ 24.500', { selector: '#cart-total' })).toBeInTheDocument();
    const payment = within(cart).getByRole('group', { name: 'Pago 1' });
    await user.type(within(payment).getByRole('textbox', { name: 'Importe' }), '30000');
    expect(cart.querySelector('#cart-vuelto')).toHaveTextContent('$ 5.500');

    await user.click(within(cart).getByRole('button', { name: 'Cobrar $ 24.500' }));
    expect(await screen.findByRole('dialog', { name: 'Comprobante' })).toBeInTheDocument();
    expect(sentCharge(fetchMock)).toEqual({
      id_caja: 12,
      id_cliente: 7,
      items: [
        { tipo: 'servicio', id_turno: 1 },
        { tipo: 'producto', id_producto: 8, cantidad: 2, id_peluquero_sucursal: 4 },
      ],
      descuento: '1000.00',
      propinas: [{ id_peluquero_sucursal: 3, monto: '500.00' }],
      pagos: [{ medio: 'efectivo', monto: '30000.00' }],
    });
  });

  it('sells products only to a client picked from the search, or to nobody', async () => {
    const fetchMock = setup();
    const user = userEvent.setup();
    const cart = await cartRegion();
    await addShampoo(cart);
    const client = within(cart).getByRole('combobox', { name: 'Cliente (opcional)' });
    await user.type(client, 'mar');
    await user.click(await screen.findByRole('option', { name: /Marta Ruiz/ }));
    await user.click(within(cart).getByRole('button', { name: 'Completar con efectivo' }));
    await user.click(within(cart).getByRole('button', { name: 'Cobrar $ 4.500' }));
    await screen.findByRole('dialog', { name: 'Comprobante' });
    expect(sentCharge(fetchMock)).toMatchObject({
      id_cliente: 9,
      // nobody named as its seller: an admin's sale without an appointment
      items: [{ tipo: 'producto', id_producto: 8, cantidad: 1 }],
      pagos: [{ medio: 'efectivo', monto: '4500.00' }],
    });
  });

  it('answers every bad input in Spanish before sending, and the server’s refusal in its words', async () => {
    const fetchMock = setup({
      'POST registrar-cobro': () => errorResponse(409, 1009, 'Sin stock suficiente'),
    });
    const user = userEvent.setup();
    const cart = await cartRegion();
    const cobrar = () => user.click(within(cart).getByRole('button', { name: /^Cobrar \$/ }));
    await cobrar();
    expect(
      within(cart).getByText('Agregá al menos un servicio o un producto.'),
    ).toBeInTheDocument();

    const line = await addShampoo(cart);
    const cantidad = within(line).getByRole('textbox', { name: 'Cantidad' });
    await user.clear(cantidad);
    await user.type(cantidad, '5');
    expect(within(line).getByText('Hay 3 en stock en esta sucursal.')).toBeInTheDocument();
    await user.clear(cantidad);
    await user.type(cantidad, '1');

    const descuento = within(cart).getByRole('textbox', { name: 'Descuento' });
    await user.type(descuento, '9000');
    expect(descuento).toHaveAccessibleDescription('El descuento no puede superar el subtotal.');
    await user.clear(descuento);
    await user.type(descuento, '10,555');
    expect(descuento).toHaveAccessibleDescription(/Ingresá un importe con hasta dos decimales/);
    await user.clear(descuento);

    const importe = within(within(cart).getByRole('group', { name: 'Pago 1' })).getByRole(
      'textbox',
      { name: 'Importe' },
    );
    await user.type(importe, '4000');
    await cobrar();
    expect(within(cart).getByText('El pago no cubre el total.')).toBeInTheDocument();
    expect(cart.querySelector('#cart-falta')).toHaveTextContent('$ 500');

    // change only from cash
    await user.click(within(cart).getByRole('combobox', { name: 'Medio' }));
    await user.click(await screen.findByRole('option', { name: 'Débito' }));
    await user.clear(importe);
    await user.type(importe, '5000');
    await cobrar();
    expect(within(cart).getByText(/Solo el efectivo puede dar vuelto/)).toBeInTheDocument();
    expect(callsTo(fetchMock, 'registrar-cobro')).toHaveLength(0);

    await user.clear(importe);
    await user.type(importe, '4500');
    await cobrar();
    expect(await within(cart).findByText('Sin stock suficiente')).toBeInTheDocument();
    // nothing typed is lost
    expect(within(cart).getByRole('group', { name: 'Shampoo sólido' })).toBeInTheDocument();
    expect(importe).toHaveValue('4500');
    expect(callsTo(fetchMock, 'registrar-cobro')).toHaveLength(1);
  });
});

describe('the Caja screen: annulling a charge', () => {
  it('an admin annuls one of the till’s charges with a reason and sees it annulled', async () => {
    let annulled = false;
    const fetchMock = setup({
      'obtener-caja': () =>
        jsonResponse(200, {
          success: true,
          data: wireTillView(wireTill(), [
            annulled
              ? wireCharge({
                  estado: 'anulado',
                  anulado_por: 'Admin Caja',
                  fecha_anulacion: '2030-01-15T14:10:00.000Z',
                  motivo_anulacion: 'Se cobró dos veces',
                })
              : wireCharge(),
          ]),
        }),
      'POST anular-cobro': () => {
        annulled = true;
        return jsonResponse(200, {
          success: true,
          data: { cobro: wireCharge({ estado: 'anulado' }) },
        });
      },
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Anular cobro N° 31' }));
    const dialog = await screen.findByRole('dialog', { name: 'Anular cobro' });
    await user.click(within(dialog).getByRole('button', { name: 'Anular cobro' }));
    expect(await within(dialog).findByText('Indicá el motivo.')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'anular-cobro')).toHaveLength(0);
    await user.type(within(dialog).getByRole('textbox', { name: 'Motivo' }), 'Se cobró dos veces');
    await user.click(within(dialog).getByRole('button', { name: 'Anular cobro' }));
    expect(await screen.findByText('Cobro anulado.')).toBeInTheDocument();
    expect(JSON.parse(String(callsTo(fetchMock, 'anular-cobro')[0]?.init?.body))).toEqual({
      id_cobro: 31,
      motivo: 'Se cobró dos veces',
    });
    const row = await screen.findByRole('listitem', { name: 'Cobro N° 31, anulado' });
    expect(row).toHaveTextContent(/Anulado por Admin Caja el .*: Se cobró dos veces/);
    expect(within(row).queryByRole('button', { name: /Anular/ })).toBeNull();
  });

  it('shows the server’s words when the till was closed meanwhile (1009), the reason kept', async () => {
    setup({
      'POST anular-cobro': () => errorResponse(409, 1009, 'La caja está cerrada.'),
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Anular cobro N° 31' }));
    const dialog = await screen.findByRole('dialog', { name: 'Anular cobro' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Motivo' }), 'Error');
    await user.click(within(dialog).getByRole('button', { name: 'Anular cobro' }));
    expect(await within(dialog).findByText('La caja está cerrada.')).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: 'Motivo' })).toHaveValue('Error');
  });

  it('from the receipt too, while the till is open', async () => {
    setup();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Comprobante del cobro N° 31' }));
    const receipt = await screen.findByRole('dialog', { name: 'Comprobante' });
    await user.click(await within(receipt).findByRole('button', { name: 'Anular cobro' }));
    expect(await screen.findByRole('dialog', { name: 'Anular cobro' })).toBeInTheDocument();
  });
});

describe('the Caja screen for a professional', () => {
  it('lists the till’s charges with their receipts, never an annulment', async () => {
    mockApi({
      'obtener-sucursales-peluquero': {
        data: {
          sucursales: [{ id_sucursal: 1, nombre_sucursal: 'Centro', id_peluquero_sucursal: 3 }],
        },
      },
      'obtener-caja': { data: wireTillView(wireTill(), [wireCharge()]) },
      'obtener-agenda-sucursal': { data: { profesionales: [], turnos: [] } },
      'get-peluqueros-por-sucursal': { data: { peluqueros: [] } },
    });
    renderAt('/admin/caja', <CounterScreen isAdmin={false} professionalId={2} />);
    const user = userEvent.setup();
    const row = await screen.findByRole('listitem', { name: 'Cobro N° 31' });
    expect(within(row).queryByRole('button', { name: /^Anular cobro/ })).toBeNull();
    await user.click(within(row).getByRole('button', { name: 'Comprobante del cobro N° 31' }));
    const receipt = await screen.findByRole('dialog', { name: 'Comprobante' });
    await waitFor(() => expect(within(receipt).getByText(/Comprobante N° 31/)).toBeVisible());
    expect(within(receipt).queryByRole('button', { name: 'Anular cobro' })).toBeNull();
  });
});
