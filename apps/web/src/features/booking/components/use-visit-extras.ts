import { useQueries } from '@tanstack/react-query';
import { offeredServicesQuery } from '@/api/professional-services';
import { agendaConfQuery } from '@/api/schedules';
import type { WizardUrlState } from '../hooks/use-wizard-url';
import { depositFor } from '../utils/booking-note';
import type { VisitPart } from '../utils/visit-plan';
import type { ExtraInUrl } from '../utils/wizard-url';
import type { BookingSelection } from './use-booking-selection';

/** One more service of the visit: its professional, its service and, once loaded, its details. */
export interface ExtraChoice {
  key: number;
  peluquero: string;
  servicio: string;
  part?: VisitPart;
}

/**
 * "Agregar otro servicio" (contract §6.2): the services added after step 1's first one, each with
 * a professional of the same branch, kept in the URL (`mas`, ADR 0090). Another branch starts
 * over. An id the branch's lists no longer hold is ignored, as step 1's are.
 */
export function useVisitExtras(selection: BookingSelection, wizard: WizardUrlState) {
  const inUrl = wizard.url.extras;
  const branchProfessionals = selection.peluqueros.data;
  // one query per professional (two rows may share one; an empty row asks nothing)
  const ids = [...new Set(inUrl.map((x) => x.peluquero).filter((p) => p !== ''))];
  const services = useQueries({ queries: ids.map((p) => offeredServicesQuery(p)) });
  const confs = useQueries({
    queries: ids.map((p) => ({ ...agendaConfQuery(p), staleTime: 0 })),
  });
  const extras: ExtraChoice[] = inUrl.map((x, i) => {
    const professionalKnown =
      branchProfessionals === undefined ||
      branchProfessionals.some((p) => String(p.id_peluquero_sucursal) === x.peluquero);
    const professional = professionalKnown ? x.peluquero : '';
    const at = ids.indexOf(professional);
    const offered = at < 0 ? undefined : services[at]?.data;
    const selected = offered?.find(
      (s) => String(s.id_servicio_de_peluquero_por_sucursal) === x.servicio,
    );
    const service = offered === undefined || selected ? x.servicio : '';
    const conf = at < 0 ? undefined : confs[at]?.data;
    const professionalName =
      branchProfessionals?.find((p) => String(p.id_peluquero_sucursal) === professional)?.nombre ??
      '';
    const part: VisitPart | undefined =
      selected && conf && professional !== ''
        ? {
            peluquero: professional,
            servicio: service,
            serviceName: selected.nombre,
            professionalName,
            precio: selected.precio,
            duracion: Number(selected.duracion),
            deposito: depositFor(conf, selected.precio),
          }
        : undefined;
    return { key: i, peluquero: professional, servicio: service, part };
  });
  const write = (next: ExtraInUrl[]) =>
    // other services make other starts: a time picked before no longer holds
    wizard.replace({ sucursal: selection.sucursal, extras: next, hora: '' });
  const current = (): ExtraInUrl[] =>
    extras.map(({ peluquero: professional, servicio: service }) => ({
      peluquero: professional,
      servicio: service,
    }));
  return {
    extras,
    add: () => write([...current(), { peluquero: '', servicio: '' }]),
    remove: (key: number) => write(current().filter((_, i) => i !== key)),
    update: (key: number, patch: Partial<ExtraInUrl>) =>
      write(current().map((x, i) => (i === key ? { ...x, ...patch } : x))),
    /** every added row has its professional and service chosen */
    chosen: extras.every((x) => x.peluquero !== '' && x.servicio !== ''),
    /** and their details are loaded */
    complete: extras.every((x) => x.part !== undefined),
  };
}
export type VisitExtras = ReturnType<typeof useVisitExtras>;
