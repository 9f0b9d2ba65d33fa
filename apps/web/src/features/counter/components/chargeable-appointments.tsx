import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { LoadError } from '@/components/load-error';
import { TableSkeleton } from '@/components/table-skeleton';
import { formatARS, formatShortDate } from '@/lib/format';
import { useAppointmentsList, type Appointment } from '@/api/appointments';
import { chargeable } from '../utils/cart-service';
import { counterText } from '../utils/counter-text';

interface Props {
  branchId: string;
  today: string;
  /** the branch's appointments of today (the branch agenda's query) */
  day: {
    data: readonly Appointment[] | undefined;
    isError: boolean;
    isFetching: boolean;
    refetch: () => void;
  };
  inCart: ReadonlySet<number>;
  onCharge: (t: Appointment, day: readonly Appointment[]) => void;
}

function AppointmentRow({
  t,
  withDate,
  inCart,
  onCharge,
}: {
  t: Appointment;
  withDate: boolean;
  inCart: boolean;
  onCharge: () => void;
}) {
  const when = `${withDate ? `${formatShortDate(t.fecha)} ` : ''}${t.hora_inicio.slice(0, 5)}`;
  return (
    <ListItem
      disableGutters
      secondaryAction={
        <Button
          size="small"
          variant={inCart ? 'text' : 'outlined'}
          disabled={inCart}
          onClick={onCharge}
          aria-label={`Cobrar ${t.nombre_servicio} de ${t.cliente_display_name || t.nombre_cliente} a las ${t.hora_inicio.slice(0, 5)}`}
        >
          {inCart ? 'En el cobro' : 'Cobrar'}
        </Button>
      }
      sx={{ pr: 14 }}
    >
      <ListItemText
        primary={`${when} · ${t.cliente_display_name || t.nombre_cliente}`}
        secondary={`${t.nombre_servicio} · ${t.nombre_peluquero} · ${formatARS(t.precio)}${t.reserva_paga === '1' && t.monto_reserva !== '0.00' ? ` · seña ${formatARS(t.monto_reserva)}` : ''}`}
      />
    </ListItem>
  );
}

/** Today's appointments of the branch still to charge, and a search of a client's appointments. */
export function ChargeableAppointments({ branchId, today, day, inCart, onCharge }: Props) {
  const [text, setText] = useState('');
  const [nombre, setNombre] = useState('');
  const found = useAppointmentsList(nombre.length >= 3 ? { by: 'nombre', nombre } : null);
  const todays = (day.data ?? []).filter(chargeable);
  const results = (found.data ?? []).filter(
    (t) => String(t.id_sucursal) === branchId && chargeable(t),
  );
  const searchTooShort = nombre !== '' && nombre.length < 3;

  return (
    <Paper variant="outlined" component="section" aria-labelledby="to-charge-title" sx={{ p: 2 }}>
      <Stack spacing={1.5}>
        <Typography id="to-charge-title" variant="h2">
          Turnos de hoy por cobrar
        </Typography>
        {day.isError ? (
          <LoadError
            message={counterText.appointmentsError}
            onRetry={day.refetch}
            retrying={day.isFetching}
          />
        ) : !day.data ? (
          <TableSkeleton label="Cargando los turnos de hoy" rows={3} />
        ) : todays.length === 0 ? (
          <Typography color="text.secondary">{counterText.noAppointments}</Typography>
        ) : (
          <List dense disablePadding aria-label="Turnos de hoy por cobrar">
            {todays.map((t) => (
              <AppointmentRow
                key={t.id_turno}
                t={t}
                withDate={t.fecha !== today}
                inCart={inCart.has(t.id_turno)}
                onCharge={() => onCharge(t, day.data ?? [])}
              />
            ))}
          </List>
        )}
        <form
          noValidate
          role="search"
          aria-label="Buscar turnos de un cliente"
          onSubmit={(e) => {
            e.preventDefault();
            setNombre(text.trim());
          }}
        >
          <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
            <TextField
              id="to-charge-cliente"
              size="small"
              label="Cliente"
              value={text}
              onChange={(e) => setText(e.target.value)}
              error={searchTooShort}
              helperText={
                searchTooShort
                  ? 'Escribí al menos 3 letras del nombre.'
                  : 'Para cobrar un turno de otro día.'
              }
              sx={{ flex: 1 }}
            />
            <Button type="submit" variant="outlined">
              Buscar
            </Button>
          </Stack>
        </form>
        {found.isError && <Alert severity="error">{counterText.appointmentsError}</Alert>}
        {found.isFetching && !found.data && <TableSkeleton label="Buscando turnos" rows={2} />}
        {found.isSuccess && nombre.length >= 3 && results.length === 0 && (
          <Typography color="text.secondary">{`No hay turnos por cobrar de "${nombre}" en esta sucursal.`}</Typography>
        )}
        {results.length > 0 && (
          <List dense disablePadding aria-label="Turnos encontrados">
            {results.map((t) => (
              <AppointmentRow
                key={t.id_turno}
                t={t}
                withDate
                inCart={inCart.has(t.id_turno)}
                onCharge={() => onCharge(t, found.data ?? [])}
              />
            ))}
          </List>
        )}
      </Stack>
    </Paper>
  );
}
