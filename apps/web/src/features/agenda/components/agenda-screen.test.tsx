import { describe, expect, it } from 'vitest';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { errorResponse, jsonResponse, renderRoutes } from '@/test/render';
import { callsTo, mockApi, type MockRoute } from '@/test/mock-api';
import type { AgendaSlot } from '@/api/appointments';
import { OVERBOOKING_COLORS, overbookingColor } from '../utils/overbooking-colors';
import { AgendaScreen } from './agenda-screen';
import { FECHA, rulesRoutes, slot, appointment } from './agenda-test-api';

// the date picker makes the first render slow in jsdom
configure({ asyncUtilTimeout: 8000 });

function setup(slots: AgendaSlot[], extra: Record<string, MockRoute> = {}) {
  const fetchMock = mockApi({ ...rulesRoutes, 'obtener-agenda': { data: slots }, ...extra });
  renderRoutes(
    [{ path: '/agenda', element: <AgendaScreen professionalBranchId="5" /> }],
    `/agenda?fecha=${FECHA}`,
  );
  return fetchMock;
}

const row = (hora: string) =>
  screen.getByRole('listitem', { name: new RegExp(`^Horario ${hora}`) });
const rgb = (hex: string) => {
  const n = parseInt(hex.slice(1), 16);
  return `rgb(${n >> 16}, ${(n >> 8) & 255}, ${n & 255})`;
};

describe('AgendaScreen', () => {
  it('shows each slot state with its actions', async () => {
    setup([
      slot({ hora: '08:30', estado: 'no_laboral' }),
      slot({ hora: '09:00' }),
      appointment(11, '09:30', { reserva_paga: '1', monto_reserva: '3000.00' }),
      appointment(11, '10:00', { reserva_paga: '1', monto_reserva: '3000.00' }),
      slot({ hora: '10:30', estado: 'ocupado', id_turno: 12 }),
      appointment(13, '11:00', { reserva_paga: '0', monto_reserva: '3000.00' }),
    ]);
    await screen.findByRole('list', { name: 'Horarios' });
    expect(row('08:30')).toHaveAttribute('data-estado', 'no_laboral');
    expect(within(row('08:30')).getByText('No laboral')).toBeInTheDocument();
    expect(within(row('08:30')).queryByRole('button')).not.toBeInTheDocument();

    expect(
      within(row('09:00')).getByRole('button', { name: 'Asignar turno a las 09:00' }),
    ).toBeEnabled();
    expect(
      within(row('09:00')).getByRole('button', { name: 'Marcar ocupado a las 09:00' }),
    ).toBeEnabled();

    const appt = within(row('09:30')).getByRole('button', {
      name: /Turno de Cliente 11, Corte de dama$/,
    });
    expect(within(appt).getByText('Seña paga')).toBeInTheDocument();
    expect(within(row('10:00')).getByRole('button', { name: /\(continúa\)/ })).toBeInTheDocument();
    expect(within(row('11:00')).getByText('Seña impaga')).toBeInTheDocument();

    expect(within(row('10:30')).getByText('Turno ocupado')).toBeInTheDocument();
    expect(
      within(row('10:30')).getByRole('button', { name: 'Liberar horario de las 10:30' }),
    ).toBeInTheDocument();
  });

  it('draws overbookings beside their slot in the presets, in order, cycling after 14', async () => {
    const over = Array.from({ length: 15 }, (_, i) =>
      appointment(100 + i, '09:30', { sobreturno: '1', cliente_nombre: `Sobre ${i}` }),
    );
    setup([appointment(11, '09:30'), ...over]);
    await screen.findByRole('list', { name: 'Horarios' });
    const chips = within(row('09:30')).getAllByRole('button', { name: /^Sobreturno de/ });
    expect(chips).toHaveLength(15);
    expect(chips[0]).toHaveStyle({ backgroundColor: rgb(OVERBOOKING_COLORS[0]!.bg) });
    expect(chips[1]).toHaveStyle({ backgroundColor: rgb(OVERBOOKING_COLORS[1]!.bg) });
    expect(chips[14]).toHaveStyle({ backgroundColor: rgb(OVERBOOKING_COLORS[0]!.bg) });
    expect(OVERBOOKING_COLORS).toHaveLength(14);
    expect(new Set(OVERBOOKING_COLORS.map((c) => c.bg)).size).toBe(14);
    expect(overbookingColor(27)).toBe(OVERBOOKING_COLORS[13]);
  });

  it('marks a free slot busy and frees a busy one', async () => {
    const fetchMock = setup(
      [slot({ hora: '09:00' }), slot({ hora: '10:30', estado: 'ocupado', id_turno: 12 })],
      {
        'POST marcar-ocupado': () => jsonResponse(200, { success: true, data: { id_turno: 20 } }),
        'DELETE cancelar-turno': () => jsonResponse(200, { success: true, data: { id_turno: 12 } }),
      },
    );
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Marcar ocupado a las 09:00' }));
    expect(await screen.findByText('¡Horario marcado como ocupado!')).toBeInTheDocument();
    const [busy] = callsTo(fetchMock, 'marcar-ocupado');
    expect(JSON.parse(String(busy?.init?.body))).toEqual({
      id_peluquero_sucursal: '5',
      fecha: FECHA,
      hora: '09:00',
    });

    await user.click(await screen.findByRole('button', { name: 'Liberar horario de las 10:30' }));
    expect(await screen.findByText('¡Horario liberado!')).toBeInTheDocument();
    const [freed] = callsTo(fetchMock, 'cancelar-turno');
    expect(JSON.parse(String(freed?.init?.body))).toEqual({
      id_turno: 12,
      cancelado_por: 'profesional',
    });
  });

  it('shows the appointment info with a WhatsApp link and cancels as the professional', async () => {
    const fetchMock = setup([appointment(11, '09:30', { fecha: '2099-01-01' })], {
      'DELETE cancelar-turno': () => jsonResponse(200, { success: true, data: { id_turno: 11 } }),
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: /Turno de Cliente 11/ }));
    const info = screen.getByRole('dialog', { name: 'Info del horario' });
    expect(within(info).getByRole('link', { name: /WhatsApp/ })).toHaveAttribute(
      'href',
      'https://wa.me/5492971234567',
    );
    await user.click(within(info).getByRole('button', { name: 'Cancelar turno' }));
    const confirm = screen.getByRole('dialog', { name: 'Cancelar turno' });
    expect(confirm).toHaveTextContent(
      'Esta operación no se puede deshacer. ¿Está seguro de cancelar el turno?',
    );
    await user.click(within(confirm).getByRole('button', { name: 'Cancelar turno' }));
    await waitFor(() => expect(callsTo(fetchMock, 'cancelar-turno')).toHaveLength(1));
    const body = JSON.parse(String(callsTo(fetchMock, 'cancelar-turno')[0]?.init?.body));
    expect(body).toEqual({ id_turno: 11, cancelado_por: 'profesional' });
  });

  it('shows the seed error text with a retry when the agenda fails', async () => {
    const fetchMock = setup([], {
      'obtener-agenda': () => errorResponse(500, 1099, 'Error interno del servidor'),
    });
    expect(
      await screen.findByText('Hubo un error al obtener la agenda de turnos del profesional'),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
    await waitFor(() =>
      expect(callsTo(fetchMock, 'obtener-agenda').length).toBeGreaterThanOrEqual(2),
    );
  });
});
