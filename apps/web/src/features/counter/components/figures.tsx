import { Fragment } from 'react';
import Box from '@mui/material/Box';

export interface Figure {
  label: string;
  value: string;
  strong?: boolean;
  /** a test id / anchor for the value */
  id?: string;
}

/** Label–amount pairs as a description list, amounts aligned right. */
export function Figures({ rows, label }: { rows: readonly Figure[]; label?: string }) {
  return (
    <Box
      component="dl"
      aria-label={label}
      sx={{
        display: 'grid',
        gridTemplateColumns: '1fr auto',
        columnGap: 2,
        rowGap: 0.5,
        m: 0,
        '& dt, & dd': { m: 0 },
        '& dd': { textAlign: 'right', fontVariantNumeric: 'tabular-nums' },
        '& .strong': { fontWeight: 700 },
      }}
    >
      {rows.map((r) => (
        <Fragment key={r.label}>
          <dt className={r.strong ? 'strong' : undefined}>{r.label}</dt>
          <dd id={r.id} className={r.strong ? 'strong' : undefined}>
            {r.value}
          </dd>
        </Fragment>
      ))}
    </Box>
  );
}
