import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderAt } from '@/test/render';
import { callsTo } from '@/test/mock-api';
import { mockBookingApi, coloringService } from './booking-test-api';
import { BookingWizard } from './booking-wizard';

const select = (name: string) => screen.getByRole('combobox', { name });

function render() {
  renderAt('/cliente/reservar-turno', <BookingWizard clientId={7} />);
}

const MUST_COMPLETE = '¡Debe completar todos los campos!';
const corte = { ...coloringService, id_servicio_de_peluquero_por_sucursal: 32, nombre: 'Corte' };
/** two branches, two professionals, two services: nothing is chosen for the client */
const twoOfEach = {
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
  'obtener-servicios-asociados': { data: { serviciosPeluquero: [coloringService, corte] } },
};

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

  it('says what a field waits for while the choice before it is missing, not "Sin opciones"', async () => {
    mockBookingApi(twoOfEach);
    const user = userEvent.setup();
    render();
    await screen.findByRole('option', { name: 'Km 3' });
    expect(select('Profesional')).toBeDisabled();
    expect(select('Profesional')).toHaveDisplayValue('Elegí primero la sucursal');
    expect(select('Servicio')).toHaveDisplayValue('Elegí primero el profesional');
    expect(screen.queryByText('Sin opciones')).not.toBeInTheDocument();

    await user.selectOptions(select('Sucursal'), 'Km 3');
    await screen.findByRole('option', { name: 'Martín Gómez (Barbero)' });
    expect(select('Profesional')).toHaveDisplayValue('Elegí una opción');
    expect(select('Servicio')).toHaveDisplayValue('Elegí primero el profesional');
    await user.selectOptions(select('Profesional'), 'Martín Gómez (Barbero)');
    await screen.findByRole('option', { name: 'Corte' });
    expect(select('Servicio')).toHaveDisplayValue('Elegí una opción');
  });

  it('shows no validation message on arrival, only after pressing Siguiente', async () => {
    mockBookingApi(twoOfEach);
    const user = userEvent.setup();
    render();
    await screen.findByRole('option', { name: 'Km 3' });
    expect(screen.queryByText(MUST_COMPLETE)).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    for (const name of ['Sucursal', 'Profesional', 'Servicio']) {
      expect(select(name)).not.toHaveAttribute('aria-invalid', 'true');
    }
    const next = screen.getByRole('button', { name: 'Siguiente' });
    expect(next).toBeEnabled();

    await user.click(next);
    expect(screen.getByRole('alert')).toHaveTextContent(MUST_COMPLETE);
    expect(select('Sucursal')).toHaveAttribute('aria-invalid', 'true');
    expect(select('Sucursal')).toHaveAccessibleDescription(MUST_COMPLETE);
    expect(select('Sucursal')).toHaveFocus();
    // still step 1
    expect(
      screen.queryByRole('heading', { name: 'Elegir fecha y horario' }),
    ).not.toBeInTheDocument();

    await user.selectOptions(select('Sucursal'), 'Km 3');
    expect(select('Sucursal')).not.toHaveAttribute('aria-invalid', 'true');
    // the attempt was made: what is still missing stays marked
    await screen.findByRole('option', { name: 'Martín Gómez (Barbero)' });
    expect(select('Profesional')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText(MUST_COMPLETE)).toBeInTheDocument();
    await user.selectOptions(select('Profesional'), '4');
    await screen.findByRole('option', { name: 'Corte' });
    await user.selectOptions(select('Servicio'), '32');
    expect(screen.queryByText(MUST_COMPLETE)).not.toBeInTheDocument();
    await user.click(next);
    expect(
      await screen.findByRole('heading', { name: 'Elegir fecha y horario' }),
    ).toBeInTheDocument();
  });

  it('shows the message when the user leaves a choice empty, not before', async () => {
    mockBookingApi(twoOfEach);
    const user = userEvent.setup();
    render();
    await screen.findByRole('option', { name: 'Km 3' });
    await user.click(select('Sucursal'));
    expect(screen.queryByText(MUST_COMPLETE)).not.toBeInTheDocument();
    await user.tab();
    expect(screen.getByRole('alert')).toHaveTextContent(MUST_COMPLETE);
    expect(select('Sucursal')).toHaveAttribute('aria-invalid', 'true');
    // the professional was never visited: not marked
    await user.selectOptions(select('Sucursal'), 'Km 3');
    await screen.findByRole('option', { name: 'Martín Gómez (Barbero)' });
    expect(select('Profesional')).not.toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByText(MUST_COMPLETE)).not.toBeInTheDocument();
  });

  it('a new branch or professional resets what depends on it', async () => {
    const fetchMock = mockBookingApi(twoOfEach);
    const user = userEvent.setup();
    render();
    await screen.findByRole('option', { name: 'Km 3' });
    expect(select('Profesional')).toBeDisabled();

    await user.selectOptions(select('Sucursal'), 'Km 3');
    await screen.findByRole('option', { name: 'Martín Gómez (Barbero)' });
    await user.selectOptions(select('Profesional'), '4');
    await screen.findByRole('option', { name: 'Corte' });
    await user.selectOptions(select('Servicio'), '32');

    // another professional: the service resets and that professional's agenda is loaded
    await user.selectOptions(select('Profesional'), '5');
    expect(select('Servicio')).toHaveValue('');
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
  });

  it('shows the branch loading error', async () => {
    mockBookingApi({ 'get-all-sucursales': () => new Response('{}', { status: 500 }) });
    render();
    expect(
      await screen.findByText('Ocurrió un error al obtener las sucursales.'),
    ).toBeInTheDocument();
  });
});
