import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { notificacion } from '@turnos/contract';
import * as endpoints from '@turnos/contract/paths';
import { apiCall } from '@/lib/api-client';

/** The notification outbox and the WhatsApp link (settings, contract §4.8). */

export type NotificationItem = z.output<typeof notificacion>;

export const notificationKeys = {
  recent: ['notifications', 'recent'] as const,
  wappState: ['notifications', 'wapp-state'] as const,
  wappQr: ['notifications', 'wapp-qr'] as const,
};

export function useRecentNotifications() {
  return useQuery({
    queryKey: notificationKeys.recent,
    queryFn: async () =>
      (await apiCall(endpoints.obtenerNotificaciones, { cantidad: 50 })).notificaciones,
    refetchInterval: 10_000,
  });
}

export function useWhatsAppState() {
  return useQuery({
    queryKey: notificationKeys.wappState,
    queryFn: () => apiCall(endpoints.estadoWapp),
    refetchInterval: 5000,
  });
}

export function useWhatsAppQr(enabled: boolean) {
  return useQuery({
    queryKey: notificationKeys.wappQr,
    queryFn: () => apiCall(endpoints.obtenerQrWapp),
    enabled,
    retry: false,
  });
}
