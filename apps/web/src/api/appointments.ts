import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient, type Envelope, type QueryParams } from '@/lib/api-client';

/**
 * Appointments (contract §4.5): the client's lists, booking, rescheduling and cancelling, the
 * staff's lists and deposit state, and the professional's agenda. Every list lives under
 * `appointmentKeys.all`, so any change to an appointment refreshes every screen showing one.
 */

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

export interface TurnosActivos {
  turnos: Turno[];
  cantidad: number;
}

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

/** The three searches of the staff screen (seed §2): one day, a period, a client's name. */
export type TurnosSearch =
  | { by: 'fecha'; fecha: string }
  | { by: 'periodo'; desde: string; hasta: string }
  | { by: 'nombre'; nombre: string };

export type TurnoHoursField = 'horas_caducidad_reserva_impaga' | 'horas_reprogramar_turno';

export interface ReservaInput {
  idCliente: number;
  idSucursal: string;
  idPeluqueroSucursal: string;
  idServicio: string;
  idServicioPeluquero: string;
  fecha: string;
  hora: string;
}

export interface ReservaResult {
  id_turno: number;
  /** decimal string with a dot; '0.00' when no deposit is charged */
  monto_reserva: string;
  reserva_paga: '0' | '1';
  /** ISO instant the unpaid deposit expires, or null (never) */
  vence: string | null;
}

export interface AssignInput {
  idCliente: number;
  idPeluqueroSucursal: string;
  idServicio: number;
  idServicioPeluquero: number;
  fecha: string;
  hora: string;
  sobreturno: boolean;
}

export interface ReprogramarInput {
  idTurno: string;
  /** yyyy-MM-dd */
  fechaNueva: string;
  /** HH:MM, the new start */
  hora: string;
}

export interface SlotRef {
  idPeluqueroSucursal: string;
  fecha: string;
  hora: string;
}

export const appointmentKeys = {
  all: ['appointments'] as const,
  ofClient: (clientId: number) => ['appointments', 'client', clientId] as const,
  activeOfClient: (clientId: number) => ['appointments', 'client', clientId, 'active'] as const,
  maxActive: ['appointments', 'max-active'] as const,
  staffLists: ['appointments', 'staff'] as const,
  staffList: (search: TurnosSearch | null) => ['appointments', 'staff', search] as const,
  payment: (idTurno: number) => ['appointments', 'payment', idTurno] as const,
  agendaDay: (idPeluqueroSucursal: string, fecha: string) =>
    ['appointments', 'agenda', idPeluqueroSucursal, fecha] as const,
};

function useInvalidateAppointments() {
  const qc = useQueryClient();
  return () => qc.invalidateQueries({ queryKey: appointmentKeys.all });
}

// ---- the client's own appointments ------------------------------------------------------------

/** All the client's appointments, newest first. */
export function useTurnosCliente(clientId: number) {
  return useQuery({
    queryKey: appointmentKeys.ofClient(clientId),
    queryFn: async () => {
      const res = await apiClient.get<Envelope<{ turnos: Turno[] }>>(
        'turnos/v1/obtener-turnos-cliente',
        { ID: clientId },
      );
      return res.data.turnos ?? [];
    },
    staleTime: 0,
  });
}

/** Upcoming, not cancelled appointments and their count (the server's studio 'today'). */
export function useTurnosActivos(clientId: number) {
  return useQuery({
    queryKey: appointmentKeys.activeOfClient(clientId),
    queryFn: async () => {
      const res = await apiClient.get<Envelope<TurnosActivos>>(
        'turnos/v1/obtener-turnos-activos-cliente',
        { ID: clientId },
      );
      return res.data;
    },
    staleTime: 0,
  });
}

/** 0 = no limit. */
export function useMaxTurnosActivos() {
  return useQuery({
    queryKey: appointmentKeys.maxActive,
    queryFn: async () => {
      const res = await apiClient.get<Envelope<number | string>>(
        'turnos/v1/obtener-max-turnos-activos',
      );
      return Number(res.data) || 0;
    },
  });
}

// ---- booking, rescheduling, cancelling -------------------------------------------------------

interface BookBody {
  id_cliente: number;
  id_sucursal?: string;
  id_peluquero_sucursal: string;
  id_servicio: string | number;
  id_servicio_de_peluquero_por_sucursal: string | number;
  fecha: string;
  hora: string;
  esSobreturno: '0' | '1';
}

/** The server derives price, duration, units, deposit and `reserva_paga` from the ids. */
async function book(body: BookBody): Promise<ReservaResult> {
  const res = await apiClient.post<Envelope<ReservaResult>>('turnos/v1/reservar-turno', body);
  return res.data;
}

/** A client books for themselves. */
export function useReservarTurno() {
  const invalidate = useInvalidateAppointments();
  return useMutation({
    mutationFn: (input: ReservaInput) =>
      book({
        id_cliente: input.idCliente,
        id_sucursal: input.idSucursal,
        id_peluquero_sucursal: input.idPeluqueroSucursal,
        id_servicio: input.idServicio,
        id_servicio_de_peluquero_por_sucursal: input.idServicioPeluquero,
        fecha: input.fecha,
        hora: input.hora,
        esSobreturno: '0',
      }),
    onSuccess: invalidate,
  });
}

/** Staff book for any client; an overbooking skips the free-slot check. */
export function useAssignTurno() {
  const invalidate = useInvalidateAppointments();
  return useMutation({
    mutationFn: (input: AssignInput) =>
      book({
        id_cliente: input.idCliente,
        id_peluquero_sucursal: input.idPeluqueroSucursal,
        id_servicio: input.idServicio,
        id_servicio_de_peluquero_por_sucursal: input.idServicioPeluquero,
        fecha: input.fecha,
        hora: input.hora,
        esSobreturno: input.sobreturno ? '1' : '0',
      }),
    onSettled: invalidate,
  });
}

