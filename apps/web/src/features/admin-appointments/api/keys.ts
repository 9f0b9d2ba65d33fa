/** Query keys of the admin appointment lists. */
export const adminTurnosKeys = {
  all: ['private', 'admin-turnos'] as const,
  list: (search: unknown) => ['private', 'admin-turnos', 'list', search] as const,
  payment: (id: number) => ['private', 'admin-turnos', 'pago', id] as const,
};
