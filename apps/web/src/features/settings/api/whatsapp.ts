import { useQuery } from '@tanstack/react-query';
import { endpoints } from '@/config/paths';
import { apiClient, type Envelope } from '@/lib/api-client';

export interface WappState {
  conectado: boolean;
  estado: string;
  detalle?: string;
}

export function useWappState() {
  return useQuery({
    queryKey: ['private', 'wapp-state'],
    queryFn: async () =>
      (await apiClient.get<Envelope<WappState>>(endpoints.config.wappState)).data,
    refetchInterval: 5000,
  });
}

export function useWappQr(enabled: boolean) {
  return useQuery({
    queryKey: ['private', 'wapp-qr'],
    queryFn: async () => (await apiClient.get<Envelope<string>>(endpoints.config.wappQr)).data,
    enabled,
    retry: false,
  });
}
