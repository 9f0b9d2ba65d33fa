import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatARS, studioNow, toCents } from '@turnos/domain';
import type { CreditMovement } from '@/api/credit';
import { formatShortDate } from '@/lib/format';
import { MOTIVO_LABEL, creditText } from './texts';

const when = (iso: string) => formatShortDate(studioNow(new Date(iso)).date);

/** What a credit still holds and until when ("quedan $ 500 · vence el 23/12/2026"). */
function creditState(m: CreditMovement) {
  if (m.restante === null) return null;
  const left = toCents(m.restante);
  if (left === 0n) return 'usado o vencido';
  const until = m.vence ? creditText.expires(m.vence) : creditText.never;
  return `quedan ${formatARS(m.restante)} · ${until}`;
}

/** A client's credit movements, newest first: date, why, amount (+ in, − out). */
export function CreditMovements({ movements }: { movements: readonly CreditMovement[] }) {
  if (movements.length === 0) {
    return <Typography color="text.secondary">{creditText.noMovements}</Typography>;
  }
  return (
    <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }} aria-label={creditText.movements}>
      {movements.map((m, i) => {
        const positive = toCents(m.monto) > 0n;
        const state = creditState(m);
        return (
          <Box
            component="li"
            key={`${m.fecha_hora}-${m.motivo}-${i}`}
            sx={{ py: 1, borderTop: i === 0 ? 0 : 1, borderColor: 'divider' }}
          >
            <Stack direction="row" spacing={2} sx={{ justifyContent: 'space-between' }}>
              <Box sx={{ minWidth: 0 }}>
                <Typography sx={{ fontWeight: 500 }}>
                  {MOTIVO_LABEL[m.motivo]}
                  {m.nota && `: ${m.nota}`}
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  {when(m.fecha_hora)}
                  {m.usuario && ` · ${m.usuario}`}
                  {state && ` · ${state}`}
                </Typography>
              </Box>
              <Typography
                sx={{
                  fontWeight: 600,
                  whiteSpace: 'nowrap',
                  color: positive ? 'success.dark' : 'error.dark',
                }}
              >
                {positive ? '+' : '−'} {formatARS(m.monto.replace('-', ''))}
              </Typography>
            </Stack>
          </Box>
        );
      })}
    </Box>
  );
}
