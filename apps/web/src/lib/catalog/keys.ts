/** Query keys of the catalog (branches and services). */
export const catalogKeys = {
  branches: ['catalog', 'sucursales'] as const,
  services: ['catalog', 'servicios'] as const,
  /** The public services list (features/services) shows the same data. */
  publicServices: ['public', 'servicios'] as const,
};
