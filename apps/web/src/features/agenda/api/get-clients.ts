import { useQuery } from '@tanstack/react-query';
import { endpoints } from '@/config/paths';
import { apiClient, type Envelope } from '@/lib/api-client';
import type { AgendaCliente } from './agenda.types';
import { agendaKeys } from './keys';

async function getClientes(): Promise<AgendaCliente[]> {
  const res = await apiClient.get<Envelope<{ clientes: AgendaCliente[] }>>(
    endpoints.agenda.clients,
  );
  return res.data.clientes ?? [];
}

/** Seed §5: blocked clients are never offered for an appointment. */
export function bookableClients(all: readonly AgendaCliente[]): AgendaCliente[] {
  return all.filter((c) => String(c.user_is_blocked) !== '1');
}

export function useBookableClients(enabled: boolean) {
  return useQuery({
    queryKey: agendaKeys.clients,
    queryFn: getClientes,
    select: bookableClients,
    enabled,
  });
}
