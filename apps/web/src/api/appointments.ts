import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type {
  DataOf,
  ParamsOf,
  actualizarCampoTurno,
  agendaSlot,
  getInfoDelPagoDeReserva,
  reservarTurno,
  reservarVisita,
  turno,
} from '@turnos/contract';
import * as endpoints from '@turnos/contract/paths';
import { apiCall } from '@/lib/api-client';
import { creditKeys } from './credit';

/**
 * Appointments (contract §4.5): the client's lists, booking, rescheduling and cancelling, the
 * staff's lists and deposit state, and the professional's agenda. Every list lives under
 * `appointmentKeys.all`, so any change to an appointment refreshes every screen showing one.
 */

/** The wire `turno` (contract §4.5, seed §3), as the client's and the staff's lists return it. */
export type Appointment = z.output<typeof turno>;
/** The provider's record of a deposit and who approved it. */
export type PaymentDetails = DataOf<typeof getInfoDelPagoDeReserva>;
/** One slot of `obtener-agenda`; appointment slots also carry the turno's fields. */
export type AgendaSlot = z.output<typeof agendaSlot>;
export type SlotState = AgendaSlot['estado'];
export type BookingResult = DataOf<typeof reservarTurno>;
/** Contract §6.2: a visit's booking. */
export type VisitResult = DataOf<typeof reservarVisita>;
export type AppointmentHoursField = ParamsOf<typeof actualizarCampoTurno>['campo'];

/** The three searches of the staff screen (seed §2): one day, a period, a client's name. */
export type AppointmentsSearch =
  | { by: 'fecha'; fecha: string }
  | { by: 'periodo'; desde: string; hasta: string }
  | { by: 'nombre'; nombre: string };

export interface BookingInput {
  clientId: number;
  branchId: string;
  professionalBranchId: string;
  serviceId: string;
  professionalServiceId: string;
  fecha: string;
  hora: string;
  /** contract §7.5: the client's credit pays the whole deposit (or nothing is booked) */
  useCredit?: boolean;
}

export interface AssignInput {
  clientId: number;
  professionalBranchId: string;
  serviceId: number;
  professionalServiceId: number;
  fecha: string;
  hora: string;
  sobreturno: boolean;
}

export interface RescheduleInput {
  appointmentId: string;
  /** yyyy-MM-dd */
  fechaNueva: string;
  /** HH:MM, the new start */
  hora: string;
  /** staff: another professional of the same branch (contract §6.1) */
  newProfessionalBranchId?: string;
}

export interface SlotRef {
  professionalBranchId: string;
  fecha: string;
  hora: string;
}

export const appointmentKeys = {
  all: ['appointments'] as const,
  ofClient: (clientId: number) => ['appointments', 'client', clientId] as const,
  activeOfClient: (clientId: number) => ['appointments', 'client', clientId, 'active'] as const,
  maxActive: ['appointments', 'max-active'] as const,
  staffLists: ['appointments', 'staff'] as const,
  staffList: (search: AppointmentsSearch | null) => ['appointments', 'staff', search] as const,
  payment: (appointmentId: number) => ['appointments', 'payment', appointmentId] as const,
  agendaDay: (professionalBranchId: string, fecha: string) =>
    ['appointments', 'agenda', professionalBranchId, fecha] as const,
};

/** After a booking, a move or a cancel: the appointments, and the credit a cancel or a booking moved. */
function useInvalidateAppointments() {
  const qc = useQueryClient();
  return () =>
    Promise.all([
      qc.invalidateQueries({ queryKey: appointmentKeys.all }),
      qc.invalidateQueries({ queryKey: creditKeys.all }),
    ]);
}

// ---- the client's own appointments ------------------------------------------------------------

/** All the client's appointments, newest first. */
export function useClientAppointments(clientId: number) {
  return useQuery({
    queryKey: appointmentKeys.ofClient(clientId),
    queryFn: async () => {
      const data = await apiCall(endpoints.obtenerTurnosCliente, { ID: clientId });
      return data.turnos ?? [];
    },
    staleTime: 0,
  });
}

/** Upcoming, not cancelled appointments and their count (the server's studio 'today'). */
export function useActiveAppointments(clientId: number) {
  return useQuery({
    queryKey: appointmentKeys.activeOfClient(clientId),
    queryFn: () => apiCall(endpoints.obtenerTurnosActivosCliente, { ID: clientId }),
    staleTime: 0,
  });
}

/** 0 = no limit. */
export function useActiveAppointmentLimit() {
  return useQuery({
    queryKey: appointmentKeys.maxActive,
    queryFn: async () => {
      const data = await apiCall(endpoints.obtenerMaxTurnosActivos);
      return Number(data) || 0;
    },
  });
}

