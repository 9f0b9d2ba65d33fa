import { describe, expect, it } from 'vitest';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { addDays } from '@turnos/domain';
import { renderRoutes } from '@/test/render';
import { callsTo, mockApi } from '@/test/mock-api';
import { AgendaScreen } from './agenda-screen';
import { FECHA, asStaff, ownBranchesRoute, rulesRoutes, slot } from './agenda-test-api';

/**
 * "Repetir cada N semanas, M veces" in the staff booking dialog (contract §7.7, issue 33): the
 * preview of each date (free, or why not — the closures of the professional-branch's own branch,
 * read with its id), reservar-serie with the choice, and the dates the server skipped shown with
 * their reason.
 */
configure({ asyncUtilTimeout: 8000 });

const second = addDays(FECHA, 28);
const third = addDays(FECHA, 56);

function setup(extra: Parameters<typeof mockApi>[0] = {}) {
  return mockApi({
    ...rulesRoutes,
    // professional-branch 5 is at branch 3
    ...ownBranchesRoute,
    'obtener-agenda': { data: [slot({ hora: '09:00' })] },
    'get-all-clientes': {
      data: {
        clientes: [
          {
            ID: 21,
            nombre: 'Valentina López',
            celular: '549297',
            user_email: 'v@t.test',
            user_status: '1',
            user_is_blocked: '0',
          },
        ],
      },
    },
    'obtener-servicios-asociados': {
      data: {
        serviciosPeluquero: [
          {
            id_servicio_de_peluquero_por_sucursal: 31,
            id_servicio: 2,
            nombre: 'Corte de dama',
            duracion: 3,
            activo: '1',
          },
        ],
      },
    },
    // as the server answers: with id_sucursal, that branch's closures and the studio-wide ones;
    // without it, every branch's (branch 9's own on the second date too)
    'obtener-feriados': ({ url }) =>
      new Response(
        JSON.stringify({
          success: true,
          data: {
            feriados: [
              ...(url.searchParams.get('id_sucursal') === '3'
                ? []
                : [
                    {
                      fecha: second,
                      nombre: 'Pintura',
                      tipo: 'cierre',
                      id_sucursal: 9,
                      abierto: '0',
                      id_cierre: 5,
                    },
                  ]),
              {
                fecha: third,
                nombre: 'Inventario',
                tipo: 'cierre',
                id_sucursal: 3,
                abierto: '0',
                id_cierre: 4,
              },
            ],
          },
        }),
        { headers: { 'Content-Type': 'application/json' } },
      ),
    'obtener-horarios-disponibles': ({ url }) =>
      new Response(
        JSON.stringify({
          success: true,
          data: { horarios: url.searchParams.get('fecha') === second ? ['09:00'] : ['10:00'] },
        }),
        { headers: { 'Content-Type': 'application/json' } },
      ),
    'POST reservar-serie': {
      data: {
        id_serie: 7,
        turnos: [],
        no_reservados: [
          {
            fecha: third,
            hora: '09:00',
            motivo: 'La sucursal está cerrada ese día (Inventario).',
          },
        ],
      },
    },
    ...extra,
  });
}

describe('AssignDialog: a series', () => {
  it('previews each date, books the series and shows the skipped dates with the reason', async () => {
    const fetchMock = setup();
    renderRoutes(
      [{ path: '/agenda', element: asStaff(<AgendaScreen professionalBranchId="5" />) }],
      `/agenda?fecha=${FECHA}`,
    );
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Asignar turno a las 09:00' }));
    const dialog = screen.getByRole('dialog', { name: 'Asigna turno' });
    await user.click(within(dialog).getByRole('combobox', { name: 'Cliente' }));
    await user.click(await screen.findByRole('option', { name: /Valentina López/ }));
    await user.click(within(dialog).getByRole('combobox', { name: /Servicio/ }));
    await user.click(await screen.findByRole('option', { name: 'Corte de dama' }));
    await user.click(within(dialog).getByRole('checkbox', { name: 'Repetir' }));
    await user.click(within(dialog).getByRole('combobox', { name: 'Veces' }));
    await user.click(await screen.findByRole('option', { name: '3 veces' }));
    const dates = within(dialog).getByRole('list', { name: 'Fechas de la serie' });
    await waitFor(() => expect(within(dates).getByText('Libre')).toBeInTheDocument());
    expect(within(dates).getByText('No se reserva: Inventario')).toBeInTheDocument();
    // the closures read are the booked professional-branch's branch's, never another's
    expect(within(dates).queryByText(/Pintura/)).toBeNull();
    const years = callsTo(fetchMock, 'obtener-feriados');
    expect(years.length).toBeGreaterThan(0);
    expect(years.every((c) => c.url.searchParams.get('id_sucursal') === '3')).toBe(true);
    await user.click(within(dialog).getByRole('button', { name: 'Reservar la serie' }));
    await waitFor(() => expect(callsTo(fetchMock, 'reservar-serie')).toHaveLength(1));
    const sent = JSON.parse(String(callsTo(fetchMock, 'reservar-serie')[0]?.init?.body));
    expect(sent).toMatchObject({
      id_cliente: 21,
      id_peluquero_sucursal: '5',
      id_servicio_de_peluquero_por_sucursal: 31,
      fecha: FECHA,
      hora: '09:00',
      cada_semanas: 4,
      repeticiones: 3,
    });
    const skipped = await within(dialog).findByRole('list', { name: 'Fechas no reservadas' });
    expect(
      within(skipped).getByText('La sucursal está cerrada ese día (Inventario).'),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Listo' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('past the agenda’s open window a date is not judged by availability (the series books it anyway)', async () => {
    const fetchMock = setup({
      'obtener-conf-agenda': {
        data: {
          confAgenda: {
            id_peluquero_sucursal: 5,
            tiempo_turno: 30,
            grilla_turnos: 30,
            permite_gap_entre_turnos: '0',
            gap_entre_turnos: 0,
            dias_agenda_abierta: '30',
            tipo_de_cobro_de_reserva: 0,
            valor_de_cobro_de_reserva: '0.00',
            horas_caducidad_reserva_impaga: 0,
            horas_reprogramar_turno: 0,
            horas_anticipacion_minima: 0,
            horas_cancelar_turno: 0,
          },
        },
      },
    });
    renderRoutes(
      [{ path: '/agenda', element: asStaff(<AgendaScreen professionalBranchId="5" />) }],
      `/agenda?fecha=${FECHA}`,
    );
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Asignar turno a las 09:00' }));
    const dialog = screen.getByRole('dialog', { name: 'Asigna turno' });
    await user.click(within(dialog).getByRole('combobox', { name: /Servicio/ }));
    await user.click(await screen.findByRole('option', { name: 'Corte de dama' }));
    await user.click(within(dialog).getByRole('checkbox', { name: 'Repetir' }));
    const dates = within(dialog).getByRole('list', { name: 'Fechas de la serie' });
    // 2030 is years past today + 30 days: the closure still says its name, the rest are left to the server
    expect(await within(dates).findByText('No se reserva: Inventario')).toBeInTheDocument();
    expect(
      within(dates).getAllByText('Más allá de la agenda abierta: se comprueba al reservar').length,
    ).toBeGreaterThan(0);
    expect(within(dates).queryByText(/ocupado o fuera de horario/)).toBeNull();
    expect(callsTo(fetchMock, 'obtener-horarios-disponibles')).toHaveLength(0);
  });
});
