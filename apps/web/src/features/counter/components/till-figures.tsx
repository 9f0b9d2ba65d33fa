import Box from '@mui/material/Box';
import { toCents } from '@turnos/domain';
import type { TillWithTotals } from '@/api/till';
import { formatARS } from '@/lib/format';
import { MEDIO_LABEL } from '../utils/cart-figures';

/** An amount that never breaks over two lines in a table cell. */
export function Money({ value }: { value: string }) {
  return (
    <Box component="span" sx={{ whiteSpace: 'nowrap' }}>
      {formatARS(value)}
    </Box>
  );
}

/** A till's cash difference: highlighted, and said in words, when it is not 0. */
export function TillDifference({ value }: { value: string | null }) {
  if (value === null) return <>—</>;
  const cents = toCents(value);
  if (cents === 0n) return <Money value={value} />;
  return (
    <Box
      component="span"
      className="till-difference"
      sx={{ color: cents < 0n ? 'error.main' : 'warning.dark', fontWeight: 700 }}
    >
      {`${formatARS(value)} (${cents < 0n ? 'faltante' : 'sobrante'})`}
    </Box>
  );
}

/** 'Efectivo $ 12.000 · Débito $ 5.000': the methods a till took, 'Sin cobros' when none. */
export function totalsText(totales: TillWithTotals['totales'] | null) {
  if (!totales) return 'Sin cobros';
  const rows = (Object.keys(MEDIO_LABEL) as (keyof typeof MEDIO_LABEL)[])
    .filter((m) => toCents(totales[m]) !== 0n)
    .map((m) => `${MEDIO_LABEL[m]} ${formatARS(totales[m])}`);
  return rows.length === 0 ? 'Sin cobros' : rows.join(' · ');
}
