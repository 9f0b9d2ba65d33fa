import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { errorResponse, jsonResponse, renderAt, sentBody } from '@/test/render';
import { OptionForm } from './option-form';
import { mpAccountFields, siteFields } from './fields';

const fetchMock = vi.fn<typeof fetch>();
beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});

const stored: Record<string, string> = {
  turnos_nombre_sitio: 'Peluquería Sol',
  turnos_email_sitio: 'hola@sol.com',
  turnos_enlace_iniciar_sesion: '',
  turnos_enlace_validar_cuenta: '',
  turnos_mp_cvu: '',
  turnos_contacto_whatsapp: '',
  turnos_contacto_instagram: '',
};
function answerOptions() {
  fetchMock.mockImplementation(async (input) => {
    const url = new URL(String(input), 'http://x');
    if (url.pathname.endsWith('obtener-opcion')) {
      return jsonResponse(200, {
        success: true,
        data: stored[url.searchParams.get('opcion') ?? ''] ?? '',
      });
    }
    return jsonResponse(200, { success: true, data: { message: 'Cambios guardados con éxito.' } });
  });
}
const posts = () =>
  fetchMock.mock.calls
    .map((c, i) => ({ url: String(c[0]), i }))
    .filter((c) => c.url.includes('actualizar-opcion'))
    .map((c) => sentBody(fetchMock, c.i));

describe('OptionForm', () => {
  it('loads the options first, then saves only the changed fields', async () => {
    answerOptions();
    const user = userEvent.setup();
    renderAt('/admin/configuracion', <OptionForm fields={siteFields} />);
    const name = await screen.findByLabelText('Nombre del sitio');
    expect(name).toHaveValue('Peluquería Sol');
    const save = screen.getByRole('button', { name: 'Guardar cambios' });
    expect(save).toBeDisabled();
    await user.clear(name);
    await user.type(name, 'Peluquería Luna');
    await user.click(save);
    expect(await screen.findByText('Cambios guardados con éxito.')).toBeInTheDocument();
    expect(posts()).toEqual([{ opcion: 'turnos_nombre_sitio', valor: 'Peluquería Luna' }]);
  });

  it('shows the load error when the options cannot be read', async () => {
    fetchMock.mockResolvedValue(errorResponse(500, 1099, 'Error interno del servidor'));
    renderAt('/admin/configuracion', <OptionForm fields={siteFields} />);
    expect(await screen.findByText('Error al cargar las opciones.')).toBeInTheDocument();
  });

  it('checks the CVU digits before saving', async () => {
    answerOptions();
    const user = userEvent.setup();
    renderAt('/admin/configuracion', <OptionForm fields={mpAccountFields} />);
    const cvu = await screen.findByLabelText('CVU / CBU');
    await user.type(cvu, '2850590940090418135202');
    expect(screen.getByText(/dígitos verificadores válidos/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Guardar cambios' })).toBeDisabled();
    await user.clear(cvu);
    await user.type(cvu, '2850590940090418135201');
    await user.click(screen.getByRole('button', { name: 'Guardar cambios' }));
    expect(await screen.findByText('Cambios guardados con éxito.')).toBeInTheDocument();
    expect(posts()).toEqual([{ opcion: 'turnos_mp_cvu', valor: '2850590940090418135201' }]);
  });

  it('the home page contact: a number with its country code and an Instagram account', async () => {
    answerOptions();
    const user = userEvent.setup();
    renderAt('/admin/configuracion', <OptionForm fields={siteFields} />);
    const whatsapp = await screen.findByLabelText('WhatsApp de contacto');
    const instagram = screen.getByLabelText('Instagram');
    const save = screen.getByRole('button', { name: 'Guardar cambios' });
    await user.type(whatsapp, '297 412');
    expect(screen.getByText(/con código de país/)).toBeInTheDocument();
    expect(save).toBeDisabled();
    await user.clear(whatsapp);
    await user.type(whatsapp, '+54 9 297 412-3456');
    await user.type(instagram, 'mi peluquería');
    expect(screen.getByText(/usuario de Instagram/)).toBeInTheDocument();
    expect(save).toBeDisabled();
    await user.clear(instagram);
    await user.type(instagram, '@mi.peluqueria');
    await user.click(save);
    expect(await screen.findByText('Cambios guardados con éxito.')).toBeInTheDocument();
    expect(posts()).toEqual([
      { opcion: 'turnos_contacto_whatsapp', valor: '+54 9 297 412-3456' },
      { opcion: 'turnos_contacto_instagram', valor: '@mi.peluqueria' },
    ]);
  });
});
