import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { errorResponse, jsonResponse, renderAt } from '@/test/render';
import { ShopWindow } from './shop-window';

/** The home page's shop window over the public endpoints (ADR 0091), every state. */
const fetchMock = vi.fn<typeof fetch>();
beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});

const day = (dia_semana: number, activo: '0' | '1', shifts: string[]) => ({
  id_dia_laborable: dia_semana + 1,
  id_peluquero_sucursal: 0,
  dia_semana,
  activo,
  hora_inicio1: shifts[0] ?? '00:00',
  hora_fin1: shifts[1] ?? '00:00',
  segundo_turno: shifts.length > 2 ? '1' : '0',
  hora_inicio2: shifts[2] ?? '00:00',
  hora_fin2: shifts[3] ?? '00:00',
});
const weekdays = (shifts: string[], saturday: string[] = []) =>
  Array.from({ length: 7 }, (_, d) =>
    d < 5
      ? day(d, '1', shifts)
      : d === 5 && saturday.length
        ? day(d, '1', saturday)
        : day(d, '0', []),
  );

interface Studio {
  branches?: unknown[] | 'error';
  services?: unknown[] | 'error';
  options?: Record<string, string>;
  staff?: Record<string, unknown[]>;
  days?: Record<string, unknown[] | 'error'>;
}
const ok = (data: unknown) => jsonResponse(200, { success: true, data });
const failure = () => errorResponse(500, 1099, 'Error interno del servidor');

function answer(studio: Studio) {
  fetchMock.mockImplementation(async (input) => {
    const url = new URL(String(input), 'http://x');
    const q = (k: string) => url.searchParams.get(k) ?? '';
    const name = url.pathname.split('/').pop();
    if (name === 'get-all-sucursales')
      return studio.branches === 'error' ? failure() : ok({ sucursales: studio.branches ?? [] });
    if (name === 'get-all-servicios')
      return studio.services === 'error' ? failure() : ok({ servicios: studio.services ?? [] });
    if (name === 'get-peluqueros-por-sucursal')
      return ok({ peluqueros: studio.staff?.[q('id_sucursal')] ?? [] });
    if (name === 'obtener-dias-laborables') {
      const d = studio.days?.[q('id_peluquero_sucursal')];
      return d === 'error' ? failure() : ok({ diasLaborables: d ?? [] });
    }
    if (name === 'obtener-opcion') return ok(studio.options?.[q('opcion')] ?? '');
    return errorResponse(404, 1002, 'No encontrado');
  });
}

const service = (id: number, nombre: string, duracion = 3, price = '2500.00') => ({
  id_servicio: id,
  nombre,
  descripcion: '',
  duracion,
  ocupacion: '1'.repeat(duracion),
  precio: price,
});

