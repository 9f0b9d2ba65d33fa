import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configure, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderRoutes } from '@/test/render';
import { mockApi } from '@/test/mock-api';
import { AgendaScreen } from './agenda-screen';
import { FECHA, rulesRoutes, slot, appointment } from './agenda-test-api';

configure({ asyncUtilTimeout: 8000 });

// The agenda offers only what the server's booking rule accepts (ADR 0020): a free slot later
// than now; an overbooking today (even at an hour already past) or later, never an earlier day.
// Now: FECHA (Monday 2030-03-04) at 12:00 in Buenos Aires.
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(`${FECHA}T15:00:00Z`));
});
afterEach(() => vi.useRealTimers());

function show(fecha: string) {
  mockApi({
    ...rulesRoutes,
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
    'obtener-agenda': {
      data: [
        slot({ hora: '09:00' }),
        appointment(11, '09:30'),
        slot({ hora: '12:00' }),
        slot({ hora: '12:15' }),
      ],
    },
  });
  renderRoutes(
    [{ path: '/agenda', element: <AgendaScreen professionalBranchId="5" /> }],
    `/agenda?fecha=${fecha}`,
  );
}
const row = (hora: string) =>
  screen.getByRole('listitem', { name: new RegExp(`^Horario ${hora}`) });
const button = (hora: string, name: string) =>
  within(row(hora)).queryByRole('button', { name: `${name} a las ${hora}` });

describe('assign offers follow the booking rule', () => {
  it('today: a free slot only after the current minute; overbooking at any hour', async () => {
    show(FECHA);
    await screen.findByRole('list', { name: 'Horarios' });
    expect(button('09:00', 'Asignar turno')).not.toBeInTheDocument();
    expect(button('12:00', 'Asignar turno')).not.toBeInTheDocument();
    expect(button('12:15', 'Asignar turno')).toBeInTheDocument();
    expect(button('09:30', 'Asignar sobreturno')).toBeInTheDocument();
    // a free time already past: a walk-in is recorded as an overbooking; nothing else is offered
    expect(button('09:00', 'Asignar sobreturno')).toBeInTheDocument();
    expect(button('09:00', 'Marcar ocupado')).not.toBeInTheDocument();
    expect(button('12:15', 'Asignar sobreturno')).not.toBeInTheDocument();
    expect(button('12:15', 'Marcar ocupado')).toBeInTheDocument();
  });

  it('an earlier day: neither appointments nor overbookings', async () => {
    show('2030-03-01');
    await screen.findByRole('list', { name: 'Horarios' });
    expect(button('12:15', 'Asignar turno')).not.toBeInTheDocument();
    expect(button('09:30', 'Asignar sobreturno')).not.toBeInTheDocument();
    expect(button('09:00', 'Asignar sobreturno')).not.toBeInTheDocument();
    expect(button('09:00', 'Marcar ocupado')).not.toBeInTheDocument();
  });

  it('a later day: both', async () => {
    show('2030-03-05');
    await screen.findByRole('list', { name: 'Horarios' });
    expect(button('09:00', 'Asignar turno')).toBeInTheDocument();
    expect(button('09:30', 'Asignar sobreturno')).toBeInTheDocument();
  });

  it('overbooking starts: every 15 minutes, only those the chosen service ends by 24:00 from', async () => {
    show(FECHA);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Asignar sobreturno a las 09:30' }));
    const dialog = screen.getByRole('dialog', { name: 'Asignar sobreturno' });
    const startOptions = async () => {
      await user.click(within(dialog).getByRole('combobox', { name: /Hora de inicio/ }));
      const names = (await screen.findAllByRole('option')).map((o) => o.textContent);
      await user.keyboard('{Escape}');
      return names;
    };
    const before = await startOptions();
    expect(before).toHaveLength(96);
    expect(before.at(-1)).toBe('23:45');
    await user.click(within(dialog).getByRole('combobox', { name: /Servicio/ }));
    await user.click(await screen.findByRole('option', { name: 'Corte de dama' }));
    const after = await startOptions();
    expect(after[0]).toBe('00:00');
    expect(after.at(-1)).toBe('23:15'); // three modules: ends at 24:00
  });
});
