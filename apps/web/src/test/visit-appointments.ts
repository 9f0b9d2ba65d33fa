import type { Appointment } from '@/api/appointments';
import { wireAppointment } from './wire-appointment';

/**
 * A visit for tests (contract §6.2): Coloración with Lucía at 10:00, then Corte de dama with Sofía
 * at 11:00, visit 7 of client 21 at branch 1 on `fecha`.
 */
export function visitAppointments(
  fecha: string,
  over: Partial<Appointment> = {},
): [Appointment, Appointment] {
  const common = {
    fecha,
    id_visita: 7,
    id_cliente: 21,
    id_sucursal: 1,
    cliente_nombre: 'Valentina López',
    ...over,
  };
  return [
    wireAppointment({
      ...common,
      id_turno: 31,
      id_peluquero_sucursal: 3,
      id_servicio_de_peluquero_por_sucursal: 21,
      hora: '10:00',
      hora_inicio: '10:00',
      hora_fin: '11:00',
      nombre_servicio: 'Coloración',
      nombre_peluquero: 'Lucía Fernández',
      precio: '35000.00',
    }),
    wireAppointment({
      ...common,
      id_turno: 32,
      id_peluquero_sucursal: 4,
      id_servicio_de_peluquero_por_sucursal: 22,
      hora: '11:00',
      hora_inicio: '11:00',
      hora_fin: '11:45',
      nombre_servicio: 'Corte de dama',
      nombre_peluquero: 'Sofía Romero',
      precio: '18000.00',
    }),
  ];
}
