import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderAt } from '@/test/render';
import { callsTo } from '@/test/mock-api';
import { mockBookingApi, servicioColoracion } from './booking-test-api';
import { BookingWizard } from './booking-wizard';

const select = (name: string) => screen.getByRole('combobox', { name });

function render() {
  renderAt('/cliente/reservar-turno', <BookingWizard clientId={7} />);
}

describe('booking step 1', () => {
  it('auto-selects the only branch, professional and service and shows the service', async () => {
    mockBookingApi();
    render();
    await waitFor(() => expect(select('Servicio')).toHaveValue('31'));
    expect(select('Sucursal')).toHaveValue('2');
    expect(select('Profesional')).toHaveValue('4');
    expect(screen.getByRole('option', { name: 'Sofía Romero (Peluquera)' })).toBeInTheDocument();
    expect(screen.getByText('Aplicar, esperar y enjuagar')).toBeInTheDocument();
    expect(screen.getByText('1 h')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Siguiente' })).toBeEnabled();
    expect(screen.getByRole('link', { name: 'Volver' })).toHaveAttribute('href', '/inicio');
  });

  it('keeps Siguiente disabled until all three are chosen; a new branch or professional resets', async () => {
    const corte = {
      ...servicioColoracion,
      id_servicio_de_peluquero_por_sucursal: 32,
      nombre: 'Corte',
    };
    const fetchMock = mockBookingApi({
      'get-all-sucursales': {
        data: {
          sucursales: [
            { id: 1, nombre: 'Centro' },
            { id: 2, nombre: 'Km 3' },
          ],
        },
      },
      'get-peluqueros-por-sucursal': {
        data: {
          peluqueros: [
            { id_peluquero_sucursal: 4, nombre: 'Sofía Romero', funcion: 'Peluquera' },
            { id_peluquero_sucursal: 5, nombre: 'Martín Gómez', funcion: 'Barbero' },
          ],
        },
      },
      'obtener-servicios-asociados': { data: { serviciosPeluquero: [servicioColoracion, corte] } },
    });
    const user = userEvent.setup();
    render();
    await screen.findByRole('option', { name: 'Km 3' });
    const next = screen.getByRole('button', { name: 'Siguiente' });
    expect(next).toBeDisabled();
    expect(screen.getByText('Debe completar todos los campos!')).toBeInTheDocument();
    expect(select('Profesional')).toBeDisabled();

    await user.selectOptions(select('Sucursal'), 'Km 3');
    await screen.findByRole('option', { name: 'Martín Gómez (Barbero)' });
    await user.selectOptions(select('Profesional'), '4');
    await screen.findByRole('option', { name: 'Corte' });
    await user.selectOptions(select('Servicio'), '32');
    expect(next).toBeEnabled();

    // another professional: the service resets and that professional's agenda is loaded
    await user.selectOptions(select('Profesional'), '5');
    expect(select('Servicio')).toHaveValue('');
    expect(next).toBeDisabled();
    await waitFor(() =>
      expect(
        callsTo(fetchMock, 'obtener-conf-agenda').map((c) =>
          c.url.searchParams.get('id_peluquero_sucursal'),
        ),
      ).toEqual(['4', '5']),
    );
    expect(callsTo(fetchMock, 'obtener-dias-laborables')).toHaveLength(2);
    expect(callsTo(fetchMock, 'obtener-dias-no-laborables')).toHaveLength(2);

    await user.selectOptions(select('Servicio'), '31');
    // another branch: professional and service reset
    await user.selectOptions(select('Sucursal'), 'Centro');
    expect(select('Profesional')).toHaveValue('');
    expect(select('Servicio')).toHaveValue('');
    expect(next).toBeDisabled();
  });

  it('shows the branch loading error', async () => {
    mockBookingApi({ 'get-all-sucursales': () => new Response('{}', { status: 500 }) });
    render();
    expect(
      await screen.findByText('Ocurrió un error al obtener las sucursales.'),
    ).toBeInTheDocument();
  });
});
