import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { callsTo, mockApi } from '@/test/mock-api';
import { errorResponse, renderAt } from '@/test/render';
import { clientFileText } from '../utils/texts';
import { ClientNoteField, NOTE_PAUSE_MS } from './client-note-field';

const ID = 31;

function sentNotes(fetchMock: ReturnType<typeof mockApi>) {
  return callsTo(fetchMock, 'actualizar-nota-cliente').map(
    (c) => (JSON.parse(String(c.init?.body)) as { nota: string }).nota,
  );
}

describe('ClientNoteField', { timeout: 60_000 }, () => {
  it('saves once after a pause in typing, with the whole text, and says so', async () => {
    const fetchMock = mockApi({ 'actualizar-nota-cliente': { data: true } });
    renderAt('/', <ClientNoteField clientId={ID} initial="Alérgica" />);
    const user = userEvent.setup();
    const field = screen.getByRole('textbox', { name: clientFileText.note });
    await user.type(field, ' al amoníaco');
    // typing restarts the pause: nothing went out while the keys came
    expect(sentNotes(fetchMock)).toEqual([]);
    await waitFor(() => expect(sentNotes(fetchMock)).toEqual(['Alérgica al amoníaco']), {
      timeout: NOTE_PAUSE_MS * 3,
    });
    expect(await screen.findByText(clientFileText.noteSaved)).toBeVisible();
    // leaving the field with nothing new sends nothing again
    await user.tab();
    expect(sentNotes(fetchMock)).toEqual(['Alérgica al amoníaco']);
  });

  it('saves on leaving the field without waiting for the pause, once', async () => {
    const fetchMock = mockApi({ 'actualizar-nota-cliente': { data: true } });
    renderAt('/', <ClientNoteField clientId={ID} initial="" />);
    const user = userEvent.setup();
    await user.type(
      screen.getByRole('textbox', { name: clientFileText.note }),
      'Prefiere la tarde',
    );
    await user.tab();
    await waitFor(() => expect(sentNotes(fetchMock)).toEqual(['Prefiere la tarde']));
    await new Promise((resolve) => setTimeout(resolve, NOTE_PAUSE_MS * 1.5));
    expect(sentNotes(fetchMock)).toEqual(['Prefiere la tarde']);
  });

  it('keeps the text and says so when the save fails', async () => {
    mockApi({
      'actualizar-nota-cliente': () => errorResponse(503, 1000, 'Servicio no disponible'),
    });
    renderAt('/', <ClientNoteField clientId={ID} initial="" />);
    const user = userEvent.setup();
    const field = screen.getByRole('textbox', { name: clientFileText.note });
    await user.type(field, 'Color 6.1');
    await user.tab();
    expect(await screen.findByText(clientFileText.noteError, { exact: false })).toBeVisible();
    expect(field).toHaveValue('Color 6.1');
  });
});
