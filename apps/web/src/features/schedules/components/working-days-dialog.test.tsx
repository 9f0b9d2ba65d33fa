import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { scheduleMsg } from '@turnos/domain';
import { calledUrl, errorResponse, jsonResponse, renderAt, sentBody } from '@/test/render';
import { SCHEDULE_SAVE_ERROR, SCHEDULE_SAVED, WorkingDaysDialog } from './working-days-dialog';

const fetchMock = vi.fn<typeof fetch>();
const ID = 7;
const day = (dia: number, activo: boolean) => ({
  id_dia_laborable: dia + 1,
  id_peluquero_sucursal: ID,
  dia_semana: dia,
  activo: activo ? '1' : '0',
  hora_inicio1: activo ? '09:00' : '00:00',
  hora_fin1: activo ? '13:00' : '00:00',
  segundo_turno: '0',
  hora_inicio2: '00:00',
  hora_fin2: '00:00',
});
const conf = {
  id_peluquero_sucursal: ID,
  tiempo_turno: 30,
  grilla_turnos: 15,
  permite_gap_entre_turnos: '1',
  gap_entre_turnos: 15,
  dias_agenda_abierta: '0',
  tipo_de_cobro_de_reserva: 0,
  valor_de_cobro_de_reserva: '0.00',
  horas_caducidad_reserva_impaga: 0,
  horas_reprogramar_turno: 0,
};

function serve(failDay?: number) {
  fetchMock.mockImplementation((input, init) => {
    const url = String(input);
    if (url.includes('obtener-dias-laborables'))
      return Promise.resolve(
        jsonResponse(200, {
          success: true,
          data: { diasLaborables: [0, 1, 2, 3, 4, 5, 6].map((d) => day(d, d < 6)) },
        }),
      );
    if (url.includes('obtener-conf-agenda'))
      return Promise.resolve(jsonResponse(200, { success: true, data: { confAgenda: conf } }));
    const body =
      typeof init?.body === 'string' ? (JSON.parse(init.body) as { dia_semana?: number }) : {};
    if (failDay !== undefined && body.dia_semana === failDay)
      return Promise.resolve(errorResponse(500, 1099, 'Error interno del servidor'));
    return Promise.resolve(jsonResponse(200, { success: true, data: {} }));
  });
}

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});

async function open() {
  const onClose = vi.fn();
  renderAt('/', <WorkingDaysDialog professionalBranchId={ID} open onClose={onClose} />);
  await screen.findByRole('group', { name: 'Lunes' });
  return onClose;
}

const dayGroup = (name: string) => screen.getByRole('group', { name });
const select = (dayName: string, label: string) => within(dayGroup(dayName)).getByLabelText(label);
const save = () => screen.getByRole('button', { name: 'Guardar' });