describe('ShopWindow', () => {
  it('shows each branch with its map and hours, the services to book, and the contact', async () => {
    answer({
      branches: [
        { id: 1, nombre: 'Centro', direccion: 'San Martín 455, Comodoro Rivadavia' },
        { id: 2, nombre: 'Rada Tilly', direccion: 'Av. Moyano 850, Rada Tilly' },
      ],
      staff: {
        '1': [
          { id_peluquero_sucursal: 11, nombre: 'Ana', funcion: 'peluquera' },
          { id_peluquero_sucursal: 12, nombre: 'Bruno', funcion: 'barbero' },
        ],
        '2': [],
      },
      days: {
        '11': weekdays(['09:00', '13:00'], ['09:00', '13:00']),
        '12': weekdays(['12:00', '14:00', '16:00', '20:00']),
      },
      services: [
        service(2, 'Corte de dama', 3, '9500.00'),
        ...Array.from({ length: 6 }, (_, i) => service(10 + i, `Servicio ${i + 1}`)),
      ],
      options: {
        turnos_contacto_whatsapp: '+54 9 297 412-3456',
        turnos_contacto_instagram: 'https://www.instagram.com/peluqueria.sol/',
      },
    });
    renderAt('/', <ShopWindow siteName="Peluquería Sol" />);

    expect(screen.getByRole('heading', { level: 1, name: 'Peluquería Sol' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Reservar turno' })).toHaveAttribute(
      'href',
      '/cliente/reservar-turno',
    );

    const centro = await screen.findByRole('article', { name: 'Centro' });
    expect(within(centro).getByText('San Martín 455, Comodoro Rivadavia')).toBeInTheDocument();
    expect(within(centro).getByRole('link', { name: /Ver en el mapa: Centro/ })).toHaveAttribute(
      'href',
      'https://www.google.com/maps/search/?api=1&query=San%20Mart%C3%ADn%20455%2C%20Comodoro%20Rivadavia',
    );
    // Ana 9–13 and Bruno 12–14 and 16–20 on weekdays; Ana alone on Saturday
    expect(await within(centro).findByText('Lunes a viernes')).toBeInTheDocument();
    // each range is its own unbreakable piece: the line reads as one text
    expect(
      within(centro).getByText(
        (_, el) => el?.tagName === 'DD' && el.textContent === '09:00 a 14:00 y 16:00 a 20:00',
      ),
    ).toBeInTheDocument();
    expect(within(centro).getByText('Sábado')).toBeInTheDocument();
    expect(within(centro).getByText('09:00 a 13:00')).toBeInTheDocument();
    expect(within(centro).getByText('Domingo')).toBeInTheDocument();
    expect(within(centro).getByText('Cerrado')).toBeInTheDocument();
    // a branch without professionals yet has no hours to show
    const rada = screen.getByRole('article', { name: 'Rada Tilly' });
    expect(await within(rada).findByText('Horarios a confirmar.')).toBeInTheDocument();

    // the first six services, each bookable with that service chosen, and the full list
    const services = screen.getByRole('region', { name: 'Servicios' });
    expect(within(services).getAllByRole('listitem')).toHaveLength(6);
    expect(within(services).getByText('45 min · $ 9.500')).toBeInTheDocument();
    expect(
      within(services).getByRole('link', { name: 'Reservar turno: Corte de dama' }),
    ).toHaveAttribute('href', '/cliente/reservar-turno?servicio=2');
    expect(within(services).getByRole('link', { name: 'Ver los 7 servicios' })).toHaveAttribute(
      'href',
      '/listado-servicios',
    );

    const contact = await screen.findByRole('region', { name: 'Contacto' });
    expect(within(contact).getByRole('link', { name: /WhatsApp/ })).toHaveAttribute(
      'href',
      'https://wa.me/5492974123456',
    );
    const instagram = within(contact).getByRole('link', { name: /Instagram/ });
    expect(instagram).toHaveAttribute('href', 'https://www.instagram.com/peluqueria.sol/');
    expect(instagram).toHaveTextContent('@peluqueria.sol');
    for (const link of within(contact).getAllByRole('link')) {
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
  });

  it('without contact options there is no contact section; empty lists say so', async () => {
    answer({ branches: [], services: [] });
    renderAt('/', <ShopWindow siteName="Turnos" />);
    expect(
      await screen.findByText('Pronto vas a ver acá nuestras sucursales.'),
    ).toBeInTheDocument();
    expect(await screen.findByText('Pronto vas a ver acá nuestros servicios.')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Contacto' })).not.toBeInTheDocument();
  });

  it('an invalid stored contact shows no broken link', async () => {
    answer({ options: { turnos_contacto_whatsapp: 'llamanos', turnos_contacto_instagram: 'a b' } });
    renderAt('/', <ShopWindow siteName="Turnos" />);
    await screen.findByText('Pronto vas a ver acá nuestras sucursales.');
    expect(screen.queryByRole('region', { name: 'Contacto' })).not.toBeInTheDocument();
  });

  it('a part that fails says so and tries again; the rest of the page stays', async () => {
    const studio: Studio = {
      branches: 'error',
      services: [service(2, 'Corte de dama')],
    };
    answer(studio);
    const user = userEvent.setup();
    renderAt('/', <ShopWindow siteName="Turnos" />);
    expect(await screen.findByText('No pudimos cargar las sucursales.')).toBeInTheDocument();
    expect(
      await screen.findByRole('link', { name: 'Reservar turno: Corte de dama' }),
    ).toBeInTheDocument();
    studio.branches = [{ id: 1, nombre: 'Centro', direccion: 'San Martín 455' }];
    studio.staff = { '1': [{ id_peluquero_sucursal: 11, nombre: 'Ana', funcion: '' }] };
    studio.days = { '11': 'error' };
    await user.click(screen.getByRole('button', { name: 'Reintentar' }));
    const centro = await screen.findByRole('article', { name: 'Centro' });
    expect(await within(centro).findByText('No pudimos cargar los horarios.')).toBeInTheDocument();
    studio.days = { '11': weekdays(['10:00', '18:00']) };
    await user.click(within(centro).getByRole('button', { name: 'Reintentar' }));
    expect(await within(centro).findByText('10:00 a 18:00')).toBeInTheDocument();
  });
});
