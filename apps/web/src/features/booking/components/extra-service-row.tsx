import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useOfferedServices } from '@/api/professional-services';
import { formatARS, formatDuration } from '@/lib/format';
import { bookingText } from '../utils/texts';
import { CatalogSelect, type SelectOption } from './catalog-select';
import type { ExtraInUrl } from '../utils/wizard-url';
import type { ExtraChoice } from './use-visit-extras';

interface ExtraServiceRowProps {
  /** 2 for the second service, … */
  position: number;
  choice: ExtraChoice;
  professionals: SelectOption[];
  /** the step was attempted with this row incomplete */
  showMissing: boolean;
  onChange: (patch: Partial<ExtraInUrl>) => void;
  onRemove: () => void;
}

/** One more service of the visit: a professional of the branch and one of their services. */
export function ExtraServiceRow(props: ExtraServiceRowProps) {
  const { position, choice, professionals, showMissing, onChange, onRemove } = props;
  const services = useOfferedServices(choice.peluquero);
  const selected = services.data?.find(
    (s) => String(s.id_servicio_de_peluquero_por_sucursal) === choice.servicio,
  );

  const base = `booking-extra-${choice.key}`;
  return (
    <Paper
      variant="outlined"
      component="fieldset"
      sx={{ p: 2, m: 0, minWidth: 0 }}
      aria-label={`Servicio ${position} de la visita`}
    >
      <Stack spacing={2}>
        <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center' }}>
          <Typography component="legend" variant="h3" sx={{ float: 'left', p: 0 }}>
            Servicio {position}
          </Typography>
          <Button
            size="small"
            color="error"
            onClick={onRemove}
            aria-label={`Quitar servicio ${position}`}
          >
            Quitar
          </Button>
        </Stack>
        <CatalogSelect
          id={`${base}-profesional`}
          label={`Profesional del servicio ${position}`}
          value={choice.peluquero}
          options={professionals}
          error={showMissing && choice.peluquero === ''}
          onChange={(v) => onChange({ peluquero: v, servicio: '' })}
        />
        <CatalogSelect
          id={`${base}-servicio`}
          label={`Servicio ${position}`}
          value={choice.servicio}
          disabled={choice.peluquero === ''}
          loading={choice.peluquero !== '' && services.isPending}
          error={services.isError || (showMissing && choice.servicio === '')}
          helperText={services.isError ? bookingText.servicesError : undefined}
          options={(services.data ?? []).map((s) => ({
            value: String(s.id_servicio_de_peluquero_por_sucursal),
            label: s.nombre,
          }))}
          onChange={(v) => onChange({ servicio: v })}
        />
        {selected && (
          <Typography variant="body2" color="text.secondary" aria-live="polite">
            Duración aproximada: <strong>{formatDuration(Number(selected.duracion))}</strong>
            {' · '}Valor:{' '}
            <strong style={{ whiteSpace: 'nowrap' }}>{formatARS(selected.precio)}</strong>
          </Typography>
        )}
      </Stack>
    </Paper>
  );
}
