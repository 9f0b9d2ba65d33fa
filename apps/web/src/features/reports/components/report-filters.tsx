import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { EsDateProvider } from '@/components/es-date-provider';
import { DateField } from '@/components/date-field';
import { useBranches } from '@/api/branches';
import { useProfessionalsOfBranch } from '@/api/professionals';
import { PRESETS, type Period, type Preset } from '../utils/periods';

export interface Filters {
  preset: Preset;
  custom: Period;
  branchId: string;
  professionalBranchId: string;
}

interface Props {
  value: Filters;
  onChange: (f: Filters) => void;
  /** branch and professional filters (an admin's); a professional sees only their own rows */
  scoped: boolean;
  /** false: the branch filter only (the commission report lists every professional) */
  professionalFilter?: boolean;
}

/** Period presets (or two dates), and for an admin the branch and the professional. */
export function ReportFilters({ value, onChange, scoped, professionalFilter = true }: Props) {
  const branches = useBranches();
  const pros = useProfessionalsOfBranch(scoped && professionalFilter ? value.branchId : '');
  const set = (patch: Partial<Filters>) => onChange({ ...value, ...patch });
  return (
    <Stack sx={{ gap: 1.5, mb: 2 }}>
      <ToggleButtonGroup
        value={value.preset}
        exclusive
        size="small"
        aria-label="Período"
        color="primary"
        onChange={(_e, preset: Preset | null) => preset && set({ preset })}
        // the default unselected grey is just under 4.5:1 on the page's background
        sx={{
          flexWrap: 'wrap',
          '& .MuiToggleButton-root:not(.Mui-selected)': { color: 'text.primary' },
        }}
      >
        {PRESETS.map((p) => (
          <ToggleButton key={p.id} value={p.id}>
            {p.label}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }}>
        {value.preset === 'personalizado' && (
          <EsDateProvider>
            <DateField
              label="Desde"
              value={value.custom.desde}
              onChange={(desde) => set({ custom: { ...value.custom, desde } })}
            />
            <DateField
              label="Hasta"
              value={value.custom.hasta}
              minDate={value.custom.desde || undefined}
              onChange={(hasta) => set({ custom: { ...value.custom, hasta } })}
            />
          </EsDateProvider>
        )}
        {scoped && (
          <>
            <TextField
              select
              label="Sucursal"
              value={value.branchId}
              onChange={(e) => set({ branchId: e.target.value, professionalBranchId: '' })}
              slotProps={{ inputLabel: { shrink: true }, select: { displayEmpty: true } }}
              sx={{ minWidth: 180, flex: '1 1 180px', maxWidth: 280 }}
            >
              <MenuItem value="">Todas</MenuItem>
              {(branches.data ?? []).map((b) => (
                <MenuItem key={b.id} value={String(b.id)}>
                  {b.nombre}
                </MenuItem>
              ))}
            </TextField>
            {professionalFilter && (
              <TextField
                select
                label="Profesional"
                value={value.professionalBranchId}
                disabled={value.branchId === ''}
                onChange={(e) => set({ professionalBranchId: e.target.value })}
                slotProps={{ inputLabel: { shrink: true }, select: { displayEmpty: true } }}
                sx={{ minWidth: 180, flex: '1 1 180px', maxWidth: 280 }}
              >
                <MenuItem value="">
                  {value.branchId === '' ? 'Todos (elegí una sucursal)' : 'Todos'}
                </MenuItem>
                {(pros.data ?? []).map((p) => (
                  <MenuItem key={p.id_peluquero_sucursal} value={String(p.id_peluquero_sucursal)}>
                    {p.nombre}
                  </MenuItem>
                ))}
              </TextField>
            )}
          </>
        )}
      </Stack>
    </Stack>
  );
}
