import { describe, expect, it } from 'vitest';
import { configure, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { IMPORT_FILE_MESSAGES } from '@turnos/domain';
import { errorResponse, jsonResponse, renderAt } from '@/test/render';
import { callsTo, mockApi, type MockRoute } from '@/test/mock-api';
import { ImportScreen } from './import-screen';
import { importTexts } from '../utils/texts';

configure({ asyncUtilTimeout: 5000 });

/** Bytes as Excel on Windows saves them: Windows-1252 (every character here is one byte). */
const cp1252 = (text: string) =>
  Uint8Array.from(
    [...text].map((c) => {
      const code = c.charCodeAt(0);
      if (code > 0xff) throw new Error(`not in Windows-1252 here: ${c}`);
      return code;
    }),
  );

const clientsFile = new File(
  [
    cp1252(
      'Nombre;E-mail;Teléfono;Cumpleaños\r\nMaría Peña;maria@example.com;11 5555-0101;3/5\r\nÍñigo Muñoz;inigo@;;\r\n',
    ),
  ],
  'clientes.csv',
  { type: 'text/csv' },
);

const simulated = {
  resumen: { nuevos: 1, actualizados: 0, omitidos: 0 },
  errores: [{ linea: 3, mensaje: 'El email «inigo@» no es válido.' }],
};
const imported = { ...simulated };

/** The import endpoint answers by the form's `simular`; each form sent is kept for the test. */
function setup(sim: MockRoute, real: MockRoute = { data: imported }, name = 'importar-clientes') {
  const sent: FormData[] = [];
  const route: MockRoute = async (req) => {
    const last = sent.at(-1);
    const simular = last?.get('simular');
    const answer = simular === '1' ? sim : real;
    return typeof answer === 'function'
      ? answer(req)
      : jsonResponse(200, { success: true, data: answer.data });
  };
  const fetchMock = mockApi({ [`POST ${name}`]: route });
  // the form each call sent (mockApi parses JSON bodies only)
  const original = fetchMock.getMockImplementation();
  fetchMock.mockImplementation(async (input, init) => {
    if (init?.body instanceof FormData) sent.push(init.body);
    if (!original) throw new Error('no mock');
    return original(input, init);
  });
  renderAt('/', <ImportScreen />);
  return { fetchMock, sent };
}

describe('Importar datos', () => {
  it('starts empty, with both kinds, their help and a template', async () => {
    setup({ data: simulated });
    expect(screen.getByRole('status')).toHaveTextContent(importTexts.noFile);
    expect(screen.getByRole('radio', { name: 'Clientes' })).toBeChecked();
    expect(screen.getByText(importTexts.kindHelp.clientes)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('radio', { name: 'Turnos' }));
    expect(screen.getByText(importTexts.kindHelp.turnos)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Descargar plantilla de turnos/ })).toBeEnabled();
  });

  it('previews a Windows-1252 file as read, simulates, confirms and shows the result', async () => {
    const { fetchMock, sent } = setup({ data: simulated });
    await userEvent.upload(screen.getByLabelText(importTexts.fileInput), clientsFile);
    expect(
      await screen.findByText('Leído como Windows-1252, separado por punto y coma (;).'),
    ).toBeInTheDocument();
    // the column mapping, the unknown column ignored
    expect(screen.getByText('Teléfono → celular')).toBeInTheDocument();
    expect(screen.getByText(`Cumpleaños → ${importTexts.ignored}`)).toBeInTheDocument();
    const rows = screen.getByRole('table', { name: importTexts.firstRows });
    expect(within(rows).getByText('María Peña')).toBeInTheDocument();
    expect(within(rows).getByText('Íñigo Muñoz')).toBeInTheDocument();
    // what the import would do, from a simular run
    const check = await screen.findByRole('list', { name: importTexts.checkHeading });
    expect(check).toHaveTextContent('1clientes nuevos a crear');
    expect(check).toHaveTextContent('1línea con errores');
    const errors = screen.getByRole('table', { name: importTexts.errorsHeading });
    expect(within(errors).getByText('El email «inigo@» no es válido.')).toBeInTheDocument();
    expect(sent[0]?.get('simular')).toBe('1');
    expect((sent[0]?.get('file') as File | null)?.name).toBe('clientes.csv');

    await userEvent.click(screen.getByRole('button', { name: importTexts.confirm }));
    const heading = await screen.findByRole('heading', { name: importTexts.resultHeading });
    expect(heading).toHaveFocus();
    expect(sent[1]?.get('simular')).toBe('0');
    expect(callsTo(fetchMock, 'importar-clientes')).toHaveLength(2);
    expect(screen.getByRole('list', { name: importTexts.resultHeading })).toHaveTextContent(
      '1clientes nuevos',
    );
    expect(screen.getByRole('link', { name: importTexts.seeClients })).toHaveAttribute(
      'href',
      '/admin/clientes',
    );
    await userEvent.click(screen.getByRole('button', { name: importTexts.again }));
    expect(screen.getByRole('status')).toHaveTextContent(importTexts.noFile);
  });

  it('shows the server’s reason when the check fails, and tries again', async () => {
    let fail = true;
    setup(() =>
      fail
        ? errorResponse(400, 1003, 'No pudimos leer el archivo desde la línea 3: hay comillas.')
        : jsonResponse(200, { success: true, data: simulated }),
    );
    await userEvent.upload(screen.getByLabelText(importTexts.fileInput), clientsFile);
    expect(
      await screen.findByText('No pudimos leer el archivo desde la línea 3: hay comillas.'),
    ).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByRole('button', { name: importTexts.confirm })).toBeEnabled();
  });

  it('keeps the preview when the import itself is refused', async () => {
    setup({ data: simulated }, () =>
      errorResponse(
        409,
        38,
        'Mientras se importaba, alguien creó una cuenta con uno de estos emails.',
      ),
    );
    await userEvent.upload(screen.getByLabelText(importTexts.fileInput), clientsFile);
    await userEvent.click(await screen.findByRole('button', { name: importTexts.confirm }));
    expect(
      await screen.findByText(
        'Mientras se importaba, alguien creó una cuenta con uno de estos emails.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: importTexts.confirm })).toBeEnabled();
  });

  it('refuses a file that is no CSV or has no header before sending anything', async () => {
    const { fetchMock } = setup({ data: simulated });
    // a binary renamed .csv
    const png = new File(
      [Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0])],
      'datos.csv',
    );
    await userEvent.upload(screen.getByLabelText(importTexts.fileInput), png);
    expect(await screen.findByText(IMPORT_FILE_MESSAGES.notText)).toBeInTheDocument();
    const headerless = new File(['Ana Pérez,ana@example.com\n'], 'sin-encabezado.csv');
    await userEvent.upload(screen.getByLabelText(importTexts.fileInput), headerless);
    expect(await screen.findByText(/Faltan columnas en la primera línea/)).toBeInTheDocument();
    expect(callsTo(fetchMock, 'importar-clientes')).toHaveLength(0);
  });

  it('sends appointments to importar-turnos; nothing new means nothing to confirm', async () => {
    const { sent } = setup(
      { data: { resumen: { nuevos: 0, omitidos: 2 }, errores: [] } },
      { data: {} },
      'importar-turnos',
    );
    await userEvent.click(screen.getByRole('radio', { name: 'Turnos' }));
    const file = new File(
      [
        '\uFEFFfecha,hora,email,profesional,sucursal,servicio\n15/12/2026,10:30,ana@example.com,Lucía,Centro,Corte\n',
      ],
      'turnos.csv',
    );
    await userEvent.upload(screen.getByLabelText(importTexts.fileInput), file);
    expect(
      await screen.findByText('Leído como UTF-8, separado por comas (,).'),
    ).toBeInTheDocument();
    expect(await screen.findByText(importTexts.nothingToImport)).toBeInTheDocument();
    expect(screen.getByRole('list', { name: importTexts.checkHeading })).toHaveTextContent(
      '2ya estaban en la agenda',
    );
    expect(screen.queryByRole('button', { name: importTexts.confirm })).toBeNull();
    expect(sent).toHaveLength(1);
  });
});
