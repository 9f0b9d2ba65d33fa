import Chip from '@mui/material/Chip';
import ButtonBase from '@mui/material/ButtonBase';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { AgendaSlot } from '@/api/appointments';
import type { OverbookingColor } from '../utils/overbooking-colors';
import { VisitMarker } from '@/components/visit/visit-marker';
import { visitMarkerLabel } from '@/components/visit/visit-texts';
import { DepositBadge } from './deposit-badge';

interface Props {
  slot: AgendaSlot;
  onOpen: (slot: AgendaSlot) => void;
  /** overbookings carry their preset colour */
  color?: OverbookingColor;
  continues?: boolean;
}

/** A client's appointment in the agenda: client, service, deposit badge; opens 'Info del horario'. */
export function AppointmentChip({ slot, onOpen, color, continues = false }: Props) {
  const kind = color ? 'Sobreturno' : 'Turno';
  const confirmed = slot.confirmado === '1' && !continues;
  // this agenda holds only the professional's own services: the visit's size is not known here
  const visit = slot.id_visita != null;
  return (
    <ButtonBase
      onClick={() => onOpen(slot)}
      aria-label={`${kind} de ${slot.cliente_nombre ?? ''}, ${slot.nombre_servicio ?? ''}${continues ? ' (continúa)' : ''}${visit ? `, ${visitMarkerLabel(null).toLowerCase()}` : ''}${confirmed ? ', confirmado' : ''}`}
      data-estado={color ? 'sobreturno' : 'turno'}
      sx={{
        display: 'block',
        textAlign: 'left',
        borderRadius: 1,
        border: 1,
        borderLeft: 4,
        px: 1.25,
        py: 0.75,
        minWidth: 0,
        flex: color ? '0 1 auto' : '1 1 auto',
        bgcolor: color?.bg ?? '#f3eef7',
        color: color?.fg ?? 'text.primary',
        borderColor: color?.fg ?? 'primary.main',
        opacity: continues ? 0.7 : 1,
      }}
    >
      <Stack
        direction="row"
        spacing={1}
        sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 0.5 }}
      >
        {color && (
          <Typography variant="caption" sx={{ fontWeight: 700, textTransform: 'uppercase' }}>
            Sobreturno
          </Typography>
        )}
        <Typography component="span" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
          {slot.cliente_nombre}
        </Typography>
        <Typography component="span" variant="body2" sx={{ overflowWrap: 'anywhere' }}>
          {continues ? `continúa · ${slot.nombre_servicio ?? ''}` : slot.nombre_servicio}
        </Typography>
        {visit && !continues && <VisitMarker size={null} decorative />}
        {!continues && <DepositBadge slot={slot} />}
        {confirmed && <Chip size="small" color="success" variant="outlined" label="Confirmado" />}
      </Stack>
    </ButtonBase>
  );
}
