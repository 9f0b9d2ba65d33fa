import { describe, expect, it } from 'vitest';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { errorResponse, jsonResponse, renderAt } from '@/test/render';
import { callsTo, mockApi } from '@/test/mock-api';
import { ClientsTable } from './clients-table';

configure({ asyncUtilTimeout: 5000 });

const NAMES = [
  'Ana',
  'Bruno',
  'Carla',
  'Diana',
  'Emilio',
  'Flor',
  'Gastón',
  'Hernán',
  'Iván',
  'Julia',
];
/** 20 clients by name, like the server orders them. */
const all = Array.from({ length: 20 }, (_, i) => ({
  ID: 100 + i,
  nombre: `${NAMES[i % 10] ?? ''} ${i < 10 ? 'Acosta' : 'Zárate'}`,
  celular: `54929700000${String(i).padStart(2, '0')}`,
  user_email: `c${i}@t.test`,
  user_status: '1',
  user_is_blocked: '0',
})).sort((a, b) => a.nombre.localeCompare(b.nombre));

/** The server's paging and search (name only here), from the query string. */
function serve(url: URL) {
  const pagina = Number(url.searchParams.get('pagina'));
  const porPagina = Number(url.searchParams.get('por_pagina'));
  const buscar = (url.searchParams.get('buscar') ?? '').toLowerCase();
  const matching = all.filter((c) => c.nombre.toLowerCase().includes(buscar));
  const clients = matching.slice((pagina - 1) * porPagina, pagina * porPagina);
  return jsonResponse(200, { success: true, data: { clientes: clients, total: matching.length } });
}

const names = () =>
  within(screen.getByRole('table', { name: 'Clientes' }))
    .getAllByRole('row')
    .slice(1)
    .map((r) => within(r).getAllByRole('cell')[0]?.textContent);

describe('ClientsTable paging and search', () => {
  it('asks the server for one page at a time and moves between pages', async () => {
    const fetchMock = mockApi({ 'get-all-clientes': (req) => serve(req.url) });
    const user = userEvent.setup();
    renderAt('/', <ClientsTable />);
    expect(await screen.findByText('1–8 de 20')).toBeInTheDocument();
    expect(names()).toEqual(all.slice(0, 8).map((c) => c.nombre));
    const [first] = callsTo(fetchMock, 'get-all-clientes');
    expect(first?.url.searchParams.get('pagina')).toBe('1');
    expect(first?.url.searchParams.get('por_pagina')).toBe('8');
    expect(first?.url.searchParams.has('buscar')).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Página siguiente' }));
    expect(await screen.findByText('9–16 de 20')).toBeInTheDocument();
    await waitFor(() => expect(names()).toEqual(all.slice(8, 16).map((c) => c.nombre)));
    expect(callsTo(fetchMock, 'get-all-clientes').at(-1)?.url.searchParams.get('pagina')).toBe('2');
    expect(screen.getByText('Filas por página')).toBeInTheDocument();
  });

  it('searches once typing pauses, keeps the text and goes back to page 1', async () => {
    const fetchMock = mockApi({ 'get-all-clientes': (req) => serve(req.url) });
    const user = userEvent.setup();
    renderAt('/', <ClientsTable />);
    await user.click(await screen.findByRole('button', { name: 'Página siguiente' }));
    await screen.findByText('9–16 de 20');
    const search = screen.getByRole('searchbox', { name: 'Buscar cliente' });
    await user.type(search, 'zárate');
    expect(await screen.findByText('1–8 de 10')).toBeInTheDocument();
    expect(search).toHaveValue('zárate');
    const searched = callsTo(fetchMock, 'get-all-clientes')
      .map((c) => c.url.searchParams)
      .filter((p) => p.has('buscar'));
    // one request for the whole word, not one per key
    expect(searched.map((p) => [p.get('buscar'), p.get('pagina')])).toEqual([['zárate', '1']]);
    expect(names().every((n) => n?.endsWith('Zárate'))).toBe(true);
    // a screen reader hears how many matched
    expect(screen.getByText('10 clientes encontrados.')).toBeInTheDocument();
  });

  it('says when nothing matches, and when there are no clients at all', async () => {
    mockApi({ 'get-all-clientes': (req) => serve(req.url) });
    const user = userEvent.setup();
    const view = renderAt('/', <ClientsTable />);
    await screen.findByText('1–8 de 20');
    await user.type(screen.getByRole('searchbox', { name: 'Buscar cliente' }), 'xyz');
    expect(await screen.findByText('Ningún cliente coincide con «xyz».')).toBeInTheDocument();
    expect(screen.queryByText(/de 20/)).not.toBeInTheDocument();
    view.unmount();

    mockApi({ 'get-all-clientes': { data: { clientes: [], total: 0 } } });
    renderAt('/', <ClientsTable />);
    expect(await screen.findByText('Todavía no hay clientes.')).toBeInTheDocument();
  });

  it('shows the load error with a retry that asks again', async () => {
    let fail = true;
    const fetchMock = mockApi({
      'get-all-clientes': (req) =>
        fail ? errorResponse(500, 1099, 'Error interno del servidor') : serve(req.url),
    });
    const user = userEvent.setup();
    renderAt('/', <ClientsTable />);
    expect(
      await screen.findByText('Ocurrió un error al obtener los clientes.'),
    ).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByText('1–8 de 20')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'get-all-clientes')).toHaveLength(2);
  });
});
