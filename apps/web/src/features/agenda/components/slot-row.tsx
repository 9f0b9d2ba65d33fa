import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { AgendaSlot } from '@/api/appointments';
import type { SlotGroup } from '../utils/group-slots';
import { overbookingColor } from '../utils/overbooking-colors';
import { agendaText } from '../utils/texts';
import { AppointmentChip } from './appointment-chip';

export interface SlotActions {
  onAssign: (hora: string, overbooking: boolean) => void;
  /** the server's booking rule (ADR 0020): a free slot is assignable only later than now */
  canAssign: (hora: string) => boolean;
  /** an overbooking: today (even an hour already past) or later, never an earlier day */
  canOverbook: boolean;
  onMarkBusy: (hora: string) => void;
  onFree: (slot: AgendaSlot) => void;
  onInfo: (slot: AgendaSlot) => void;
  /** a change is being saved: actions wait */
  disabled: boolean;
}

function MainSlot({ group, actions }: { group: SlotGroup; actions: SlotActions }) {
  const { main, hora } = group;
  if (!main) return null;
  switch (main.estado) {
    case 'no_laboral':
      return <Typography color="text.disabled">No laboral</Typography>;
    case 'no_asignado':
      return (
        <Stack
          direction="row"
          spacing={1}
          sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}
        >
          <Typography
            color="success.dark"
            sx={{ fontWeight: 600, minWidth: 48, display: { xs: 'none', sm: 'block' } }}
          >
            Libre
          </Typography>
          {/* a time already past: only a walk-in (overbooking) can still be recorded */}
          {actions.canAssign(hora) && (
            <>
              <Button
                size="small"
                variant="contained"
                disabled={actions.disabled}
                onClick={() => actions.onAssign(hora, false)}
                aria-label={`Asignar turno a las ${hora}`}
              >
                Asignar turno
              </Button>
              <Button
                size="small"
                variant="outlined"
                disabled={actions.disabled}
                onClick={() => actions.onMarkBusy(hora)}
                aria-label={`Marcar ocupado a las ${hora}`}
              >
                Marcar ocupado
              </Button>
            </>
          )}
        </Stack>
      );
    case 'ocupado':
      return (
        <Stack
          direction="row"
          spacing={1}
          sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}
        >
          <Typography sx={{ fontWeight: 600 }} color="text.secondary">
            {main.otra_sucursal
              ? `Ocupado en otra sucursal${main.nombre_sucursal ? ` (${main.nombre_sucursal})` : ''}`
              : agendaText.busy}
          </Typography>
          {main.id_turno !== null && !group.continues && (
            <Button
              size="small"
              variant="outlined"
              color="warning"
              disabled={actions.disabled}
              onClick={() => actions.onFree(main)}
              aria-label={`Liberar horario de las ${hora}`}
            >
              Liberar
            </Button>
          )}
        </Stack>
      );
    case 'turno':
      return <AppointmentChip slot={main} onOpen={actions.onInfo} continues={group.continues} />;
  }
}

/** One grid time: its state and actions, and the overbookings that fall in it. */
export function SlotRow({ group, actions }: { group: SlotGroup; actions: SlotActions }) {
  const estado = group.main?.estado ?? 'no_laboral';
  // beside an appointment or a busy block, or on a free time already past today (a walk-in)
  const canOverbook =
    actions.canOverbook &&
    (estado === 'turno' ||
      estado === 'ocupado' ||
      (estado === 'no_asignado' && !actions.canAssign(group.hora)));
  return (
    <Box
      component="li"
      data-estado={estado}
      aria-label={`Horario ${group.hora}${estado === 'no_asignado' ? ', libre' : ''}`}
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: '52px 1fr', sm: '72px 1fr' },
        gap: 1,
        alignItems: 'center',
        px: { xs: 1, sm: 2 },
        py: 1,
        borderBottom: 1,
        borderColor: 'divider',
        bgcolor: estado === 'no_laboral' ? 'action.hover' : 'background.paper',
        borderLeft: 4,
        borderLeftColor: estado === 'no_asignado' ? 'success.light' : 'transparent',
      }}
    >
      <Typography
        sx={{ fontWeight: 700, fontVariantNumeric: 'tabular-nums' }}
        color={estado === 'no_laboral' ? 'text.disabled' : 'text.primary'}
      >
        {group.hora}
      </Typography>
      <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap', alignItems: 'center', minWidth: 0 }}>
        <MainSlot group={group} actions={actions} />
        {group.overbookings.map((o) => (
          <AppointmentChip
            key={o.slot.id_turno}
            slot={o.slot}
            onOpen={actions.onInfo}
            color={overbookingColor(o.colorIndex)}
          />
        ))}
        {canOverbook && (
          <Button
            size="small"
            disabled={actions.disabled}
            onClick={() => actions.onAssign(group.hora, true)}
            aria-label={`Asignar sobreturno a las ${group.hora}`}
          >
            + Sobreturno
          </Button>
        )}
      </Stack>
    </Box>
  );
}
