import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DataOf, importarClientes, importarTurnos } from '@turnos/contract';
import * as endpoints from '@turnos/contract/paths';
import type { ImportKind } from '@turnos/domain';
import { apiUpload } from '@/lib/api-client';

/** Moving in (contract §7.8): a CSV of clients or appointments, simulated first, then imported. */

export type ClientsImport = DataOf<typeof importarClientes>;
export type AppointmentsImport = DataOf<typeof importarTurnos>;
/** Either answer: `actualizados` only for clients. */
export interface ImportAnswer {
  resumen: { nuevos: number; omitidos: number; actualizados?: number };
  errores: { linea: number; mensaje: string }[];
}

const ROUTES = {
  clientes: endpoints.importarClientes,
  turnos: endpoints.importarTurnos,
} as const;

/** POST importar-clientes / importar-turnos: the file in `file`, `simular` '1' or '0'. */
async function sendImport(kind: ImportKind, file: File, simulate: boolean): Promise<ImportAnswer> {
  const form = new FormData();
  form.append('simular', simulate ? '1' : '0');
  form.append('file', file, file.name);
  return kind === 'clientes' ? apiUpload(ROUTES.clientes, form) : apiUpload(ROUTES.turnos, form);
}

/** The preview's run: what the import would do, nothing written. */
export function useSimulateImport() {
  return useMutation({
    mutationFn: ({ kind, file }: { kind: ImportKind; file: File }) => sendImport(kind, file, true),
  });
}

/** The real run; clients or appointments read again afterwards. */
export function useRunImport() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ kind, file }: { kind: ImportKind; file: File }) => sendImport(kind, file, false),
    onSuccess: () => qc.invalidateQueries(),
  });
}
