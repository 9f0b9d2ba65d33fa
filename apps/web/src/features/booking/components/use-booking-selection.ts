import { useBranches } from '@/api/branches';
import { useProfessionalsOfBranch } from '@/api/professionals';
import { useOfferedServices, useProfessionalsOffering } from '@/api/professional-services';
import { useQuery } from '@tanstack/react-query';
import { servicesQuery } from '@/api/services';
import type { WizardUrlState } from '../hooks/use-wizard-url';

/** The chosen id when it is still offered; the only option when there is just one (seed §2). */
function effective<T>(chosen: string, list: T[] | undefined, id: (x: T) => string): string {
  if (!list) return '';
  if (chosen !== '' && list.some((x) => id(x) === chosen)) return chosen;
  const only = list.length === 1 ? list[0] : undefined;
  return only === undefined ? '' : id(only);
}

/**
 * Step 1's dependent choices: Sucursal → Profesional → Servicio, read from the URL (ADR 0090).
 * A new branch resets the professional and the service; a new professional resets the service.
 * A service chosen in the public list (`catalogo`, its id_servicio) stays across those changes:
 * the professionals offered are those who do it at the branch (all of them when none does), and
 * it is chosen for the client as soon as the professional is known. An id the lists no longer
 * hold is ignored (`settled` tells when the lists are in to judge it).
 */
export function useBookingSelection(wizard: WizardUrlState) {
  const chosen = wizard.url;
  const branches = useBranches();
  const branch = effective(chosen.sucursal, branches.data, (s) => String(s.id));
  const professionals = useProfessionalsOfBranch(branch);
  const allIds = (professionals.data ?? []).map((p) => String(p.id_peluquero_sucursal));
  const offering = useProfessionalsOffering(allIds, chosen.catalogo);
  const catalogo = useQuery({ ...servicesQuery, enabled: chosen.catalogo !== '' });
  const catalogService =
    chosen.catalogo === ''
      ? undefined
      : catalogo.data?.find((s) => String(s.id_servicio) === chosen.catalogo);
  // the public list's service: only its professionals, once known (all when none offers it)
  const notOfferedHere = chosen.catalogo !== '' && offering.ready && offering.ids.length === 0;
  const candidates =
    professionals.data && offering.ready
      ? chosen.catalogo === '' || notOfferedHere
        ? professionals.data
        : professionals.data.filter((p) => offering.ids.includes(String(p.id_peluquero_sucursal)))
      : undefined;
  const professional = effective(chosen.peluquero, candidates, (p) =>
    String(p.id_peluquero_sucursal),
  );
  const services = useOfferedServices(professional);
  const fromCatalog =
    chosen.servicio === '' && chosen.catalogo !== ''
      ? services.data?.find((s) => String(s.id_servicio) === chosen.catalogo)
      : undefined;
  const service = effective(
    fromCatalog ? String(fromCatalog.id_servicio_de_peluquero_por_sucursal) : chosen.servicio,
    services.data,
    (s) => String(s.id_servicio_de_peluquero_por_sucursal),
  );
  const complete = branch !== '' && professional !== '' && service !== '';
  // every list that judges the URL's ids has answered (an error is shown, not judged)
  const settled =
    complete ||
    branches.isError ||
    (branches.data !== undefined &&
      (branch === '' ||
        professionals.isError ||
        (candidates !== undefined &&
          (professional === '' || services.isError || services.data !== undefined))));

  return {
    sucursales: branches,
    peluqueros: professionals,
    /** the professionals to offer: those who do the public list's service, when there is one */
    professionalOptions: candidates,
    servicios: services,
    sucursal: branch,
    peluquero: professional,
    servicio: service,
    /** the public list's service, by name, while its professional is not chosen yet */
    catalogService,
    /** the public list's service is done by nobody at this branch */
    notOfferedHere,
    selectedBranch: branches.data?.find((s) => String(s.id) === branch),
    selectedProfessional: professionals.data?.find(
      (p) => String(p.id_peluquero_sucursal) === professional,
    ),
    selectedService: services.data?.find(
      (s) => String(s.id_servicio_de_peluquero_por_sucursal) === service,
    ),
    complete,
    settled,
    chooseBranch: (id: string) =>
      wizard.replace({ sucursal: id, peluquero: '', servicio: '', extras: [], hora: '' }),
    chooseProfessional: (id: string) =>
      wizard.replace({ sucursal: branch, peluquero: id, servicio: '', hora: '' }),
    // a service chosen here replaces the public list's
    chooseService: (id: string) =>
      wizard.replace({
        sucursal: branch,
        peluquero: professional,
        servicio: id,
        catalogo: '',
        hora: '',
      }),
  };
}
export type BookingSelection = ReturnType<typeof useBookingSelection>;
