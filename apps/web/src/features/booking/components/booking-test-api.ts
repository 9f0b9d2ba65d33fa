import { jsonResponse } from '@/test/render';
import { mockApi, type MockRoute } from '@/test/mock-api';

/** Test data for the booking screens: one professional working every day, no window. */
export const coloringService = {
  id_servicio_de_peluquero_por_sucursal: 31,
  id_servicio: 5,
  nombre: 'Coloración',
  descripcion: 'Aplicar, esperar y enjuagar',
  duracion: 4,
  precio: '35000.00',
  ocupacion: '1101',
  activo: '1',
};

export const allWeek = Array.from({ length: 7 }, (_, i) => ({ dia_semana: i, activo: '1' }));

export const confAgenda = {
  tiempo_turno: 30,
  grilla_turnos: 30,
  dias_agenda_abierta: '0',
  tipo_de_cobro_de_reserva: 0,
  valor_de_cobro_de_reserva: '0.00',
  horas_caducidad_reserva_impaga: 0,
  horas_reprogramar_turno: 0,
};

export function mockBookingApi(over: Record<string, MockRoute> = {}) {
  return mockApi({
    'get-all-sucursales': {
      data: { sucursales: [{ id: 2, nombre: 'Km 3', direccion: 'Av. Polonia 1120' }] },
    },
    'get-peluqueros-por-sucursal': {
      data: {
        peluqueros: [{ id_peluquero_sucursal: 4, nombre: 'Sofía Romero', funcion: 'Peluquera' }],
      },
    },
    'obtener-servicios-asociados': { data: { serviciosPeluquero: [coloringService] } },
    'obtener-conf-agenda': { data: { confAgenda } },
    'obtener-dias-laborables': { data: { diasLaborables: allWeek } },
    'obtener-dias-no-laborables': { data: { diasNoLaborables: [] } },
    'obtener-horarios-disponibles': { data: { horarios: ['10:00', '10:30'] } },
    'reservar-turno': () =>
      jsonResponse(200, {
        success: true,
        data: { id_turno: 99, monto_reserva: '0.00', reserva_paga: '1', vence: null },
      }),
    ...over,
  });
}
