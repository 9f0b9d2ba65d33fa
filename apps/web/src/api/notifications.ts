import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type {
  estadoWapp,
  notificacion,
  obtenerNotificaciones,
  obtenerQrWapp,
} from '@turnos/contract';
import { apiCall } from '@/lib/api-client';
import { apiEndpoint } from '@/lib/api-endpoint';

/** The notification outbox and the WhatsApp link (settings, contract §4.8). */

export type NotificationItem = z.output<typeof notificacion>;

const endpoints = {
  recent: apiEndpoint<typeof obtenerNotificaciones>('GET', 'turnos/v1/obtener-notificaciones'),
  wappState: apiEndpoint<typeof estadoWapp>('GET', 'turnos/v1/estado-wapp'),
  wappQr: apiEndpoint<typeof obtenerQrWapp>('GET', 'turnos/v1/obtener-qr-wapp'),
};

export const notificationKeys = {
  recent: ['notifications', 'recent'] as const,
  wappState: ['notifications', 'wapp-state'] as const,
  wappQr: ['notifications', 'wapp-qr'] as const,
};

export function useRecentNotifications() {
  return useQuery({
    queryKey: notificationKeys.recent,
    queryFn: async () => (await apiCall(endpoints.recent, { cantidad: 50 })).notificaciones,
    refetchInterval: 10_000,
  });
}

export function useWappState() {
  return useQuery({
    queryKey: notificationKeys.wappState,
    queryFn: () => apiCall(endpoints.wappState),
    refetchInterval: 5000,
  });
}

export function useWappQr(enabled: boolean) {
  return useQuery({
    queryKey: notificationKeys.wappQr,
    queryFn: () => apiCall(endpoints.wappQr),
    enabled,
    retry: false,
  });
}
