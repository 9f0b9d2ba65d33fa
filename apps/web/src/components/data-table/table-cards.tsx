import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { visuallyHidden } from '@/lib/visually-hidden';
import type { DataTableColumn } from './types';

interface Props<T> {
  label: string;
  rows: readonly T[];
  columns: DataTableColumn<T>[];
  rowKey: (row: T) => string | number;
}

/** The phone layout: one card per row, each cell under its header's name. */
export function TableCards<T>({ label, rows, columns, rowKey }: Props<T>) {
  return (
    <Stack component="ul" aria-label={label} spacing={1} sx={{ listStyle: 'none', p: 1, m: 0 }}>
      {rows.map((row) => (
        <Paper component="li" variant="outlined" key={rowKey(row)} sx={{ p: 1.5 }}>
          <Box component="dl" sx={{ m: 0, display: 'grid', gap: 0.75 }}>
            {columns.map((c) => (
              <Box
                key={c.id}
                sx={{
                  minWidth: 0,
                  display: 'grid',
                  // minmax(0, …): a wide cell (a field and its button) wraps inside the card, never past it
                  gridTemplateColumns: '96px minmax(0, 1fr)',
                  gap: 1,
                  alignItems: 'center',
                }}
              >
                {/* a term for every value (screen readers read the pair; a dl holds only dt/dd
                    groups), shown unless the column asks not to on a phone */}
                <Typography
                  component="dt"
                  variant="caption"
                  color="text.secondary"
                  sx={c.hideLabelOnPhone ? visuallyHidden : undefined}
                >
                  {c.header}
                </Typography>
                <Box
                  component="dd"
                  sx={{
                    m: 0,
                    minWidth: 0,
                    overflowWrap: 'anywhere',
                    ...(c.hideLabelOnPhone ? { gridColumn: '1 / -1' } : {}),
                  }}
                >
                  {c.cell(row)}
                </Box>
              </Box>
            ))}
          </Box>
        </Paper>
      ))}
    </Stack>
  );
}
