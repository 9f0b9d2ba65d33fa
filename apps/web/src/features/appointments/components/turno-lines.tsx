import Typography from '@mui/material/Typography';
import { formatLongDate, formatTime } from '@/lib/format';
import type { Turno } from '@/api/appointments';

/** 'Coloración con Sofía Romero' */
export const servicioConPeluquero = (t: Turno) => `${t.nombre_servicio} con ${t.nombre_peluquero}`;

/** 'martes 24/11/2026 a las 10:00 hs' (for accessible names and dialogs). */
export const cuando = (t: Turno) => `${formatLongDate(t.fecha)} a las ${formatTime(t.hora)}`;

/** A short summary of an appointment for dialogs. */
export function TurnoSummary({ turno }: { turno: Turno }) {
  return (
    <Typography component="p" sx={{ fontWeight: 600 }}>
      {cuando(turno)} · {servicioConPeluquero(turno)} · {turno.nombre_sucursal}
    </Typography>
  );
}
