import { useQuery } from '@tanstack/react-query';
import { apiClient, type Envelope } from '@/lib/api-client';

/** The notification outbox and the WhatsApp link (settings, contract §4.8). */

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

export interface WappState {
  conectado: boolean;
  estado: string;
  detalle?: string;
}

export const notificationKeys = {
  recent: ['notifications', 'recent'] as const,
  wappState: ['notifications', 'wapp-state'] as const,
  wappQr: ['notifications', 'wapp-qr'] as const,
};

export function useRecentNotifications() {
  return useQuery({
    queryKey: notificationKeys.recent,
    queryFn: async () =>
      (
        await apiClient.get<Envelope<{ notificaciones: NotificationItem[] }>>(
          'turnos/v1/obtener-notificaciones',
          { cantidad: 50 },
        )
      ).data.notificaciones,
    refetchInterval: 10_000,
  });
}

export function useWappState() {
  return useQuery({
    queryKey: notificationKeys.wappState,
    queryFn: async () => (await apiClient.get<Envelope<WappState>>('turnos/v1/estado-wapp')).data,
    refetchInterval: 5000,
  });
}

export function useWappQr(enabled: boolean) {
  return useQuery({
    queryKey: notificationKeys.wappQr,
    queryFn: async () => (await apiClient.get<Envelope<string>>('turnos/v1/obtener-qr-wapp')).data,
    enabled,
    retry: false,
  });
}
