import { useMutation } from '@tanstack/react-query';
import * as endpoints from '@turnos/contract/paths';
import { STUDIO_TZ } from '@turnos/domain';
import { API_BASE } from '@/config/paths';
import { apiCall, apiDownload } from '@/lib/api-client';
import { routePath } from '@/lib/api-endpoint';

/** Calendars (contract §6.4): an appointment's .ics, and the professional's subscription secret. */

/** The appointment's .ics through the authenticated API, saved as a file by the browser. */
export async function downloadAppointmentIcs(appointmentId: number): Promise<void> {
  const blob = await apiDownload(endpoints.turnoIcs, { id_turno: appointmentId });
  const url = URL.createObjectURL(blob);
  try {
    const a = document.createElement('a');
    a.href = url;
    a.download = `turno-${appointmentId}.ics`;
    document.body.append(a);
    a.click();
    a.remove();
  } finally {
    // the click has handed the file over; the URL is no longer needed
    setTimeout(() => URL.revokeObjectURL(url), 0);
  }
}

/** A new secret for the row's feed: the old link stops working. Shown once (only a hash is kept). */
export function useRegenerateCalendarToken() {
  return useMutation({
    mutationFn: (professionalBranchId: number) =>
      apiCall(endpoints.regenerarTokenCalendario, { id_peluquero_sucursal: professionalBranchId }),
  });
}

/** The absolute subscription URL a calendar app is given. */
export const calendarFeedUrl = (token: string, origin = window.location.origin) =>
  `${origin}${API_BASE}${routePath(endpoints.calendarioProfesional)}?token=${encodeURIComponent(token)}`;

const compact = (fecha: string, hora: string) =>
  `${fecha.replaceAll('-', '')}T${hora.replace(':', '')}00`;

/**
 * Google Calendar's "add event" link: the studio's wall-clock times with `ctz` naming its zone,
 * so the event lands at the right hour wherever the client's browser is.
 */
export function googleCalendarUrl(t: {
  fecha: string;
  hora: string;
  hora_fin: string;
  nombre_servicio: string;
  nombre_peluquero: string;
  nombre_sucursal: string;
  direccion?: string;
}): string {
  const end = t.hora_fin && t.hora_fin > t.hora ? t.hora_fin : t.hora;
  const params = new URLSearchParams({
    action: 'TEMPLATE',
    text: `${t.nombre_servicio} con ${t.nombre_peluquero}`,
    dates: `${compact(t.fecha, t.hora)}/${compact(t.fecha, end)}`,
    ctz: STUDIO_TZ,
    location: t.direccion || `Sucursal ${t.nombre_sucursal}`,
    details: `Turno en la sucursal ${t.nombre_sucursal}.`,
  });
  return `https://calendar.google.com/calendar/render?${params.toString()}`;
}
