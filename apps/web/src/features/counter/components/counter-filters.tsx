import Alert from '@mui/material/Alert';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { DateField } from '@/components/date-field';
import { EsDateProvider } from '@/components/es-date-provider';
import type { BranchOption } from '../hooks/use-counter-branches';
import { periodProblem, type CounterFilters } from '../utils/counter-period';

/** Desde, hasta and the branch of a counter list; a period the server would refuse is said. */
export function CounterFiltersBar({
  value,
  onChange,
  branches,
  idPrefix,
}: {
  value: CounterFilters;
  onChange: (f: CounterFilters) => void;
  branches: readonly BranchOption[];
  /** unique in the page: the branch field's id */
  idPrefix: string;
}) {
  const set = (patch: Partial<CounterFilters>) => onChange({ ...value, ...patch });
  const problem = periodProblem(value);
  return (
    <Stack spacing={1.5}>
      <Stack direction="row" useFlexGap sx={{ gap: 1.5, flexWrap: 'wrap' }}>
        <EsDateProvider>
          <DateField label="Desde" value={value.desde} onChange={(desde) => set({ desde })} />
          <DateField
            label="Hasta"
            value={value.hasta}
            minDate={value.desde || undefined}
            onChange={(hasta) => set({ hasta })}
          />
        </EsDateProvider>
        <TextField
          id={`${idPrefix}-sucursal`}
          select
          label="Sucursal"
          value={value.branchId}
          onChange={(e) => set({ branchId: e.target.value })}
          slotProps={{ inputLabel: { shrink: true }, select: { displayEmpty: true } }}
          sx={{ minWidth: 180, flex: '1 1 180px', maxWidth: 280 }}
        >
          <MenuItem value="">Todas</MenuItem>
          {branches.map((b) => (
            <MenuItem key={b.id} value={b.id}>
              {b.nombre}
            </MenuItem>
          ))}
        </TextField>
      </Stack>
      {problem && <Alert severity="warning">{problem}</Alert>}
    </Stack>
  );
}
