import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { centsToWire, toCents } from '@turnos/domain';
import { useClientCredit } from '@/api/credit';
import { creditText } from './texts';

interface Props {
  clientId: number;
  /** the booking's deposit in pesos (0: none) */
  deposito: number;
  checked: boolean;
  onChange: (checked: boolean) => void;
}

/**
 * The booking summary's "pay the deposit with my credit" (contract §7.5 `usar_saldo`): a switch
 * when the client's credit covers the whole deposit, a line saying it does not when it falls
 * short, nothing without credit or a deposit (nor while it loads or when it cannot be read: the
 * booking goes on as always).
 */
export function CreditDepositSwitch({ clientId, deposito, checked, onChange }: Props) {
  const credit = useClientCredit(clientId);
  const due = toCents(deposito.toFixed(2));
  if (!credit.data || due <= 0n) return null;
  const balance = toCents(credit.data.saldo);
  if (balance <= 0n) return null;
  if (balance < due) {
    return (
      <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
        {creditText.notEnough(credit.data.saldo)}
      </Typography>
    );
  }
  return (
    <Stack sx={{ mt: 2 }}>
      <FormControlLabel
        control={
          <Switch
            checked={checked}
            onChange={(e) => onChange(e.target.checked)}
            slotProps={{ input: { 'aria-describedby': 'credit-deposit-hint' } }}
          />
        }
        label={creditText.payDeposit}
      />
      <Typography id="credit-deposit-hint" variant="body2" color="text.secondary">
        {creditText.payDepositHint(credit.data.saldo, centsToWire(due), centsToWire(balance - due))}
      </Typography>
    </Stack>
  );
}