export function useReprogramarTurno() {
  const invalidate = useInvalidateAppointments();
  return useMutation({
    mutationFn: async (input: ReprogramarInput) => {
      await apiClient.post('turnos/v1/reprogramar-turno', {
        id_turno: input.idTurno,
        fecha_nueva: input.fechaNueva,
        hora: input.hora,
        esSobreturno: '0',
      });
    },
    onSuccess: invalidate,
  });
}

/**
 * Cancels an appointment or frees a busy block. `by` says who cancels when the caller's role does
 * not: the client from their list, the professional from the agenda; the staff lists send none
 * (the server records the caller's role).
 */
export function useCancelTurno(by?: 'cliente' | 'profesional') {
  const invalidate = useInvalidateAppointments();
  return useMutation({
    mutationFn: async (idTurno: number) => {
      await apiClient.delete('turnos/v1/cancelar-turno', {
        id_turno: idTurno,
        ...(by ? { cancelado_por: by } : {}),
      });
    },
    onSettled: invalidate,
  });
}

// ---- staff lists ------------------------------------------------------------------------------

function staffListRequest(search: TurnosSearch): [string, QueryParams] {
  switch (search.by) {
    case 'fecha':
      return ['turnos/v1/obtener-turnos-por-fecha', { fecha: search.fecha }];
    case 'periodo':
      return [
        'turnos/v1/obtener-turnos-por-periodo',
        { fecha_desde: search.desde, fecha_hasta: search.hasta },
      ];
    case 'nombre':
      return ['turnos/v1/obtener-turnos-por-nombre', { nombre_cliente: search.nombre }];
  }
}

/** A professional who is not an admin gets only their own rows: the server forces it. */
export function useTurnosList(search: TurnosSearch | null) {
  return useQuery({
    queryKey: appointmentKeys.staffList(search),
    queryFn: async () => {
      if (!search) return [];
      const [path, params] = staffListRequest(search);
      const res = await apiClient.get<Envelope<{ turnos: StaffTurno[] }>>(path, params);
      return res.data.turnos ?? [];
    },
    enabled: search !== null,
    staleTime: 0,
  });
}

/** The provider's record of a deposit and who approved it; idle until a dialog asks. */
export function usePaymentDetails(idTurno: number | null) {
  return useQuery({
    queryKey: appointmentKeys.payment(idTurno ?? 0),
    queryFn: async () => {
      const res = await apiClient.get<Envelope<PaymentDetails>>(
        'turnos/v1/get-info-del-pago-de-reserva',
        { id_turno: idTurno ?? 0 },
      );
      return res.data;
    },
    enabled: idTurno !== null,
    staleTime: 0,
  });
}

/** Admins only: paid records the approving admin; unpaid deletes the payment record. */
export function useSetDepositPaid() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ idTurno, paid }: { idTurno: number; paid: boolean }) =>
      apiClient.put('turnos/v1/actualizar-estado-reserva-paga', {
        id_turno: idTurno,
        activo: paid ? '1' : '0',
      }),
    onSuccess: (_r, { idTurno, paid }) => {
      // every cached list showing this appointment follows the saved state
      qc.setQueriesData<StaffTurno[]>({ queryKey: appointmentKeys.staffLists }, (rows) =>
        rows?.map((t) =>
          t.id_turno === idTurno
            ? { ...t, reserva_paga: paid ? '1' : '0', pago_aprobado_por: null }
            : t,
        ),
      );
      void qc.invalidateQueries({ queryKey: appointmentKeys.all });
    },
  });
}

/** 0 = the reservation never expires / the appointment can always be rescheduled. */
export function useSetTurnoField() {
  const invalidate = useInvalidateAppointments();
  return useMutation({
    mutationFn: ({ idTurno, campo }: { idTurno: number; campo: TurnoHoursField }) =>
      apiClient.put('turnos/v1/actualizar-campo-turno', { id_turno: idTurno, campo, valor: 0 }),
    onSettled: invalidate,
  });
}

// ---- the professional's agenda ---------------------------------------------------------------

export const agendaDayQuery = (idPeluqueroSucursal: string, fecha: string) =>
  queryOptions({
    queryKey: appointmentKeys.agendaDay(idPeluqueroSucursal, fecha),
    queryFn: async () => {
      const res = await apiClient.get<Envelope<AgendaSlot[]>>('turnos/v1/obtener-agenda', {
        id_peluquero_sucursal: idPeluqueroSucursal,
        fecha,
      });
      return res.data ?? [];
    },
  });

/** The day's slots; idle until a date is searched. Always fresh: others book meanwhile. */
export function useAgenda(idPeluqueroSucursal: string, fecha: string) {
  return useQuery({
    ...agendaDayQuery(idPeluqueroSucursal, fecha),
    enabled: fecha !== '',
    staleTime: 0,
  });
}

/** A busy block of tiempo_turno minutes with the busy service (the server builds it). */
export function useMarkBusy() {
  const invalidate = useInvalidateAppointments();
  return useMutation({
    mutationFn: ({ idPeluqueroSucursal, fecha, hora }: SlotRef) =>
      apiClient.post('turnos/v1/marcar-ocupado', {
        id_peluquero_sucursal: idPeluqueroSucursal,
        fecha,
        hora,
      }),
    onSettled: invalidate,
  });
}
