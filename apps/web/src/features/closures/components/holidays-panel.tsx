import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { useMarkHoliday, type NationalHoliday } from '@/api/closures';
import { useErrorToast } from '@/components/toast';
import { formatLongDate } from '@/lib/format';

interface Props {
  anio: number;
  holidays: readonly NationalHoliday[];
  /** `turnos_cerrar_feriados` is '1' */
  closing: boolean;
  savingOption: boolean;
  onClosingChange: (closing: boolean) => void;
}

/**
 * The year's national holidays with their names (contract §7.6): whether they close the studio
 * at all, and — when they do — each one worked or not.
 */
export function HolidaysPanel({ anio, holidays, closing, savingOption, onClosingChange }: Props) {
  const mark = useMarkHoliday();
  const showError = useErrorToast();
  const toggle = (fecha: string, abierto: boolean) =>
    mark.mutate(
      { fecha, abierto },
      {
        onError: (markError) => {
          showError(markError, 'No se pudo guardar el feriado.');
        },
      },
    );
  return (
    <Paper variant="outlined" sx={{ p: 2 }}>
      <Stack spacing={1}>
        <Typography variant="h6" component="h2">
          Feriados nacionales {anio}
        </Typography>
        <FormControlLabel
          control={
            <Switch
              checked={closing}
              disabled={savingOption}
              onChange={(e) => onClosingChange(e.target.checked)}
            />
          }
          label="Los feriados nacionales cierran el estudio"
        />
        <Typography variant="body2" color="text.secondary">
          {closing
            ? 'Nadie puede reservar en un feriado, salvo los que marques como día de trabajo.'
            : 'Los feriados se muestran en los calendarios, pero se puede reservar igual.'}
        </Typography>
        <List dense aria-label={`Feriados nacionales ${anio}`}>
          {holidays.map((h) => (
            <ListItem
              key={h.fecha}
              divider
              disableGutters
              secondaryAction={
                closing ? (
                  <FormControlLabel
                    control={
                      <Switch
                        size="small"
                        checked={h.abierto === '1'}
                        disabled={mark.isPending}
                        onChange={(e) => toggle(h.fecha, e.target.checked)}
                        slotProps={{ input: { 'aria-label': `Se trabaja el ${h.nombre}` } }}
                      />
                    }
                    label={h.abierto === '1' ? 'Se trabaja' : 'Cerrado'}
                  />
                ) : undefined
              }
            >
              <ListItemText
                primary={h.nombre}
                secondary={formatLongDate(h.fecha)}
                sx={{ pr: closing ? 16 : 0 }}
              />
              {h.tipo === 'trasladable' && (
                <Chip size="small" label="Trasladable" sx={{ mr: closing ? 16 : 0 }} />
              )}
            </ListItem>
          ))}
        </List>
      </Stack>
    </Paper>
  );
}
