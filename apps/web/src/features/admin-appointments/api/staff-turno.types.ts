/** The wire `turno` as the staff lists return it (server `turno-view.ts`). */
export interface StaffTurno {
  id_turno: number;
  id_cliente: number;
  id_peluquero_sucursal: number;
  id_servicio: number;
  /** yyyy-MM-dd */
  fecha: string;
  hora: string;
  hora_inicio: string;
  hora_fin: string;
  sobreturno: string;
  /** '1' for a busy block (service 1) */
  ocupado: string;
  cliente_nombre: string;
  cliente_celular: string;
  cliente_email: string;
  nombre_servicio: string;
  nombre_peluquero: string;
  nombre_sucursal: string;
  is_cancelado: string;
  cancelado_por: string | null;
  reserva_paga: string;
  /** decimal string with a dot; '0.00' when no deposit is charged */
  monto_reserva: string;
  precio?: string;
  /** null = no deposit approval; 0 = the payment provider; otherwise the approving admin's id */
  pago_aprobado_por: number | null;
  horas_caducidad_reserva_impaga: number;
  horas_reprogramar_turno: number;
  vence: string | null;
}

export interface PaymentInfo {
  estado: string;
  monto_pagado_por_cliente: string;
  monto_neto_recibido: string;
  cuotas: number | string;
  payment_id: string;
  external_reference: string;
}

export interface PaymentDetails {
  info_pago: PaymentInfo | null;
  pago_aprobado_por: number | null;
  aprobador: { ID: number; nombre: string; email: string } | null;
}
