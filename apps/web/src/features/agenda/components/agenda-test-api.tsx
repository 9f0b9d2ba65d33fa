import type { ReactNode } from 'react';
import type { AgendaSlot } from '@/api/appointments';
import type { Session } from '@/lib/session';
import { SessionContext, type SessionContextValue } from '@/lib/session-context';

/** Fixtures shared by the agenda's component tests. */
export const FECHA = '2030-03-04'; // a Monday

export function slot(over: Partial<AgendaSlot> & Pick<AgendaSlot, 'hora'>): AgendaSlot {
  return { estado: 'no_asignado', sobreturno: '0', id_turno: null, ...over };
}

export function appointment(id: number, hora: string, over: Partial<AgendaSlot> = {}): AgendaSlot {
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

/** A signed-in professional (id 40; admin when `isAdmin`), for screens that read the session. */
export function staffSession(isAdmin = false): SessionContextValue {
  const session: Session = {
    id: 40,
    displayName: 'Sofía',
    fullName: 'Sofía Romero',
    email: 'sofia@t.test',
    roles: isAdmin ? ['peluquero', 'peluadmin'] : ['peluquero'],
    isPelu: true,
    isAdmin,
    isClient: false,
    isValidado: true,
    isBlocked: false,
    landing: '/profesional',
  };
  return {
    session,
    status: 'ready',
    signIn: () => Promise.resolve(session),
    signOut: () => Promise.resolve(),
    reload: () => Promise.resolve(),
  };
}

/** `element` as seen by the signed-in staff member of `staffSession`. */
export function asStaff(element: ReactNode, isAdmin = false) {
  return <SessionContext.Provider value={staffSession(isAdmin)}>{element}</SessionContext.Provider>;
}

/** Professional-branch 5 is at branch 3 (the professional's own branches). */
export const ownBranchesRoute = {
  'obtener-sucursales-peluquero': {
    data: {
      sucursales: [
        { id_sucursal: 3, nombre_sucursal: 'Centro', id_peluquero_sucursal: 5, activo: '1' },
      ],
      peluquero: {
        id_peluquero: 40,
        nombre: 'Sofía Romero',
        email: 'sofia@t.test',
        celular: '549297',
        rol_admin: false,
      },
    },
  },
};
