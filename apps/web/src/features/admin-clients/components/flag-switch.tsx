import Switch from '@mui/material/Switch';
import { useErrorToast, useToast } from '@/components/toast';
import { type Cliente, type ClienteFlag, useUpdateClient } from '@/api/clients';
import { clientesText } from '../utils/texts';

const LABEL: Record<ClienteFlag, string> = {
  user_status: 'Validado',
  user_is_blocked: 'Bloqueado',
};

/**
 * Validated / blocked toggle. It shows the saved state only: it waits (disabled) while saving and
 * changes when the server has answered yes. Blocking also ends the client's sessions (server).
 */
export function FlagSwitch({ cliente, flag }: { cliente: Cliente; flag: ClienteFlag }) {
  const toast = useToast();
  const showError = useErrorToast();
  const update = useUpdateClient();
  const on = cliente[flag] === '1';
  return (
    <Switch
      checked={on}
      disabled={update.isPending}
      color={flag === 'user_is_blocked' ? 'error' : 'primary'}
      onChange={(_e, next) =>
        update.mutate(
          { id: cliente.ID, changes: { [flag]: next ? '1' : '0' } },
          {
            onSuccess: () => toast.success(clientesText.saved),
            onError: (e) => showError(e, clientesText.saveError),
          },
        )
      }
      slotProps={{ input: { 'aria-label': `${LABEL[flag]}: ${cliente.nombre}` } }}
    />
  );
}
