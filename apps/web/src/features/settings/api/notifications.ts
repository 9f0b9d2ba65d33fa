import { useQuery } from '@tanstack/react-query';
import { endpoints } from '@/config/paths';
import { apiClient, type Envelope } from '@/lib/api-client';

export interface NotificationItem {
  id: number;
  evento: string;
  canal: 'email' | 'wapp';
  destinatario: string;
  asunto: string;
  estado: 'pendiente' | 'enviando' | 'enviado' | 'fallido' | 'descartado';
  intentos: number;
  ultimo_error: string | null;
  creado: string;
  enviado: string | null;
  proximo_intento: string | null;
}

export function useRecentNotifications() {
  return useQuery({
    queryKey: ['private', 'notifications'],
    queryFn: async () =>
      (
        await apiClient.get<Envelope<{ notificaciones: NotificationItem[] }>>(
          endpoints.config.notifications,
          { cantidad: 50 },
        )
      ).data.notificaciones,
    refetchInterval: 10_000,
  });
}
