import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configure, screen, within } from '@testing-library/react';
import { renderRoutes } from '@/test/render';
import { mockApi } from '@/test/mock-api';
import { AgendaScreen } from './agenda-screen';
import { FECHA, rulesRoutes, slot, turno } from './agenda-test-api';

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
    'obtener-agenda': {
      data: [
        slot({ hora: '09:00' }),
        turno(11, '09:30'),
        slot({ hora: '12:00' }),
        slot({ hora: '12:15' }),
      ],
    },
  });
  renderRoutes(
    [{ path: '/agenda', element: <AgendaScreen idPeluqueroSucursal="5" /> }],
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
  });

  it('an earlier day: neither appointments nor overbookings', async () => {
    show('2030-03-01');
    await screen.findByRole('list', { name: 'Horarios' });
    expect(button('12:15', 'Asignar turno')).not.toBeInTheDocument();
    expect(button('09:30', 'Asignar sobreturno')).not.toBeInTheDocument();
  });

  it('a later day: both', async () => {
    show('2030-03-05');
    await screen.findByRole('list', { name: 'Horarios' });
    expect(button('09:00', 'Asignar turno')).toBeInTheDocument();
    expect(button('09:30', 'Asignar sobreturno')).toBeInTheDocument();
  });
});
