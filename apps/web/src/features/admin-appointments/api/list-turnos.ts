import { useQuery } from '@tanstack/react-query';
import { endpoints } from '@/config/paths';
import { apiClient, type Envelope, type QueryParams } from '@/lib/api-client';
import type { StaffTurno } from './staff-turno.types';
import { adminTurnosKeys } from './keys';

/** The three searches of the screen (seed §2): one day, a period, a client's name. */
export type TurnosSearch =
  | { by: 'fecha'; fecha: string }
  | { by: 'periodo'; desde: string; hasta: string }
  | { by: 'nombre'; nombre: string };

function request(search: TurnosSearch): [string, QueryParams] {
  switch (search.by) {
    case 'fecha':
      return [endpoints.adminTurnos.byDate, { fecha: search.fecha }];
    case 'periodo':
      return [
        endpoints.adminTurnos.byPeriod,
        { fecha_desde: search.desde, fecha_hasta: search.hasta },
      ];
    case 'nombre':
      return [endpoints.adminTurnos.byName, { nombre_cliente: search.nombre }];
  }
}

/** A professional who is not an admin gets only their own rows: the server forces it. */
export async function listTurnos(search: TurnosSearch): Promise<StaffTurno[]> {
  const [path, params] = request(search);
  const res = await apiClient.get<Envelope<{ turnos: StaffTurno[] }>>(path, params);
  return res.data.turnos ?? [];
}

export function useTurnosList(search: TurnosSearch | null) {
  return useQuery({
    queryKey: adminTurnosKeys.list(search),
    queryFn: () => (search ? listTurnos(search) : Promise.resolve([])),
    enabled: search !== null,
    staleTime: 0,
  });
}
