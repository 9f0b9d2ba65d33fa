import Typography from '@mui/material/Typography';
import { formatLongDate, formatTime } from '@/lib/format';
import type { Appointment } from '@/api/appointments';

/** 'Coloración con Sofía Romero' */
export const serviceWithProfessional = (t: Appointment) =>
  `${t.nombre_servicio} con ${t.nombre_peluquero}`;

/** 'martes 24/11/2026 a las 10:00 hs' (for accessible names and dialogs). */
export const cuando = (t: Appointment) => `${formatLongDate(t.fecha)} a las ${formatTime(t.hora)}`;

/** A short summary of an appointment for dialogs. */
export function AppointmentSummary({ appointment }: { appointment: Appointment }) {
  return (
    <Typography component="p" sx={{ fontWeight: 600 }}>
      {cuando(appointment)} · {serviceWithProfessional(appointment)} · {appointment.nombre_sucursal}
    </Typography>
  );
}
