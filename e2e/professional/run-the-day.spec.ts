import { addDays, studioNow } from '@turnos/domain';
import { test, expect } from '../fixtures/test';
import type { Api } from '../fixtures/api';
import { USERS } from '../fixtures/demo-users';

const TURNOS = '/wp-json/turnos/v1';
const SERVICIO = 'Corte de dama';
/** Clients no other journey books for (the demo allows 3 active appointments each). */
const CLIENTE = 'Facundo Medina';
const CLIENTE_SOBRETURNO = 'Tomás Herrera';

/** The professional's first branch and a future day with at least four free starts for the service. */
async function findDay(api: Api) {
  const token = await api.login(USERS.professional);
  const me = await api.session(token);
  const branches = await api.call<{ sucursales: { id_peluquero_sucursal: number }[] }>(
    'GET',
    `${TURNOS}/obtener-sucursales-peluquero`,
    { token, params: { id_peluquero: String(me.body.data.user.ID) } },
  );
  const pb = String(branches.body.data.sucursales[0]!.id_peluquero_sucursal);
  const services = await api.call<{
    serviciosPeluquero: { id_servicio_de_peluquero_por_sucursal: number; nombre: string }[];
  }>('GET', `${TURNOS}/obtener-servicios-asociados`, { params: { id_peluquero_sucursal: pb } });
  const service = services.body.data.serviciosPeluquero.find((s) => s.nombre === SERVICIO);
  const today = studioNow().date;
  for (let i = 3; i < 25; i++) {
    const fecha = addDays(today, i);
    const res = await api.call<{ horarios: string[] }>(
      'GET',
      `${TURNOS}/obtener-horarios-disponibles`,
      {
        params: {
          id_peluquero_sucursal: pb,
          id_servicio_de_peluquero_por_sucursal: String(
            service?.id_servicio_de_peluquero_por_sucursal,
          ),
          fecha,
        },
      },
    );
    const horarios = res.body.data.horarios;
    if (horarios.length >= 4) return { pb, fecha, first: horarios[0]!, last: horarios.at(-1)! };
  }
  throw new Error('no day with free slots in the demo');
}

test('profesional: asigna un turno y un sobreturno, ocupa y libera un horario, cancela', async ({
  page,
  api,
  signInAs,
}) => {
  const { pb, fecha, first, last } = await findDay(api);
  await signInAs('professional');
  await page.goto(`/profesional/agenda/${pb}?fecha=${fecha}`);
  await expect(page.getByRole('heading', { level: 1, name: /Agenda/ })).toBeVisible();
  await page.getByRole('button', { name: 'Buscar turnos del día' }).click();
  const slot = (hora: string) =>
    page.getByRole('listitem', { name: new RegExp(`^Horario ${hora}`) });

  // an appointment for a client
  await page.getByRole('button', { name: `Asignar turno a las ${first}` }).click();
  let dialog = page.getByRole('dialog', { name: 'Asigna turno' });
  const reservar = dialog.getByRole('button', { name: 'Reservar' });
  await expect(reservar).toBeDisabled();
  await dialog.getByRole('combobox', { name: 'Cliente' }).fill('Facundo');
  await page.getByRole('option', { name: new RegExp(CLIENTE) }).click();
  await dialog.getByRole('combobox', { name: /Servicio/ }).click();
  await page.getByRole('option', { name: SERVICIO }).click();
  await reservar.click();
  await expect(page.getByText('Turno asignado.', { exact: true })).toBeVisible();
  await expect(
    slot(first).getByRole('button', { name: new RegExp(`^Turno de ${CLIENTE}, ${SERVICIO}$`) }),
  ).toBeVisible();

  // an overbooking at the same time
  await slot(first)
    .getByRole('button', { name: `Asignar sobreturno a las ${first}` })
    .click();
  dialog = page.getByRole('dialog', { name: 'Asignar sobreturno' });
  await expect(dialog.getByRole('combobox', { name: /Hora de inicio/ })).toHaveText(first);
  await dialog.getByRole('combobox', { name: 'Cliente' }).fill('Tomás');
  await page.getByRole('option', { name: new RegExp(CLIENTE_SOBRETURNO) }).click();
  await dialog.getByRole('combobox', { name: /Servicio/ }).click();
  await page.getByRole('option', { name: SERVICIO }).click();
  await dialog.getByRole('button', { name: 'Reservar' }).click();
  await expect(
    slot(first).getByRole('button', { name: new RegExp(`^Sobreturno de ${CLIENTE_SOBRETURNO}`) }),
  ).toBeVisible();

  // a free slot marked busy, then freed
  await page.getByRole('button', { name: `Marcar ocupado a las ${last}` }).click();
  await expect(page.getByText('¡Horario marcado como ocupado!')).toBeVisible();
  await expect(slot(last).getByText('Turno ocupado')).toBeVisible();
  await page.getByRole('button', { name: `Liberar horario de las ${last}` }).click();
  await expect(page.getByText('¡Horario liberado!')).toBeVisible();
  await expect(page.getByRole('button', { name: `Marcar ocupado a las ${last}` })).toBeVisible();

  // the client's appointment cancelled from its info
  await slot(first)
    .getByRole('button', { name: new RegExp(`^Turno de ${CLIENTE}`) })
    .click();
  const info = page.getByRole('dialog', { name: 'Info del horario' });
  await expect(
    info.getByRole('link', { name: new RegExp(`WhatsApp con ${CLIENTE}`) }),
  ).toHaveAttribute('href', /^https:\/\/wa\.me\/\d+$/);
  await info.getByRole('button', { name: 'Cancelar turno' }).click();
  const confirm = page.getByRole('dialog', { name: 'Cancelar turno' });
  await expect(confirm).toContainText(
    'Esta operación no se puede deshacer. ¿Está seguro de cancelar el turno?',
  );
  await confirm.getByRole('button', { name: 'Cancelar turno' }).click();
  await expect(
    page.getByText('¡Turno cancelado! Le enviamos un email al cliente informándole.'),
  ).toBeVisible();
  await expect(
    slot(first).getByRole('button', { name: `Asignar turno a las ${first}` }),
  ).toBeVisible();
  await expect(
    slot(first).getByRole('button', { name: new RegExp(`^Sobreturno de ${CLIENTE_SOBRETURNO}`) }),
  ).toBeVisible();
});
