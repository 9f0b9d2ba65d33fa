import type { Endpoint } from './endpoint';
import * as branches from './branches';
import * as services from './services';

/** Every endpoint the contract package describes so far (issue 15: the rest follow). */
export const endpoints: readonly Endpoint[] = [
  branches.getAllSucursales,
  branches.crearSucursal,
  branches.editarSucursal,
  branches.eliminarSucursal,
  branches.getPeluquerosPorSucursal,
  services.getAllServicios,
  services.getServicio,
  services.crearServicio,
  services.editarServicio,
  services.eliminarServicio,
  services.actualizarPrecioServicio,
];
