/** The raw client list; the agenda reads the same key. */
export const clientesKey = ['private', 'clientes'] as const;
