import type { AgendaSlot } from '@/api/appointments';

/** Fixtures shared by the agenda's component tests. */
export const FECHA = '2030-03-04'; // a Monday

export function slot(over: Partial<AgendaSlot> & Pick<AgendaSlot, 'hora'>): AgendaSlot {
  return { estado: 'no_asignado', sobreturno: '0', id_turno: null, ...over };
}

export function turno(id: number, hora: string, over: Partial<AgendaSlot> = {}): AgendaSlot {
  return slot({
    hora,
    estado: 'turno',
    id_turno: id,
    fecha: FECHA,
    hora_inicio: hora,
    hora_fin: '10:30',
    cliente_nombre: `Cliente ${id}`,
    cliente_celular: '5492971234567',
    nombre_servicio: 'Corte de dama',
    reserva_paga: '1',
    monto_reserva: '0.00',
    ...over,
  });
}

export const rulesRoutes = {
  'obtener-dias-laborables': {
    data: { diasLaborables: [0, 1, 2, 3, 4].map((d) => ({ dia_semana: d, activo: '1' })) },
  },
  'obtener-dias-no-laborables': { data: { diasNoLaborables: [] } },
  'obtener-datos-peluquero': { data: { peluquero: { nombre: 'Sofía Romero' } } },
};
