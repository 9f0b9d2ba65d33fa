import { useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import DeleteIcon from '@mui/icons-material/Delete';
import { studioNow } from '@turnos/domain';
import type { Branch } from '@/api/branches';
import { useCreateClosure, useRemoveClosure } from '@/api/closures';
import { useAppointmentsList } from '@/api/appointments';
import { useErrorText, useErrorToast, useToast } from '@/components/toast';
import { serverWords } from '@/lib/error-toast';
import {
  closureDays,
  closureDoneText,
  isAffectedByClosure,
  rangeText,
  type Closure,
  type ClosureAction,
} from '../lib/closures';
import { ClosureConfirmDialog } from './closure-confirm-dialog';

const ALL = 'todas';
const MAX_DAYS = 31;

interface Props {
  closures: readonly Closure[];
  branches: readonly Branch[];
}

const branchName = (branches: readonly Branch[], id: number | null) =>
  id === null
    ? 'Todas las sucursales'
    : (branches.find((b) => b.id === id)?.nombre ?? `Sucursal ${id}`);

/** The form's own check, in the server's words (the server checks again). */
function formError(desde: string, hasta: string, razon: string, today: string): string | null {
  if (!desde) return 'Indicá la fecha del cierre.';
  if (desde < today) return 'La fecha no puede ser anterior a hoy.';
  if (hasta < desde) return 'La fecha de fin no puede ser anterior a la fecha de inicio.';
  if (closureDays(desde, hasta) > MAX_DAYS)
    return `El cierre no puede superar los ${MAX_DAYS} días.`;
  if (!razon.trim()) return 'Indicá el motivo del cierre.';
  return null;
}

/**
 * The studio's closures (contract §7.6): the ones of the year with their branch and reason, each
 * removable, and a form for a new one whose affected appointments are shown — with the choice of
 * what to do with them — before it is added.
 */
export function ClosuresPanel({ closures, branches }: Props) {
  const today = studioNow().date;
  const [branch, setBranch] = useState<string>(ALL);
  const [desde, setDesde] = useState(today);
  const [hasta, setHasta] = useState('');
  const [razon, setRazon] = useState('');
  const [checked, setChecked] = useState<string | null>(null);
  const [reviewing, setReviewing] = useState(false);
  const [dialogError, setDialogError] = useState<string | null>(null);
  const create = useCreateClosure();
  const remove = useRemoveClosure();
  const toast = useToast();
  const showError = useErrorToast();
  const errorText = useErrorText();
  const end = hasta || desde;
  const branchId = branch === ALL ? null : Number(branch);
  const period = useAppointmentsList(reviewing ? { by: 'periodo', desde, hasta: end } : null);
  const affected = (period.data ?? []).filter((t) => isAffectedByClosure(t, branchId));
  const summary = `${branchName(branches, branchId)}, ${rangeText(desde, end)}`;

  const review = (e: FormEvent) => {
    e.preventDefault();
    const problem = formError(desde, end, razon, today);
    setChecked(problem);
    if (problem === null) {
      setDialogError(null);
      setReviewing(true);
    }
  };

  const confirm = (action: ClosureAction) =>
    create.mutate(
      {
        fecha_desde: desde,
        ...(hasta && hasta !== desde ? { fecha_hasta: hasta } : {}),
        ...(branchId === null ? {} : { id_sucursal: branchId }),
        razon: razon.trim(),
        accion: action,
      },
      {
        onSuccess: (data) => {
          setReviewing(false);
          setRazon('');
          setHasta('');
          toast.success(closureDoneText(action, data.turnos_afectados), 4000);
        },
        onError: (createError) => {
          setDialogError(
            errorText(createError, 'No se pudo agregar el cierre.', serverWords(1002, 1003)),
          );
        },
      },
    );

  return (
    <Paper variant="outlined" sx={{ p: 2 }}>
      <Stack spacing={2}>
        <Typography variant="h6" component="h2">
          Cierres del estudio
        </Typography>
        {closures.length === 0 ? (
          <Typography color="text.secondary">No hay cierres este año.</Typography>
        ) : (
          <List dense aria-label="Cierres">
            {closures.map((c) => (
              <ListItem
                key={c.id}
                divider
                disableGutters
                secondaryAction={
                  <IconButton
                    edge="end"
                    aria-label={`Quitar el cierre "${c.razon}"`}
                    disabled={remove.isPending}
                    onClick={() =>
                      remove.mutate(c.id, {
                        onSuccess: () =>
                          toast.success('Cierre quitado: esas fechas se pueden reservar.'),
                        onError: (removeError) => {
                          showError(removeError, 'No se pudo quitar el cierre.');
                        },
                      })
                    }
                  >
                    <DeleteIcon />
                  </IconButton>
                }
              >
                <ListItemText
                  primary={c.razon}
                  secondary={`${branchName(branches, c.branchId)} · ${rangeText(c.desde, c.hasta)}`}
                />
              </ListItem>
            ))}
          </List>
        )}
        <Typography variant="subtitle1" component="h3">
          Agregar un cierre
        </Typography>
        <Stack
          component="form"
          spacing={2}
          onSubmit={review}
          noValidate
          aria-label="Agregar un cierre"
        >
          <TextField
            select
            label="Sucursal"
            value={branch}
            onChange={(e) => setBranch(e.target.value)}
          >
            <MenuItem value={ALL}>Todas las sucursales</MenuItem>
            {branches.map((b) => (
              <MenuItem key={b.id} value={String(b.id)}>
                {b.nombre}
              </MenuItem>
            ))}
          </TextField>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <TextField
              type="date"
              label="Desde"
              value={desde}
              onChange={(e) => setDesde(e.target.value)}
              slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: today } }}
              fullWidth
            />
            <TextField
              type="date"
              label="Hasta (opcional)"
              value={hasta}
              onChange={(e) => setHasta(e.target.value)}
              slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: desde } }}
              helperText="Hasta 31 días"
              fullWidth
            />
          </Stack>
          <TextField
            label="Motivo"
            value={razon}
            onChange={(e) => setRazon(e.target.value)}
            helperText="Se les envía a los clientes en el aviso"
            slotProps={{ htmlInput: { maxLength: 254 } }}
          />
          {checked && <Alert severity="error">{checked}</Alert>}
          <Button type="submit" variant="contained" sx={{ alignSelf: 'flex-start' }}>
            Revisar turnos y cerrar
          </Button>
        </Stack>
      </Stack>
      {reviewing && period.isError && (
        <Alert severity="error" sx={{ mt: 2 }}>
          No se pudieron leer los turnos de esas fechas.
        </Alert>
      )}
      {reviewing && period.data !== undefined && (
        <ClosureConfirmDialog
          open
          summary={summary}
          appointments={affected}
          busy={create.isPending}
          error={dialogError}
          onConfirm={confirm}
          onClose={() => setReviewing(false)}
        />
      )}
    </Paper>
  );
}
