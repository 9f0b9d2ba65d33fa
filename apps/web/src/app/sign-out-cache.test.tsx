import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import { AppProvider } from './provider';
import { mockApi } from '@/test/mock-api';
import { useSession } from '@/lib/session-context';
import { clearToken, setToken } from '@/lib/token-store';

const USER = {
  user: {
    ID: 7,
    display_name: 'ana',
    user_email: 'ana@example.com',
    user_status: 1,
    user_is_blocked: 0,
  },
  roles: ['peluadmin'],
};

/** One key of every kind the app caches: public, private, staff, schedules, catalog, agenda. */
const KEYS = [
  ['public', 'servicios'],
  ['private', 'clientes'],
  ['staff', 'peluqueros'],
  ['staff', 'datos', 3],
  ['schedules', 'dias-laborables', 3],
  ['catalog', 'sucursales'],
  ['agenda-rules', '3'],
  ['site-name'],
];

function SignOutButton() {
  const { session, signOut } = useSession();
  return (
    <button type="button" onClick={() => void signOut()}>
      {session ? `salir ${session.displayName}` : 'sin sesión'}
    </button>
  );
}

async function signedIn() {
  mockApi({ validate: { data: USER }, revoke: { data: {} } });
  setToken('header.payload.sig');
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <AppProvider client={client}>
      <SignOutButton />
    </AppProvider>,
  );
  await screen.findByRole('button', { name: 'salir ana' });
  for (const key of KEYS) client.setQueryData(key, { of: 'ana' });
  return client;
}

const cachedData = (client: QueryClient) =>
  client
    .getQueryCache()
    .getAll()
    .map((q) => q.state.data)
    .filter((d) => d !== undefined);

afterEach(() => clearToken());

describe('the cache across sessions', () => {
  it('keeps no query data of the previous user after signing out', async () => {
    const client = await signedIn();
    expect(cachedData(client)).toHaveLength(KEYS.length);
    await userEvent.click(screen.getByRole('button', { name: 'salir ana' }));
    await screen.findByRole('button', { name: 'sin sesión' });
    expect(cachedData(client)).toEqual([]);
  });

  it('keeps no query data once the session ends on its own (expired, blocked)', async () => {
    const client = await signedIn();
    act(() => clearToken());
    await waitFor(() => expect(cachedData(client)).toEqual([]));
    expect(screen.getByRole('button', { name: 'sin sesión' })).toBeTruthy();
  });
});
