import { afterEach, describe, expect, it, vi } from 'vitest';
import { onlineManager } from '@tanstack/react-query';
import { msg } from '@turnos/domain';
import * as endpoints from '@turnos/contract/paths';
import { apiCall } from '@/lib/api-client';
import { createQueryClient } from './provider';

/**
 * Issue 29.8: without a network a request fails at once with the seed's offline text, instead of
 * waiting paused (TanStack Query's default for an offline browser), so the screen can say so.
 */
afterEach(() => {
  onlineManager.setOnline(true);
  vi.restoreAllMocks();
});

describe('the app query client offline', () => {
  it('fails a query and a mutation with "Parece que estás desconectado…", once, without pausing', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    onlineManager.setOnline(false);
    const fetchMock = vi.fn<typeof fetch>();
    vi.stubGlobal('fetch', fetchMock);
    const qc = createQueryClient();
    const query = qc.fetchQuery({
      queryKey: ['max'],
      queryFn: () => apiCall(endpoints.obtenerMaxTurnosActivos),
    });
    await expect(query).rejects.toThrow(msg.offline);
    const mutation = qc
      .getMutationCache()
      .build(qc, { mutationFn: () => apiCall(endpoints.obtenerMaxTurnosActivos) })
      .execute(undefined);
    await expect(mutation).rejects.toThrow(msg.offline);
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
