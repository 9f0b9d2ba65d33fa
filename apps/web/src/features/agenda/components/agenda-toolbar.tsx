import { useState } from 'react';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import { addDays } from '@turnos/domain';
import type { ProfessionalColumn } from '@/api/branch-agenda';
import type { AgendaView } from '../utils/agenda-columns';
import type { BranchOption } from '../hooks/use-agenda-branches';
import { useClosedDates } from '../hooks/use-closed-dates';
import { AgendaDatePicker } from './agenda-date-picker';

export interface AgendaQuery {
  sucursal?: string;
  fecha?: string;
  vista?: AgendaView;
  profesional?: string;
}

interface Props {
  branches: readonly BranchOption[];
  branch: string;
  fecha: string;
  today: string;
  view: AgendaView;
  /** shown when one column at a time is drawn (week view, or the day view on a phone) */
  professionals: readonly ProfessionalColumn[] | null;
  professional: string;
  onChange: (next: AgendaQuery) => void;
}

/** Branch, date (with previous/next and 'Hoy'), day or week, and the professional when one column. */
export function AgendaToolbar({
  branches,
  branch,
  fecha,
  today,
  view,
  professionals,
  professional,
  onChange,
}: Props) {
  const step = view === 'dia' ? 1 : 7;
  // the field's own value: '' while a date is half typed; the arrows and 'Hoy' reset it
  const [draft, setDraft] = useState(fecha);
  const [shownFecha, setShownFecha] = useState(fecha);
  if (fecha !== shownFecha) {
    setShownFecha(fecha);
    setDraft(fecha);
  }
  // the calendar rings the branch's closed dates of the month it shows (contract §7.6)
  const [month, setMonth] = useState(fecha.slice(0, 7));
  const closedDates = useClosedDates(branch === '' ? undefined : Number(branch), [
    Number(month.slice(0, 4)),
  ]);
  return (
    <Stack
      direction="row"
      sx={{ flexWrap: 'wrap', gap: 1.5, alignItems: 'center', mb: 2 }}
      role="toolbar"
      aria-label="Opciones de la agenda"
    >
      <TextField
        select
        size="small"
        label="Sucursal"
        value={branch}
        onChange={(e) => onChange({ sucursal: e.target.value, profesional: '' })}
        sx={{ minWidth: 180, flex: { xs: '1 1 100%', sm: '0 0 auto' } }}
      >
        {branches.map((b) => (
          <MenuItem key={b.id} value={b.id}>
            {b.nombre}
          </MenuItem>
        ))}
      </TextField>
      <Stack direction="row" sx={{ alignItems: 'center', gap: 0.5 }}>
        <IconButton
          aria-label={view === 'dia' ? 'Día anterior' : 'Semana anterior'}
          onClick={() => onChange({ fecha: addDays(fecha, -step) })}
        >
          <ChevronLeftIcon />
        </IconButton>
        <AgendaDatePicker
          size="small"
          width={172}
          value={draft}
          today={today}
          closedDates={closedDates}
          onMonthShown={setMonth}
          onChange={(d) => {
            setDraft(d);
            if (d !== '') onChange({ fecha: d });
          }}
        />
        <IconButton
          aria-label={view === 'dia' ? 'Día siguiente' : 'Semana siguiente'}
          onClick={() => onChange({ fecha: addDays(fecha, step) })}
        >
          <ChevronRightIcon />
        </IconButton>
        <Button onClick={() => onChange({ fecha: today })} disabled={fecha === today}>
          Hoy
        </Button>
      </Stack>
      <ToggleButtonGroup
        exclusive
        size="small"
        value={view}
        aria-label="Vista"
        // on the page's tinted background the unselected button's grey falls under 4.5:1
        sx={{ bgcolor: 'background.paper' }}
        onChange={(_e, v: AgendaView | null) => {
          if (v) onChange({ vista: v });
        }}
      >
        <ToggleButton value="dia">Día</ToggleButton>
        <ToggleButton value="semana">Semana</ToggleButton>
      </ToggleButtonGroup>
      {professionals && professionals.length > 0 && (
        <TextField
          select
          size="small"
          label="Profesional"
          value={professional}
          onChange={(e) => onChange({ profesional: e.target.value })}
          sx={{ minWidth: 180, flex: { xs: '1 1 100%', sm: '0 0 auto' } }}
        >
          {professionals.map((p) => (
            <MenuItem key={p.id_peluquero_sucursal} value={String(p.id_peluquero_sucursal)}>
              {p.nombre}
            </MenuItem>
          ))}
        </TextField>
      )}
    </Stack>
  );
}
