import Switch from '@mui/material/Switch';
import { useErrorToast, useToast } from '@/components/toast';
import { type Client, type ClientFlag, useUpdateClient } from '@/api/clients';
import { clientsText } from '../utils/texts';

const LABEL: Record<ClientFlag, string> = {
  user_status: 'Validado',
  user_is_blocked: 'Bloqueado',
};

/**
 * Validated / blocked toggle. It shows the saved state only: it waits (disabled) while saving and
 * changes when the server has answered yes. Blocking also ends the client's sessions (server).
 */
export function FlagSwitch({ client, flag }: { client: Client; flag: ClientFlag }) {
  const toast = useToast();
  const showError = useErrorToast();
  const update = useUpdateClient();
  const on = client[flag] === '1';
  return (
    <Switch
      checked={on}
      disabled={update.isPending}
      color={flag === 'user_is_blocked' ? 'error' : 'primary'}
      onChange={(_e, next) =>
        update.mutate(
          { id: client.ID, changes: { [flag]: next ? '1' : '0' } },
          {
            onSuccess: () => toast.success(clientsText.saved),
            onError: (e) => showError(e, clientsText.saveError),
          },
        )
      }
      slotProps={{ input: { 'aria-label': `${LABEL[flag]}: ${client.nombre}` } }}
    />
  );
}