// ---- booking, rescheduling, cancelling -------------------------------------------------------

/** The server derives price, duration, units, deposit and `reserva_paga` from the ids. */
function book(body: ParamsOf<typeof reservarTurno>): Promise<BookingResult> {
  return apiCall(endpoints.reservarTurno, body);
}

/** A client books for themselves. */
export function useBookAppointment() {
  const invalidate = useInvalidateAppointments();
  return useMutation({
    mutationFn: (input: BookingInput) =>
      book({
        id_cliente: input.clientId,
        id_sucursal: input.branchId,
        id_peluquero_sucursal: input.professionalBranchId,
        id_servicio: input.serviceId,
        id_servicio_de_peluquero_por_sucursal: input.professionalServiceId,
        fecha: input.fecha,
        hora: input.hora,
        esSobreturno: '0',
        ...(input.useCredit ? { usar_saldo: '1' as const } : {}),
      }),
    onSuccess: invalidate,
  });
}

/** Staff book for any client; an overbooking skips the free-slot check. */
export function useAssignAppointment() {
  const invalidate = useInvalidateAppointments();
  return useMutation({
    mutationFn: (input: AssignInput) =>
      book({
        id_cliente: input.clientId,
        id_peluquero_sucursal: input.professionalBranchId,
        id_servicio: input.serviceId,
        id_servicio_de_peluquero_por_sucursal: input.professionalServiceId,
        fecha: input.fecha,
        hora: input.hora,
        esSobreturno: input.sobreturno ? '1' : '0',
      }),
    onSettled: invalidate,
  });
}

