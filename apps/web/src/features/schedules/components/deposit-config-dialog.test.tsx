import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { depositMsg } from '@turnos/domain';
import { jsonResponse, renderAt, sentBody } from '@/test/render';
import { DEPOSIT_SAVED, DepositConfigDialog } from './deposit-config-dialog';

const fetchMock = vi.fn<typeof fetch>();
const ID = 3;
const conf = (tipo: number, valor: string, caducidad: number) => ({
  id_peluquero_sucursal: ID,
  tiempo_turno: 30,
  grilla_turnos: 15,
  permite_gap_entre_turnos: '1',
  gap_entre_turnos: 15,
  dias_agenda_abierta: '0',
  tipo_de_cobro_de_reserva: tipo,
  valor_de_cobro_de_reserva: valor,
  horas_caducidad_reserva_impaga: caducidad,
  horas_reprogramar_turno: 24,
  horas_anticipacion_minima: 0,
  horas_cancelar_turno: 0,
});

function serve(c = conf(3, '25.00', 12)) {
  fetchMock.mockImplementation((input) =>
    Promise.resolve(
      String(input).includes('obtener-conf-agenda')
        ? jsonResponse(200, { success: true, data: { confAgenda: c } })
        : jsonResponse(200, { success: true, data: { confAgenda: c } }),
    ),
  );
}

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});

async function open() {
  renderAt('/', <DepositConfigDialog professionalBranchId={ID} open onClose={() => {}} />);
  return screen.findByLabelText('Tipo de seña');
}
const save = () => screen.getByRole('button', { name: 'Guardar' });
const putCalls = () =>
  fetchMock.mock.calls.filter((c) => String(c[0]).includes('actualizar-conf-reserva'));

describe('DepositConfigDialog', { timeout: 90_000 }, () => {
  it('loads the saved rule with the seed option texts and steps of 1 %', async () => {
    serve();
    await open();
    expect(screen.getByLabelText('Tipo de seña')).toHaveDisplayValue('Porcentaje del precio');
    expect(screen.getByLabelText('Porcentaje del precio (%)')).toHaveValue(25);
    expect(screen.getByLabelText('Porcentaje del precio (%)')).toHaveAttribute('step', '1');
    expect(screen.getByRole('option', { name: 'No expira' })).toBeInTheDocument();
    expect(screen.getByRole('option', { name: 'Sin límite' })).toBeInTheDocument();
    expect(screen.getByLabelText('Vencimiento de la seña impaga')).toHaveDisplayValue('12 horas');
  });

  it('checks percentage and amount limits with the seed messages', async () => {
    serve();
    const user = userEvent.setup();
    await open();
    const valor = () => screen.getByLabelText(/Porcentaje del precio \(%\)|Monto/);
    await user.clear(valor());
    await user.type(valor(), '100');
    await user.click(save());
    expect(await screen.findByText(depositMsg.percent)).toBeInTheDocument();
    await user.clear(valor());
    await user.click(save());
    expect(await screen.findByText(depositMsg.value)).toBeInTheDocument();

    await user.selectOptions(screen.getByLabelText('Tipo de seña'), '2');
    expect(valor()).toHaveAttribute('step', '100');
    await user.type(valor(), '999999999');
    await user.click(save());
    expect(await screen.findByText(depositMsg.amount)).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Vencimiento de la seña impaga'), '');
    await user.click(save());
    expect(await screen.findByText(depositMsg.option)).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Tipo de seña'), '');
    await user.click(save());
    expect(await screen.findByText(depositMsg.type)).toBeInTheDocument();
    expect(putCalls()).toHaveLength(0);
  });

  it('type none resets value and expiry to 0 and disables the expiry', async () => {
    serve();
    const user = userEvent.setup();
    await open();
    await user.selectOptions(screen.getByLabelText('Tipo de seña'), '0');
    expect(screen.queryByLabelText(/Porcentaje del precio \(%\)/)).not.toBeInTheDocument();
    expect(screen.getByLabelText('Vencimiento de la seña impaga')).toBeDisabled();
    expect(screen.getByLabelText('Vencimiento de la seña impaga')).toHaveDisplayValue('No expira');
    await user.click(save());
    expect(await screen.findByText(DEPOSIT_SAVED)).toBeInTheDocument();
    const at = fetchMock.mock.calls.findIndex((c) =>
      String(c[0]).includes('actualizar-conf-reserva'),
    );
    expect(sentBody(fetchMock, at)).toEqual({
      id_peluquero_sucursal: ID,
      tipo_de_cobro_de_reserva: 0,
      valor_de_cobro_de_reserva: '0.00',
      horas_caducidad_reserva_impaga: 0,
      horas_reprogramar_turno: 24,
      horas_cancelar_turno: 0,
    });
  });

  it('sends a rounded percentage with its expiry and reprogram hours', async () => {
    serve(conf(0, '0.00', 0));
    const user = userEvent.setup();
    await open();
    await user.selectOptions(screen.getByLabelText('Tipo de seña'), '3');
    await user.type(screen.getByLabelText('Porcentaje del precio (%)'), '12.345');
    await user.selectOptions(screen.getByLabelText('Vencimiento de la seña impaga'), '48');
    await user.selectOptions(screen.getByLabelText(/Reprogramar hasta/), '0');
    await user.click(save());
    expect(await screen.findByText(DEPOSIT_SAVED)).toBeInTheDocument();
    const at = fetchMock.mock.calls.findIndex((c) =>
      String(c[0]).includes('actualizar-conf-reserva'),
    );
    expect(sentBody(fetchMock, at)).toMatchObject({
      tipo_de_cobro_de_reserva: 3,
      valor_de_cobro_de_reserva: '12.35',
      horas_caducidad_reserva_impaga: 48,
      horas_reprogramar_turno: 0,
    });
  });

  it('contract §6.4: loads, validates and sends the client cancel cut-off', async () => {
    serve({ ...conf(0, '0.00', 0), horas_cancelar_turno: 12 });
    const user = userEvent.setup();
    await open();
    const cutOff = screen.getByLabelText('El cliente puede cancelar hasta (horas antes del turno)');
    expect(cutOff).toHaveDisplayValue('12 horas');
    expect(screen.getByRole('option', { name: 'Hasta el inicio del turno' })).toBeInTheDocument();
    await user.selectOptions(cutOff, '');
    await user.click(save());
    expect(await screen.findByText(depositMsg.option)).toBeInTheDocument();
    expect(putCalls()).toHaveLength(0);
    await user.selectOptions(cutOff, '48');
    await user.click(save());
    expect(await screen.findByText(DEPOSIT_SAVED)).toBeInTheDocument();
    const at = fetchMock.mock.calls.findIndex((c) =>
      String(c[0]).includes('actualizar-conf-reserva'),
    );
    expect(sentBody(fetchMock, at)).toMatchObject({ horas_cancelar_turno: 48 });
  });
});
