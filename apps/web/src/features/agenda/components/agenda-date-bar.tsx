import { useState } from 'react';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import SearchIcon from '@mui/icons-material/Search';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { EsDateProvider } from '@/components/es-date-provider';
import { parseWireDate, toWireDate } from '@/lib/format';
import type { AgendaRules } from '../hooks/use-agenda-rules';
import { isAgendaDateDisabled } from '../utils/calendar';

interface Props {
  /** the searched date (yyyy-MM-dd) or '' */
  fecha: string;
  today: string;
  rules: AgendaRules;
  searching: boolean;
  onSearch: (fecha: string) => void;
}

/** Date picker (working weekdays only) and the search button beside it. */
export function AgendaDateBar({ fecha, today, rules, searching, onSearch }: Props) {
  const [value, setValue] = useState(fecha);
  const valid = value !== '' && !isAgendaDateDisabled(value, rules);
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start', maxWidth: 420 }}>
      <EsDateProvider>
        <DatePicker
          label="Fecha"
          value={value ? parseWireDate(value) : null}
          onChange={(d) => setValue(d && !Number.isNaN(d.getTime()) ? toWireDate(d) : '')}
          referenceDate={parseWireDate(today)}
          shouldDisableDate={(d) => isAgendaDateDisabled(toWireDate(d), rules)}
          format="dd/MM/yyyy"
          slotProps={{ textField: { fullWidth: true } }}
        />
      </EsDateProvider>
      <Tooltip title="Buscar turnos del día">
        <span>
          <IconButton
            color="primary"
            aria-label="Buscar turnos del día"
            onClick={() => onSearch(value)}
            disabled={!valid || searching}
            sx={{ mt: 1, border: 1, borderColor: 'divider' }}
          >
            <SearchIcon />
          </IconButton>
        </span>
      </Tooltip>
    </Stack>
  );
}
