import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { errorResponse, jsonResponse, renderAt } from '@/test/render';
import { mockApi } from '@/test/mock-api';
import { SERVICES_EMPTY, SERVICES_ERROR, ServicesList } from './services-list';

const corte = {
  id_servicio: '2',
  nombre: 'Corte de dama',
  descripcion: 'Lavado y corte',
  precio: '18000.00',
  duracion: '3',
};

describe('ServicesList (the public list)', () => {
  it('says it is loading, then shows each service with its price, duration and a way to book it', async () => {
    let answer: (r: Response) => void = () => undefined;
    mockApi({ 'get-all-servicios': () => new Promise<Response>((resolve) => (answer = resolve)) });
    renderAt('/', <ServicesList />);
    expect(screen.getByLabelText('Cargando servicios')).toHaveAttribute('aria-busy', 'true');
    answer(jsonResponse(200, { success: true, data: { servicios: [corte] } }));
    const card = await screen.findByRole('article', { name: 'Corte de dama' });
    expect(card).toHaveTextContent('$ 18.000');
    expect(within(card).getByText('Duración aprox.: 45 min')).toBeInTheDocument();
    expect(
      within(card).getByRole('link', { name: 'Reservar turno: Corte de dama' }),
    ).toHaveAttribute('href', '/cliente/reservar-turno?servicio=2');
  });

  it('says a failed load in the seed’s words at once, and reads the list again on Reintentar', async () => {
    let calls = 0;
    mockApi({
      'get-all-servicios': () =>
        ++calls === 1
          ? errorResponse(500, 1099, 'Error interno del servidor')
          : jsonResponse(200, { success: true, data: { servicios: [corte] } }),
    });
    renderAt('/', <ServicesList />);
    expect(await screen.findByRole('alert')).toHaveTextContent(SERVICES_ERROR);
    await userEvent.click(await screen.findByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByRole('article', { name: 'Corte de dama' })).toBeInTheDocument();
    expect(calls).toBe(2);
  });

  it('says so when there is no service', async () => {
    mockApi({ 'get-all-servicios': { data: { servicios: [] } } });
    renderAt('/', <ServicesList />);
    expect(await screen.findByText(SERVICES_EMPTY)).toBeInTheDocument();
  });
});
