/** Wire shapes of the catalog endpoints the booking screens read (contract §4.2–§4.4). */
export interface Sucursal {
  id: number | string;
  nombre: string;
  direccion?: string;
}

export interface PeluqueroDeSucursal {
  id_peluquero_sucursal: number | string;
  nombre: string;
  funcion: string;
}

export interface ServicioDePeluquero {
  id_servicio_de_peluquero_por_sucursal: number | string;
  id_servicio: number | string;
  nombre: string;
  descripcion: string;
  /** 15-minute modules */
  duracion: number | string;
  /** decimal string with a dot */
  precio: string;
  ocupacion: string;
  activo: string;
}

export interface DiaLaborable {
  /** 0 = Monday … 6 = Sunday */
  dia_semana: number | string;
  activo: string;
}

export interface DiaNoLaborable {
  fecha: string;
  razon?: string;
}

export interface ConfAgenda {
  tiempo_turno: number;
  grilla_turnos: number;
  /** '0' = no limit */
  dias_agenda_abierta: string | number;
  tipo_de_cobro_de_reserva: number | string;
  valor_de_cobro_de_reserva: string | number;
  horas_caducidad_reserva_impaga: number | string;
  horas_reprogramar_turno: number | string;
}
