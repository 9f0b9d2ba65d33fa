import { useState } from 'react';
import type { VisitPart } from '../utils/visit-plan';
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
 * a professional of the same branch. Another branch starts over.
 */
export function useVisitExtras(selection: BookingSelection) {
  const [state, setState] = useState<{ sucursal: string; extras: ExtraChoice[]; next: number }>({
    sucursal: '',
    extras: [],
    next: 1,
  });
  const extras = state.sucursal === selection.sucursal ? state.extras : [];
  const set = (fn: (extras: ExtraChoice[]) => ExtraChoice[]) =>
    setState((s) => ({
      sucursal: selection.sucursal,
      extras: fn(s.sucursal === selection.sucursal ? s.extras : []),
      next: s.next + 1,
    }));
  return {
    extras,
    add: () => set((e) => [...e, { key: state.next, peluquero: '', servicio: '' }]),
    remove: (key: number) => set((e) => e.filter((x) => x.key !== key)),
    update: (key: number, patch: Partial<Omit<ExtraChoice, 'key'>>) =>
      set((e) => e.map((x) => (x.key === key ? { ...x, ...patch } : x))),
    /** every added row has its professional and service chosen */
    chosen: extras.every((x) => x.peluquero !== '' && x.servicio !== ''),
    /** and their details are loaded */
    complete: extras.every((x) => x.part !== undefined),
  };
}
export type VisitExtras = ReturnType<typeof useVisitExtras>;
