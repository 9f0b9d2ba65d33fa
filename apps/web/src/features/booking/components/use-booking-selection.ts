import { useState } from 'react';
import { useBranches } from '@/api/branches';
import { useProfessionalsOfBranch } from '@/api/professionals';
import { useOfferedServices } from '@/api/professional-services';

/** The chosen id when it is still offered; the only option when there is just one (seed §2). */
function effective<T>(chosen: string, list: T[] | undefined, id: (x: T) => string): string {
  if (!list) return '';
  if (chosen !== '' && list.some((x) => id(x) === chosen)) return chosen;
  const only = list.length === 1 ? list[0] : undefined;
  return only === undefined ? '' : id(only);
}

/**
 * Step 1's dependent choices: Sucursal → Profesional → Servicio. A new branch resets the
 * professional and the service; a new professional resets the service.
 */
export function useBookingSelection(
  initial: { sucursal: string; peluquero: string; servicio: string } = {
    sucursal: '',
    peluquero: '',
    servicio: '',
  },
) {
  const [chosen, setChosen] = useState(initial);

  const sucursales = useBranches();
  const sucursal = effective(chosen.sucursal, sucursales.data, (s) => String(s.id));
  const peluqueros = useProfessionalsOfBranch(sucursal);
  const peluquero = effective(chosen.peluquero, peluqueros.data, (p) =>
    String(p.id_peluquero_sucursal),
  );
  const servicios = useOfferedServices(peluquero);
  const servicio = effective(chosen.servicio, servicios.data, (s) =>
    String(s.id_servicio_de_peluquero_por_sucursal),
  );

  return {
    sucursales,
    peluqueros,
    servicios,
    sucursal,
    peluquero,
    servicio,
    selectedSucursal: sucursales.data?.find((s) => String(s.id) === sucursal),
    selectedPeluquero: peluqueros.data?.find((p) => String(p.id_peluquero_sucursal) === peluquero),
    selectedServicio: servicios.data?.find(
      (s) => String(s.id_servicio_de_peluquero_por_sucursal) === servicio,
    ),
    complete: sucursal !== '' && peluquero !== '' && servicio !== '',
    chooseSucursal: (id: string) => setChosen({ sucursal: id, peluquero: '', servicio: '' }),
    choosePeluquero: (id: string) =>
      setChosen((c) => ({ ...c, sucursal, peluquero: id, servicio: '' })),
    chooseServicio: (id: string) => setChosen((c) => ({ ...c, sucursal, peluquero, servicio: id })),
  };
}
export type BookingSelection = ReturnType<typeof useBookingSelection>;
