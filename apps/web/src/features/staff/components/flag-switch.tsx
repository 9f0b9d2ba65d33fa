import Switch from '@mui/material/Switch';
import { useToast } from '@/components/toast';
import { isApiError } from '@/lib/api-error';
import { type Peluquero, useSetProfessionalFlag, type ProfessionalFlag } from '@/api/professionals';

export const ACTIVE_ERROR = 'Error al guardar cambios en el peluquero';
export const ADMIN_ERROR = 'Error al guardar cambios en el rol de admin del peluquero';

/** Activo / Admin switch: the server saves first, then the switch moves (seed §4). */
export function FlagSwitch({ row, flag }: { row: Peluquero; flag: ProfessionalFlag }) {
  const toast = useToast();
  const set = useSetProfessionalFlag(flag);
  const on = flag === 'activo' ? String(row.activo) === '1' : row.rol_admin === true;
  const label =
    flag === 'activo'
      ? `${row.nombre} (${row.nombre_sucursal}): activo`
      : `${row.nombre}: administrador`;
  return (
    <Switch
      checked={on}
      disabled={set.isPending}
      onChange={(e) => {
        const next = e.target.checked;
        set.mutate(
          { row, on: next },
          {
            onError: (err) =>
              toast.error(flag === 'activo' ? ACTIVE_ERROR : `${ADMIN_ERROR}${errorSuffix(err)}`),
          },
        );
      }}
      slotProps={{ input: { 'aria-label': label } }}
    />
  );
}

/** The server's own reason (e.g. an admin may not remove their own role), when it gave one. */
function errorSuffix(err: unknown): string {
  return isApiError(err) && err.fromServer ? `. ${err.message}` : '';
}
