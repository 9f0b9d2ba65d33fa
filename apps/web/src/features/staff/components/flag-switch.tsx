import Switch from '@mui/material/Switch';
import { useErrorToast } from '@/components/toast';
import type { ApiError } from '@/lib/api-error';
import {
  type Professional,
  useSetProfessionalFlag,
  type ProfessionalFlag,
} from '@/api/professionals';

export const ACTIVE_ERROR = 'Error al guardar cambios en el peluquero';
export const ADMIN_ERROR = 'Error al guardar cambios en el rol de admin del peluquero';

/** Activo / Admin switch: the server saves first, then the switch moves (seed §4). */
export function FlagSwitch({ row, flag }: { row: Professional; flag: ProfessionalFlag }) {
  const showError = useErrorToast();
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
              flag === 'activo'
                ? showError(err, ACTIVE_ERROR)
                : showError(err, ADMIN_ERROR, adminError),
          },
        );
      }}
      slotProps={{ input: { 'aria-label': label } }}
    />
  );
}

/** The server's own reason (e.g. an admin may not remove their own role), when it gave one. */
function adminError(err: ApiError): string | undefined {
  return err.fromServer ? `${ADMIN_ERROR}. ${err.message}` : undefined;
}
