/** The wire `turno` (contract §4.5, seed §3): the fields the client's screens read. */
export interface Turno {
  id_turno: number;
  id_peluquero_sucursal: number;
  id_sucursal: number;
  id_servicio: number;
  id_servicio_de_peluquero_por_sucursal: number | null;
  /** yyyy-MM-dd, studio zone */
  fecha: string;
  /** HH:MM */
  hora: string;
  hora_inicio?: string;
  hora_fin: string;
  nombre_servicio: string;
  nombre_peluquero: string;
  nombre_sucursal: string;
  is_cancelado: string;
  /** decimal string with a dot */
  precio?: string;
  monto_reserva: string;
  reserva_paga: string;
  horas_caducidad_reserva_impaga: number;
  horas_reprogramar_turno: number;
  /** ISO instant the unpaid deposit expires; null = never */
  vence: string | null;
}
