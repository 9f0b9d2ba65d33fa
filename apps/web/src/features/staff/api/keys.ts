/** Query keys of the staff feature. */
export const staffKeys = {
  all: ['staff', 'peluqueros'] as const,
  branchesOf: (idPeluquero: number) => ['staff', 'sucursales-de', idPeluquero] as const,
  data: (idPeluqueroSucursal: number) => ['staff', 'datos', idPeluqueroSucursal] as const,
  services: (idPeluqueroSucursal: number) => ['staff', 'servicios', idPeluqueroSucursal] as const,
};
