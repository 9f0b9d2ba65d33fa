import { describe, expect, it, vi } from 'vitest';
import { configure, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { jsonResponse, renderAt } from '@/test/render';
import { callsTo, mockApi } from '@/test/mock-api';
import { ClientAutocomplete } from './client-autocomplete';

configure({ asyncUtilTimeout: 5000 });

const client = (ID: number, nombre: string, blocked = '0') => ({
  ID,
  nombre,
  celular: '',
  user_email: `${ID}@t.test`,
  user_status: '1',
  user_is_blocked: blocked,
});

describe('ClientAutocomplete', () => {
  it('asks the server for one small page of what was typed, never the whole list', async () => {
    const fetchMock = mockApi({
      'get-all-clientes': (req) => {
        const buscar = req.url.searchParams.get('buscar');
        const clients = buscar
          ? [client(7, 'Rocío Gómez'), client(8, 'Rocío Paz', '1')]
          : [client(1, 'Ana Acosta')];
        return jsonResponse(200, {
          success: true,
          data: { clientes: clients, total: clients.length },
        });
      },
    });
    const onChange = vi.fn();
    const user = userEvent.setup();
    renderAt('/', <ClientAutocomplete value={null} onChange={onChange} />);
    await user.type(screen.getByRole('combobox', { name: 'Cliente' }), 'rocio');
    await user.click(await screen.findByRole('option', { name: /Rocío Gómez/ }));
    expect(screen.queryByRole('option', { name: /Rocío Paz/ })).not.toBeInTheDocument();
    expect(onChange).toHaveBeenCalledWith(expect.objectContaining({ ID: 7 }));
    const params = callsTo(fetchMock, 'get-all-clientes').map((c) => c.url.searchParams);
    expect(params.every((p) => p.get('pagina') === '1' && p.get('por_pagina') === '20')).toBe(true);
    expect(params.map((p) => p.get('buscar')).filter(Boolean)).toEqual(['rocio']);
  });

  it("never offers the previous text's clients while the answer to the new one loads", async () => {
    const answers = new Map<string, () => void>();
    mockApi({
      'get-all-clientes': (req) => {
        const buscar = req.url.searchParams.get('buscar') ?? '';
        const clients = buscar === 'ana' ? [client(1, 'Ana Acosta')] : [client(2, 'Analía Ruiz')];
        const body = { success: true, data: { clientes: clients, total: clients.length } };
        if (buscar !== 'anal') return jsonResponse(200, body);
        // the second search answers only when the test says so
        return new Promise<Response>((resolve) => {
          answers.set(buscar, () => resolve(jsonResponse(200, body)));
        });
      },
    });
    const onChange = vi.fn();
    const user = userEvent.setup();
    renderAt('/', <ClientAutocomplete value={null} onChange={onChange} />);
    const input = screen.getByRole('combobox', { name: 'Cliente' });
    await user.type(input, 'ana');
    expect(await screen.findByRole('option', { name: /Ana Acosta/ })).toBeVisible();
    await user.type(input, 'l');
    // typed on: the list for 'ana' goes at once, and says it is loading until 'anal' answers
    expect(screen.queryByRole('option', { name: /Ana Acosta/ })).not.toBeInTheDocument();
    expect(await screen.findByText('Cargando clientes…')).toBeVisible();
    await waitFor(() => expect(answers.has('anal')).toBe(true));
    answers.get('anal')?.();
    await user.click(await screen.findByRole('option', { name: /Analía Ruiz/ }));
    expect(onChange).toHaveBeenCalledWith(expect.objectContaining({ ID: 2 }));
    expect(onChange).not.toHaveBeenCalledWith(expect.objectContaining({ ID: 1 }));
  });

  it("shows '2 no asistió' beside a client who missed appointments", async () => {
    mockApi({
      'get-all-clientes': {
        data: {
          clientes: [
            { ...client(7, 'Rocío Gómez'), no_asistidos: 2 },
            { ...client(9, 'Rosa Díaz'), no_asistidos: 0 },
          ],
          total: 2,
        },
      },
    });
    const user = userEvent.setup();
    renderAt('/', <ClientAutocomplete value={null} onChange={vi.fn()} />);
    await user.type(screen.getByRole('combobox', { name: 'Cliente' }), 'ro');
    expect(await screen.findByRole('option', { name: /Rocío Gómez.*2 no asistió/ })).toBeVisible();
    expect(screen.getByRole('option', { name: /Rosa Díaz/ })).not.toHaveTextContent('no asistió');
  });

  it('keeps the count under the chosen client', () => {
    mockApi({ 'get-all-clientes': { data: { clientes: [], total: 0 } } });
    const chosen = {
      ID: 7,
      nombre: 'Rocío Gómez',
      celular: '',
      user_email: '7@t.test',
      user_status: '1' as const,
      user_is_blocked: '0' as const,
      no_asistidos: 3,
    };
    renderAt('/', <ClientAutocomplete value={chosen} onChange={vi.fn()} />);
    expect(screen.getByText('3 no asistió')).toBeInTheDocument();
  });
});
