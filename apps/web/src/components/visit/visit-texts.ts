/** What staff read about a visit (contract §6.2, ADR 0075): its marker, its details, its cancel. */
export const visitText = {
  chip: 'Visita',
  unknownSize: 'Parte de una visita',
  heading: (n: number) => `Visita de ${n} servicios`,
  together:
    'Los turnos de una visita se reprograman y se cancelan juntos: cancelar este turno cancela la visita completa.',
  partial: 'Los servicios de la visita con otros profesionales no se muestran en tu agenda.',
  loading: 'Cargando la visita…',
  loadError: 'No pudimos cargar los servicios de la visita.',
  total: 'Total de la visita',
  thisOne: 'este turno',
  cancel: 'Cancelar visita',
  cancelConfirm: (n: number | null) =>
    `Se cancelan ${n ? `los ${n} turnos` : 'todos los turnos'} de la visita y le enviamos un email al cliente. Esta operación no se puede deshacer.`,
  cancelled: 'Visita cancelada.',
  cancelError: 'Error al cancelar la visita.',
} as const;

/** What a screen reader hears for the marker: 'Parte de una visita de 2 servicios'. */
export function visitMarkerLabel(size: number | null): string {
  return size && size > 1 ? `${visitText.unknownSize} de ${size} servicios` : visitText.unknownSize;
}

/** How many appointments each visit has among `turnos` (those with an `id_visita`). */
export function visitSizes(
  appointments: readonly { id_visita: number | null }[],
): Map<number, number> {
  const sizes = new Map<number, number>();
  for (const t of appointments) {
    if (t.id_visita !== null) sizes.set(t.id_visita, (sizes.get(t.id_visita) ?? 0) + 1);
  }
  return sizes;
}
