import Box from '@mui/material/Box';
import {
  DIAS_AGENDA_OPTIONS,
  GRILLA_OPTIONS,
  MIN_NOTICE_HOURS_OPTIONS,
  TIEMPO_TURNO_OPTIONS,
} from '@turnos/domain';
import { agendaOpenDaysLabel, minutesLabel } from '../lib/time-options';
import type { ConfErrors, ConfForm } from '../lib/schedule-form';
import { NativeSelect } from './native-select';

interface Props {
  conf: ConfForm;
  errors: ConfErrors;
  onChange: (conf: ConfForm) => void;
}

const SELECT = 'Elegí...';

/** Minimum appointment duration, slot grid and how far ahead the agenda is open. */
export function AgendaConfFields({ conf, errors, onChange }: Props) {
  return (
    <Box
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', md: 'repeat(4, 1fr)' },
        gap: 2,
      }}
    >
      <NativeSelect
        id="conf-tiempo-turno"
        label="Duración mínima del turno"
        value={conf.tiempo_turno}
        placeholder={SELECT}
        options={TIEMPO_TURNO_OPTIONS.map((m) => ({ value: String(m), label: minutesLabel(m) }))}
        error={errors.tiempo_turno}
        onChange={(v) => onChange({ ...conf, tiempo_turno: v })}
      />
      <NativeSelect
        id="conf-grilla"
        label="Grilla de turnos"
        value={conf.grilla_turnos}
        placeholder={SELECT}
        options={GRILLA_OPTIONS.map((m) => ({ value: String(m), label: `Cada ${m} min` }))}
        error={errors.grilla_turnos}
        onChange={(v) => onChange({ ...conf, grilla_turnos: v })}
      />
      <NativeSelect
        id="conf-dias-agenda"
        label="Agenda abierta"
        value={conf.dias_agenda_abierta}
        placeholder={SELECT}
        options={DIAS_AGENDA_OPTIONS.map((d) => ({
          value: String(d),
          label: agendaOpenDaysLabel(d),
        }))}
        error={errors.dias_agenda_abierta}
        onChange={(v) => onChange({ ...conf, dias_agenda_abierta: v })}
      />
      <NativeSelect
        id="conf-anticipacion"
        label="Anticipación mínima para reservar"
        value={conf.horas_anticipacion_minima}
        placeholder={SELECT}
        options={MIN_NOTICE_HOURS_OPTIONS.map((h) => ({
          value: String(h),
          label: h === 0 ? 'Sin mínimo' : `${h} ${h === 1 ? 'hora' : 'horas'}`,
        }))}
        error={errors.horas_anticipacion_minima}
        onChange={(v) => onChange({ ...conf, horas_anticipacion_minima: v })}
      />
    </Box>
  );
}