describe('WorkingDaysDialog', { timeout: 120_000 }, () => {
  it('loads the seven weekdays; an inactive day has its times disabled', async () => {
    serve();
    await open();
    expect(screen.getAllByRole('group')).toHaveLength(7);
    expect(select('Domingo', 'Inicio 1er turno')).toBeDisabled();
    expect(select('Lunes', 'Inicio 1er turno')).toHaveValue('09:00');
    expect(select('Lunes', 'Inicio 2do turno')).toBeDisabled();
    expect(screen.getByLabelText('Agenda abierta')).toHaveDisplayValue('Siempre');
    const ends = within(select('Lunes', 'Fin 1er turno'))
      .getAllByRole('option')
      .map((o) => o.textContent);
    expect(ends).toContain('00:29');
    expect(ends).toContain('23:29');
    expect(ends.at(-1)).toBe('23:30');
    const starts = within(select('Lunes', 'Inicio 1er turno'))
      .getAllByRole('option')
      .map((o) => o.textContent);
    expect(starts[1]).toBe('00:00');
    expect(starts.at(-1)).toBe('23:59');
  });

  it('defaults a second shift to 22:30–23:29 and resets it to 00:00–00:00', async () => {
    serve();
    const user = userEvent.setup();
    await open();
    await user.click(screen.getByRole('switch', { name: 'Lunes: segundo turno' }));
    expect(select('Lunes', 'Inicio 2do turno')).toHaveValue('22:30');
    expect(select('Lunes', 'Fin 2do turno')).toHaveValue('23:29');
    expect(select('Lunes', 'Inicio 2do turno')).toBeEnabled();
    await user.click(screen.getByRole('switch', { name: 'Lunes: segundo turno' }));
    expect(select('Lunes', 'Inicio 2do turno')).toHaveValue('00:00');
    expect(select('Lunes', 'Fin 2do turno')).toBeDisabled();
  });

  it(
    'shows every seed §5 weekday message under its day and sends nothing',
    { timeout: 120_000 },
    async () => {
      serve();
      const user = userEvent.setup();
      await open();
      // Lunes: first shift incomplete
      await user.selectOptions(select('Lunes', 'Fin 1er turno'), '');
      // Martes: start not before end
      await user.selectOptions(select('Martes', 'Inicio 1er turno'), '13:00');
      // Miércoles: second shift incomplete
      await user.click(screen.getByRole('switch', { name: 'Miércoles: segundo turno' }));
      await user.selectOptions(select('Miércoles', 'Inicio 2do turno'), '');
      // Jueves: second shift starts before the first ends
      await user.click(screen.getByRole('switch', { name: 'Jueves: segundo turno' }));
      await user.selectOptions(select('Jueves', 'Inicio 2do turno'), '12:00');
      // Viernes: second shift start not before its end
      await user.click(screen.getByRole('switch', { name: 'Viernes: segundo turno' }));
      await user.selectOptions(select('Viernes', 'Inicio 2do turno'), '23:30');
      // Domingo switched on without hours
      await user.click(screen.getByRole('switch', { name: 'Domingo: día laborable' }));
      await user.click(save());

      const msgOf = (d: string) => within(dayGroup(d)).getByRole('alert');
      expect(msgOf('Lunes')).toHaveTextContent(scheduleMsg.shift1);
      expect(msgOf('Martes')).toHaveTextContent(scheduleMsg.startBeforeEnd);
      expect(msgOf('Miércoles')).toHaveTextContent(scheduleMsg.shift2);
      expect(msgOf('Jueves')).toHaveTextContent(scheduleMsg.shift2AfterShift1);
      expect(msgOf('Viernes')).toHaveTextContent(scheduleMsg.startBeforeEnd);
      expect(msgOf('Domingo')).toHaveTextContent(scheduleMsg.shift1);
      expect(within(dayGroup('Sábado')).queryByRole('alert')).not.toBeInTheDocument();
      expect(dayGroup('Lunes')).toHaveAccessibleDescription(scheduleMsg.shift1);
      expect(fetchMock).toHaveBeenCalledTimes(2);
    },
  );

  it(
    'checks duration, grid and agenda time with the seed messages',
    { timeout: 90_000 },
    async () => {
      serve();
      const user = userEvent.setup();
      await open();
      const tiempo = screen.getByLabelText('Duración mínima del turno');
      const grilla = screen.getByLabelText('Grilla de turnos');
      const agenda = screen.getByLabelText('Agenda abierta');

      await user.selectOptions(tiempo, '');
      await user.selectOptions(grilla, '');
      await user.selectOptions(agenda, '');
      await user.click(save());
      expect(await screen.findByText(scheduleMsg.tiempoTurno)).toBeInTheDocument();
      expect(screen.getByText(scheduleMsg.grilla)).toBeInTheDocument();
      expect(screen.getByText(scheduleMsg.diasAgenda)).toBeInTheDocument();

      await user.selectOptions(tiempo, '30');
      await user.selectOptions(grilla, '60');
      await user.selectOptions(agenda, '30');
      await user.click(save());
      expect(await screen.findByText(scheduleMsg.grillaMayor)).toBeInTheDocument();

      await user.selectOptions(tiempo, '75');
      await user.selectOptions(grilla, '30');
      await user.click(save());
      expect(await screen.findByText(scheduleMsg.grillaDivisor)).toBeInTheDocument();
      expect(screen.queryByText(scheduleMsg.grillaMayor)).not.toBeInTheDocument();
      expect(fetchMock).toHaveBeenCalledTimes(2);
    },
  );

  it('sends the seven days and the configuration together (gap 1 / 15)', async () => {
    serve();
    const user = userEvent.setup();
    const onClose = await open();
    await user.click(screen.getByRole('switch', { name: 'Lunes: segundo turno' }));
    await user.selectOptions(screen.getByLabelText('Agenda abierta'), '14');
    // contract §6.4: the clients' minimum notice
    const notice = screen.getByLabelText('Anticipación mínima para reservar');
    expect(notice).toHaveDisplayValue('Sin mínimo');
    await user.selectOptions(notice, '24');
    await user.click(save());
    expect(await screen.findByText(SCHEDULE_SAVED)).toBeInTheDocument();
    const calls = fetchMock.mock.calls.map((_, i) => calledUrl(fetchMock, i));
    expect(calls.filter((u) => u.endsWith('/actualizar-dia-laborable'))).toHaveLength(7);
    const confAt = calls.findIndex((u) => u.endsWith('/actualizar-conf-agenda'));
    expect(sentBody(fetchMock, confAt)).toEqual({
      id_peluquero_sucursal: ID,
      tiempo_turno: 30,
      grilla_turnos: 15,
      permite_gap_entre_turnos: 1,
      gap_entre_turnos: 15,
      dias_agenda_abierta: 14,
      horas_anticipacion_minima: 24,
    });
    const monday = calls.findIndex(
      (u, i) =>
        u.endsWith('/actualizar-dia-laborable') &&
        (sentBody(fetchMock, i) as { dia_semana: number }).dia_semana === 0,
    );
    expect(sentBody(fetchMock, monday)).toEqual({
      id_peluquero_sucursal: ID,
      dia_semana: 0,
      activo: '1',
      hora_inicio1: '09:00',
      hora_fin1: '13:00',
      segundo_turno: '1',
      hora_inicio2: '22:30',
      hora_fin2: '23:29',
    });
    expect(onClose).toHaveBeenCalled();
  });

  it('reports a failure of any of the saves', async () => {
    serve(4);
    const user = userEvent.setup();
    const onClose = await open();
    await user.click(save());
    expect(await screen.findByText(SCHEDULE_SAVE_ERROR)).toBeInTheDocument();
    const saves = fetchMock.mock.calls.filter((c) => String(c[0]).includes('/actualizar-'));
    expect(saves).toHaveLength(8);
    expect(onClose).not.toHaveBeenCalled();
  });
});
