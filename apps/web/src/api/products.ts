import {
  keepPreviousData,
  useMutation,
  useQueries,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import type { z } from 'zod';
import type { ParamsOf, crearProducto, movimientoStock, producto } from '@turnos/contract';
import * as endpoints from '@turnos/contract/paths';
import { apiCall } from '@/lib/api-client';
import type { RouteParams } from '@/lib/api-endpoint';

/** Products and their stock per branch (contract §7.1): the products admin and the counter. */

export type Product = z.output<typeof producto>;
export type StockMovement = z.output<typeof movimientoStock>;
export type ProductInput = ParamsOf<typeof crearProducto>;

export const PRODUCTS_LOAD_ERROR = 'No pudimos cargar los productos.';

export const productKeys = {
  all: ['counter', 'productos'] as const,
  list: (branchId: string, buscar: string) =>
    [...productKeys.all, 'list', branchId, buscar] as const,
  movements: (productId: number, branchId: string) =>
    [...productKeys.all, 'movements', productId, branchId] as const,
};

/** Products by name or code (accents and case ignored), with their stock at a branch or in total. */
export function useProducts(branchId: string, buscar = '', enabled = true) {
  return useQuery({
    queryKey: productKeys.list(branchId, buscar),
    queryFn: async ({ signal }) => {
      const data = await apiCall(
        endpoints.getAllProductos,
        { id_sucursal: branchId || undefined, buscar: buscar || undefined },
        { signal },
      );
      return data.productos;
    },
    enabled,
    placeholderData: keepPreviousData,
    staleTime: 10_000,
  });
}

/** A product found by its exact code (a barcode scanner types it and Enter), or null. */
export async function findProductByCode(branchId: string, code: string) {
  const data = await apiCall(endpoints.getAllProductos, { id_sucursal: branchId, buscar: code });
  return data.productos.find((p) => p.codigo === code) ?? null;
}

function useInvalidateProducts() {
  const qc = useQueryClient();
  return () => qc.invalidateQueries({ queryKey: productKeys.all });
}

export function useCreateProduct() {
  const invalidate = useInvalidateProducts();
  return useMutation({
    mutationFn: (input: ProductInput) => apiCall(endpoints.crearProducto, input),
    onSuccess: invalidate,
  });
}

export function useEditProduct() {
  const invalidate = useInvalidateProducts();
  return useMutation({
    mutationFn: (input: RouteParams<typeof endpoints.editarProducto>) =>
      apiCall(endpoints.editarProducto, input),
    onSuccess: invalidate,
  });
}

export function useAdjustStock() {
  const invalidate = useInvalidateProducts();
  return useMutation({
    mutationFn: (input: RouteParams<typeof endpoints.ajustarStock>) =>
      apiCall(endpoints.ajustarStock, input),
    onSuccess: invalidate,
  });
}

export function useTransferStock() {
  const invalidate = useInvalidateProducts();
  return useMutation({
    mutationFn: (input: RouteParams<typeof endpoints.transferirStock>) =>
      apiCall(endpoints.transferirStock, input),
    onSuccess: invalidate,
  });
}

/** A product's stock history, newest first (all branches, or one). */
export function useStockMovements(productId: number | null, branchId = '') {
  return useQuery({
    queryKey: productKeys.movements(productId ?? 0, branchId),
    queryFn: async ({ signal }) => {
      const data = await apiCall(
        endpoints.obtenerMovimientosStock,
        { id_producto: productId ?? 0, id_sucursal: branchId || undefined },
        { signal },
      );
      return data.movimientos;
    },
    enabled: productId !== null,
    staleTime: 0,
  });
}

/** Every product's stock at each branch: one list per branch (the same queries as `useProducts`). */
export function useStockByBranch(branchIds: readonly string[]) {
  return useQueries({
    queries: branchIds.map((id) => ({
      queryKey: productKeys.list(id, ''),
      queryFn: async ({ signal }: { signal: AbortSignal }) =>
        (await apiCall(endpoints.getAllProductos, { id_sucursal: id }, { signal })).productos,
      staleTime: 10_000,
    })),
    combine: (results) => ({
      isPending: results.some((r) => r.isPending),
      isError: results.some((r) => r.isError),
      /** branch → product → stock */
      stock: new Map(
        branchIds.map((id, i) => [
          id,
          new Map((results[i]?.data ?? []).map((p) => [p.id_producto, p.stock])),
        ]),
      ),
    }),
  });
}
