import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { errorResponse, jsonResponse, renderRoutes } from '@/test/render';
import { callsTo, mockApi } from '@/test/mock-api';
import { PaymentResult, type ReturnKind } from './payment-result';

const appointment = {
  id_turno: 7,
  fecha: '2026-11-24',
  hora: '10:00',
  nombre_servicio: 'Coloración',
  nombre_peluquero: 'Lucía Fernández',
  nombre_sucursal: 'Centro',
  monto_reserva: '10500.00',
};

function setup(kind: ReturnKind, query: string, answer: () => Response) {
  const fetchMock = mockApi({ 'POST confirmar-retorno-pago': answer });
  renderRoutes(
    [
      { path: `/cliente/mp-${kind}`, element: <PaymentResult kind={kind} /> },
      { path: '/cliente/dashboard', element: <h1>Mis turnos</h1> },
    ],
    `/cliente/mp-${kind}?${query}`,
  );
  return fetchMock;
}

const ok = (resultado: string) => () =>
  jsonResponse(200, {
    success: true,
    data: { resultado, estado_pago: 'approved', turno: appointment },
  });

describe('payment return pages', () => {
  it('success: confirms with the server (the query is only a hint) and says Operación exitosa', async () => {
    const fetchMock = setup(
      'success',
      'payment_id=123&status=approved&external_reference=7&collection_status=approved',
      ok('pagada'),
    );
    expect(screen.getByRole('status')).toBeInTheDocument();
    expect(await screen.findByText('Operación exitosa', { selector: 'p' })).toBeInTheDocument();
    expect(screen.getByText(/Coloración con Lucía Fernández/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ir a MIS TURNOS' })).toHaveAttribute(
      'href',
      '/cliente/dashboard',
    );
    const [call] = callsTo(fetchMock, 'confirmar-retorno-pago');
    expect(JSON.parse(String(call?.init?.body))).toEqual({
      payment_id: '123',
      status: 'approved',
      external_reference: '7',
    });
  });

  it('pending', async () => {
    setup('pending', 'payment_id=5&status=in_process&external_reference=7', ok('pendiente'));
    expect(
      await screen.findByText('Operación pendiente de realizarse', { selector: 'p' }),
    ).toBeInTheDocument();
  });

  it('failure: the seed text, and the way to book again', async () => {
    setup('failure', 'payment_id=9&status=rejected&external_reference=7', ok('liberada'));
    expect(
      await screen.findByText(
        'Debido a que el pago de la reserva no fue realizado, esta no fue agendada. Por favor, intentalo nuevamente.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Reservar turno' })).toHaveAttribute(
      'href',
      '/cliente/reservar-turno',
    );
  });

  it('the success page shows what the server found, not what the URL claims', async () => {
    setup('success', 'payment_id=9&status=approved&external_reference=7', ok('pendiente'));
    expect(
      await screen.findByText('Operación pendiente de realizarse', { selector: 'p' }),
    ).toBeInTheDocument();
    expect(screen.queryByText('Operación exitosa', { selector: 'p' })).not.toBeInTheDocument();
  });

  it('an error confirming: the seed text and a retry', async () => {
    setup('success', 'payment_id=1&external_reference=7', () => errorResponse(502, 1099, 'x'));
    expect(
      await screen.findByText('Hubo un error al obtener los datos de la operación'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reintentar' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ir a MIS TURNOS' })).toBeInTheDocument();
  });
});
