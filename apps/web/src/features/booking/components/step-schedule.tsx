import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { AvailabilityParams } from '@/api/availability';
import { paths } from '@/config/paths';
import { RouterLink } from '@/components/link-button';
import type { useAgendaRules } from '../hooks/use-agenda-rules';
import { bookingText } from '../utils/texts';
import { AgendaRulesGate } from './agenda-rules-gate';
import type { SlotPick } from '../utils/slot-pick';
import { SlotSearch } from './slot-search';
import { WaitlistOffer } from './waitlist-offer';
import type { BookingSelection } from './use-booking-selection';
import type { VisitPart } from '../utils/visit-plan';

interface StepScheduleProps {
  /** null for a visitor: they see the times, and log in only to confirm */
  clientId: number | null;
  selection: BookingSelection;
  rules: ReturnType<typeof useAgendaRules>;
  today: string;
  /** the search of every day but its date; null while the choice is not complete */
  base: Omit<AvailabilityParams, 'fecha'> | null;
  fecha: string;
  onFecha: (fecha: string) => void;
  onStartTimes: (fecha: string, startTimes: string[]) => void;
  limitReached: boolean;
  /** a visit (contract §6.2): every service, in order; the starts are the whole visit's */
  visit?: VisitPart[];
  /** services were added and their details are still loading */
  visitPending?: boolean;
  busy: boolean;
  onPick: (pick: SlotPick) => void;
  onBack: () => void;
}

export const LIMIT_TEXT = 'NO PUEDE RESERVAR NUEVO TURNO / MAXIMO DE TURNOS ACTIVOS ALCANZADO';
export const VISITOR_HINT =
  'Mirá los horarios libres sin cuenta: para reservar, al confirmar ingresás o te registrás.';

/** Step 2: date, free start times as soon as a day is picked (seed §2). */
export function StepSchedule(props: StepScheduleProps) {
  const { selection: sel, rules, today, limitReached, visit, visitPending, busy } = props;
  const service = sel.selectedService;
  const who = [sel.selectedProfessional?.nombre, sel.selectedBranch?.nombre].filter(Boolean);
  const subtitle = visit
    ? `${visit.map((p) => `${p.serviceName} con ${p.professionalName}`).join(', luego ')} en ${sel.selectedBranch?.nombre ?? ''}`
    : `${service?.nombre ?? ''}${who.length > 0 ? ` con ${who.join(' en ')}` : ''}`;
  const { clientId } = props;
  return (
    <Stack spacing={2.5} component="section" aria-labelledby="step2-title">
      <div>
        <Typography variant="h2" id="step2-title">
          Elegir fecha y horario
        </Typography>
        {sel.complete ? (
          <Typography color="text.secondary">{subtitle}</Typography>
        ) : (
          <Skeleton width="60%" aria-hidden />
        )}
      </div>
      {clientId === null && <Typography variant="body2">{VISITOR_HINT}</Typography>}
      {limitReached && (
        <Alert
          severity="warning"
          action={
            <Button color="inherit" size="small" component={RouterLink} to={paths.client.dashboard}>
              Mis turnos
            </Button>
          }
        >
          {LIMIT_TEXT}
        </Alert>
      )}
      <AgendaRulesGate rules={rules} errorText={bookingText.loadError}>
        {(calendar) =>
          visitPending ? (
            <Skeleton
              variant="rounded"
              height={96}
              aria-label="Cargando los servicios de la visita"
            />
          ) : (
            <SlotSearch
              today={today}
              rules={calendar}
              base={props.base}
              fecha={props.fecha}
              onFecha={props.onFecha}
              onStartTimes={props.onStartTimes}
              service={visit ? 'esta visita' : (service?.nombre ?? '')}
              disabled={busy || limitReached}
              onPick={(fecha, hora) => props.onPick({ fecha, hora })}
              whenEmpty={(fecha) =>
                // the waitlist is for one service (contract §6.3), not for a visit, and a client's
                clientId !== null &&
                sel.complete &&
                !visit && (
                  <WaitlistOffer
                    key={fecha}
                    clientId={clientId}
                    professionalBranchId={sel.peluquero}
                    professionalServiceId={sel.servicio}
                    fecha={fecha}
                  />
                )
              }
            />
          )
        }
      </AgendaRulesGate>
      <div>
        <Button variant="outlined" onClick={props.onBack}>
          Volver
        </Button>
      </div>
    </Stack>
  );
}
