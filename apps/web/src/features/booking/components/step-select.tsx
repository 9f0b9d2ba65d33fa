import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { paths } from '@/config/paths';
import { RouterLink } from '@/components/link-button';
import { formatARS, formatDuration } from '@/lib/format';
import { bookingText } from '../utils/texts';
import { CatalogSelect } from './catalog-select';
import type { BookingSelection } from './use-booking-selection';

interface StepSelectProps {
  selection: BookingSelection;
  onNext: () => void;
}

function ServiceInfo({ selection }: { selection: BookingSelection }) {
  const s = selection.selectedServicio;
  if (!s) return null;
  return (
    <Paper variant="outlined" sx={{ p: 2, bgcolor: 'background.default' }} aria-live="polite">
      <Typography variant="h3" component="p">
        {s.nombre}
      </Typography>
      {s.descripcion && <Typography color="text.secondary">{s.descripcion}</Typography>}
      <Typography sx={{ mt: 1 }}>
        Duración aproximada: <strong>{formatDuration(Number(s.duracion))}</strong>
        {' · '}Valor: <strong>{formatARS(s.precio)}</strong>
      </Typography>
    </Paper>
  );
}

/** Step 1: Sucursal → Profesional → Servicio (seed §2). */
export function StepSelect({ selection: sel, onNext }: StepSelectProps) {
  const peluqueroFailed = sel.peluqueros.isError;
  return (
    <Stack spacing={2.5} component="section" aria-labelledby="step1-title">
      <div>
        <Typography variant="h2" id="step1-title">
          {bookingText.step1Subtitle}
        </Typography>
      </div>
      {sel.sucursales.isError && (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => void sel.sucursales.refetch()}>
              Reintentar
            </Button>
          }
        >
          {bookingText.sucursalesError}
        </Alert>
      )}
      <CatalogSelect
        id="booking-sucursal"
        label="Sucursal"
        value={sel.sucursal}
        loading={sel.sucursales.isPending}
        options={(sel.sucursales.data ?? []).map((s) => ({ value: String(s.id), label: s.nombre }))}
        onChange={sel.chooseSucursal}
        helperText={sel.selectedSucursal?.direccion}
      />
      <CatalogSelect
        id="booking-profesional"
        label="Profesional"
        value={sel.peluquero}
        disabled={sel.sucursal === ''}
        loading={sel.sucursal !== '' && sel.peluqueros.isPending}
        error={peluqueroFailed}
        helperText={peluqueroFailed ? bookingText.loadError : undefined}
        options={(sel.peluqueros.data ?? []).map((p) => ({
          value: String(p.id_peluquero_sucursal),
          label: p.funcion ? `${p.nombre} (${p.funcion})` : p.nombre,
        }))}
        onChange={sel.choosePeluquero}
      />
      <CatalogSelect
        id="booking-servicio"
        label="Servicio"
        value={sel.servicio}
        disabled={sel.peluquero === ''}
        loading={sel.peluquero !== '' && sel.servicios.isPending}
        error={sel.servicios.isError}
        helperText={sel.servicios.isError ? bookingText.serviciosError : undefined}
        options={(sel.servicios.data ?? []).map((s) => ({
          value: String(s.id_servicio_de_peluquero_por_sucursal),
          label: s.nombre,
        }))}
        onChange={sel.chooseServicio}
      />
      <ServiceInfo selection={sel} />
      {!sel.complete && (
        <Typography variant="body2" color="text.secondary" id="step1-hint">
          {bookingText.mustComplete}
        </Typography>
      )}
      <Stack direction="row" spacing={2} sx={{ justifyContent: 'space-between' }}>
        <Button component={RouterLink} to={paths.inicio} variant="outlined">
          Volver
        </Button>
        <Button
          variant="contained"
          onClick={onNext}
          disabled={!sel.complete}
          aria-describedby={sel.complete ? undefined : 'step1-hint'}
        >
          Siguiente
        </Button>
      </Stack>
    </Stack>
  );
}
