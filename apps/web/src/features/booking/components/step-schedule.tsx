import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { paths } from '@/config/paths';
import { RouterLink } from '@/components/link-button';
import type { useAgendaRules } from '../hooks/use-agenda-rules';
import { bookingText } from '../utils/texts';
import { AgendaRulesGate } from './agenda-rules-gate';
import type { SlotPick } from './booking-wizard';
import { SlotSearch } from './slot-search';
import { WaitlistOffer } from './waitlist-offer';
import type { BookingSelection } from './use-booking-selection';

interface StepScheduleProps {
  clientId: number;
  /** a date to search at once (the waitlist message's link) */
  initialFecha?: string;
  selection: BookingSelection;
  rules: ReturnType<typeof useAgendaRules>;
  today: string;
  limitReached: boolean;
  busy: boolean;
  onPick: (pick: SlotPick) => void;
  onBack: () => void;
}

const LIMIT_TEXT = 'NO PUEDE RESERVAR NUEVO TURNO / MAXIMO DE TURNOS ACTIVOS ALCANZADO';

/** Step 2: date, search, free start times (seed §2). */
export function StepSchedule(props: StepScheduleProps) {
  const { selection: sel, rules, today, limitReached, busy, onPick, onBack } = props;
  const servicio = sel.selectedServicio;
  const who = [sel.selectedPeluquero?.nombre, sel.selectedSucursal?.nombre].filter(Boolean);
  return (
    <Stack spacing={2.5} component="section" aria-labelledby="step2-title">
      <div>
        <Typography variant="h2" id="step2-title">
          Elegir fecha y horario
        </Typography>
        <Typography color="text.secondary">
          {servicio?.nombre}
          {who.length > 0 && ` con ${who.join(' en ')}`}
        </Typography>
      </div>
      {limitReached && (
        <Alert
          severity="warning"
          action={
            <Button
              color="inherit"
              size="small"
              component={RouterLink}
              to={paths.cliente.dashboard}
            >
              Mis turnos
            </Button>
          }
        >
          {LIMIT_TEXT}
        </Alert>
      )}
      <AgendaRulesGate rules={rules} errorText={bookingText.loadError}>
        {(calendar) => (
          <SlotSearch
            today={today}
            initialFecha={props.initialFecha}
            rules={calendar}
            base={
              sel.complete
                ? { idPeluqueroSucursal: sel.peluquero, idServicioPeluquero: sel.servicio }
                : null
            }
            servicio={servicio?.nombre ?? ''}
            disabled={busy || limitReached}
            onPick={(fecha, hora) => onPick({ fecha, hora })}
            whenEmpty={(fecha) =>
              sel.complete && (
                <WaitlistOffer
                  key={fecha}
                  clientId={props.clientId}
                  idPeluqueroSucursal={sel.peluquero}
                  idServicioPeluquero={sel.servicio}
                  fecha={fecha}
                />
              )
            }
          />
        )}
      </AgendaRulesGate>
      <div>
        <Button variant="outlined" onClick={onBack}>
          Volver
        </Button>
      </div>
    </Stack>
  );
}