export function useRescheduleAppointment() {
  const invalidate = useInvalidateAppointments();
  return useMutation({
    mutationFn: async (input: RescheduleInput) => {
      await apiCall(endpoints.reprogramarTurno, {
        id_turno: input.appointmentId,
        fecha_nueva: input.fechaNueva,
        hora: input.hora,
        esSobreturno: '0',
        ...(input.newProfessionalBranchId
          ? { id_peluquero_sucursal_nuevo: input.newProfessionalBranchId }
          : {}),
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
export function useCancelAppointment(by?: 'cliente' | 'profesional') {
  const invalidate = useInvalidateAppointments();
  return useMutation({
    mutationFn: async (appointmentId: number) => {
      await apiCall(endpoints.cancelarTurno, {
        id_turno: appointmentId,
        ...(by ? { cancelado_por: by } : {}),
      });
    },
    onSettled: invalidate,
  });
}

// ---- visits (contract §6.2) --------------------------------------------------------------------

export interface VisitInput {
  clientId: number;
  branchId: string;
  /** the services' links, in the order they are done */
  servicios: string[];
  fecha: string;
  hora: string;
  /** contract §7.5: the client's credit pays the whole deposit (or nothing is booked) */
  useCredit?: boolean;
}

/** A client books 2–4 services back to back as one visit: all of them or none. */
export function useBookVisit() {
  const invalidate = useInvalidateAppointments();
  return useMutation({
    mutationFn: (input: VisitInput) =>
      apiCall(endpoints.reservarVisita, {
        id_cliente: input.clientId,
        id_sucursal: input.branchId,
        servicios: input.servicios.join(','),
        fecha: input.fecha,
        hora: input.hora,
        ...(input.useCredit ? { usar_saldo: '1' as const } : {}),
      }),
    onSuccess: invalidate,
  });
}

/** Moves every appointment of a visit to a new start. */
export function useRescheduleVisit() {
  const invalidate = useInvalidateAppointments();
  return useMutation({
    mutationFn: async (input: { visitId: number; fechaNueva: string; hora: string }) => {
      await apiCall(endpoints.reprogramarVisita, {
        id_visita: input.visitId,
        fecha_nueva: input.fechaNueva,
        hora: input.hora,
      });
    },
    onSuccess: invalidate,
  });
}

/**
 * Cancels every appointment of a visit. `by` as for `useCancelAppointment`: the client from their list,
 * the professional from an agenda; the staff lists send none (the server records the caller's role).
 */
export function useCancelVisit(by: 'cliente' | 'profesional' | null = 'cliente') {
  const invalidate = useInvalidateAppointments();
  return useMutation({
    mutationFn: async (visitId: number) => {
      await apiCall(endpoints.cancelarVisita, {
        id_visita: visitId,
        ...(by ? { cancelado_por: by } : {}),
      });
    },
    onSettled: invalidate,
  });
}

// ---- staff lists ------------------------------------------------------------------------------

function staffList(search: AppointmentsSearch): Promise<{ turnos: Appointment[] }> {
  switch (search.by) {
    case 'fecha':
      return apiCall(endpoints.obtenerTurnosPorFecha, { fecha: search.fecha });
    case 'periodo':
      return apiCall(endpoints.obtenerTurnosPorPeriodo, {
        fecha_desde: search.desde,
        fecha_hasta: search.hasta,
      });
    case 'nombre':
      return apiCall(endpoints.obtenerTurnosPorNombre, { nombre_cliente: search.nombre });
  }
}

/** A professional who is not an admin gets only their own rows: the server forces it. */
export function useAppointmentsList(search: AppointmentsSearch | null) {
  return useQuery({
    queryKey: appointmentKeys.staffList(search),
    queryFn: async () => {
      if (!search) return [];
      const data = await staffList(search);
      return data.turnos ?? [];
    },
    enabled: search !== null,
    staleTime: 0,
  });
}

/**
 * One professional-branch's appointments from `desde` to `hasta` (busy blocks and cancelled ones
 * included, as staff lists are): what a date off would touch, and which days of a month the
 * agenda's calendar must let staff open. Always fresh.
 */
export const professionalBranchAppointmentsQuery = (
  professionalBranchId: number | string,
  desde: string,
  hasta: string,
) =>
  queryOptions({
    queryKey: [
      ...appointmentKeys.staffLists,
      'peluquero-sucursal',
      Number(professionalBranchId),
      desde,
      hasta,
    ] as const,
    queryFn: async () => {
      const params = { id_peluquero_sucursal: professionalBranchId };
      const data =
        desde === hasta
          ? await apiCall(endpoints.obtenerTurnosPorFecha, { ...params, fecha: desde })
          : await apiCall(endpoints.obtenerTurnosPorPeriodo, {
              ...params,
              fecha_desde: desde,
              fecha_hasta: hasta,
            });
      return data.turnos ?? [];
    },
    staleTime: 0,
  });

/** The provider's record of a deposit and who approved it; idle until a dialog asks. */
export function usePaymentDetails(appointmentId: number | null) {
  return useQuery({
    queryKey: appointmentKeys.payment(appointmentId ?? 0),
    queryFn: () => apiCall(endpoints.getInfoDelPagoDeReserva, { id_turno: appointmentId ?? 0 }),
    enabled: appointmentId !== null,
    staleTime: 0,
  });
}

/** Admins only: paid records the approving admin; unpaid deletes the payment record. */
export function useSetDepositPaid() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ appointmentId, paid }: { appointmentId: number; paid: boolean }) =>
      apiCall(endpoints.actualizarEstadoReservaPaga, {
        id_turno: appointmentId,
        activo: paid ? '1' : '0',
      }),
    onSuccess: (_r, { appointmentId, paid }) => {
      // every cached list showing this appointment follows the saved state
      qc.setQueriesData<Appointment[]>({ queryKey: appointmentKeys.staffLists }, (rows) =>
        rows?.map((t) =>
          t.id_turno === appointmentId
            ? { ...t, reserva_paga: paid ? '1' : '0', pago_aprobado_por: null }
            : t,
        ),
      );
      void qc.invalidateQueries({ queryKey: appointmentKeys.all });
    },
  });
}

/** 0 = the reservation never expires / the appointment can always be rescheduled. */
export function useSetAppointmentField() {
  const invalidate = useInvalidateAppointments();
  return useMutation({
    mutationFn: ({
      appointmentId,
      campo,
    }: {
      appointmentId: number;
      campo: AppointmentHoursField;
    }) => apiCall(endpoints.actualizarCampoTurno, { id_turno: appointmentId, campo, valor: 0 }),
    onSettled: invalidate,
  });
}

// ---- the professional's agenda ---------------------------------------------------------------

export const agendaDayQuery = (professionalBranchId: string, fecha: string) =>
  queryOptions({
    queryKey: appointmentKeys.agendaDay(professionalBranchId, fecha),
    queryFn: async () => {
      const data = await apiCall(endpoints.obtenerAgenda, {
        id_peluquero_sucursal: professionalBranchId,
        fecha,
      });
      return data ?? [];
    },
  });

/** The day's slots; idle until a date is searched. Always fresh: others book meanwhile. */
export function useAgenda(professionalBranchId: string, fecha: string) {
  return useQuery({
    ...agendaDayQuery(professionalBranchId, fecha),
    enabled: fecha !== '',
    staleTime: 0,
  });
}

/** A busy block of tiempo_turno minutes with the busy service (the server builds it). */
export function useMarkBusy() {
  const invalidate = useInvalidateAppointments();
  return useMutation({
    mutationFn: ({ professionalBranchId, fecha, hora }: SlotRef) =>
      apiCall(endpoints.marcarOcupado, {
        id_peluquero_sucursal: professionalBranchId,
        fecha,
        hora,
      }),
    onSettled: invalidate,
  });
}
