/** Wire shapes the agenda reads (contract §4.5, server `agenda.service.ts`). */
export type SlotState = 'no_laboral' | 'no_asignado' | 'ocupado' | 'turno';

/** One slot of `obtener-agenda`; appointment slots also carry the turno's fields. */
export interface AgendaSlot {
  hora: string;
  estado: SlotState;
  sobreturno: '0' | '1';
  id_turno: number | null;
  /** another branch of the same professional holds this time */
  otra_sucursal?: boolean;
  fecha?: string;
  id_cliente?: number;
  cliente_nombre?: string;
  cliente_celular?: string;
  nombre_servicio?: string;
  nombre_sucursal?: string;
  hora_inicio?: string;
  hora_fin?: string;
  reserva_paga?: string;
  /** decimal string with a dot; '0.00' when no deposit is charged */
  monto_reserva?: string;
}

export interface AgendaCliente {
  ID: number;
  nombre: string;
  celular: string;
  user_email: string;
  user_is_blocked: string;
}

export interface AgendaServicio {
  id_servicio_de_peluquero_por_sucursal: number;
  id_servicio: number;
  nombre: string;
  duracion: number;
  activo: string;
}
