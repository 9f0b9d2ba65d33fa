import { Suspense, useState, type ComponentProps } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import { paths } from '@/config/paths';
import { RouterLink } from '@/components/link-button';
import { errorText } from '@/lib/error-toast';
import { formatARS, formatDuration } from '@/lib/format';
import { lazyPage } from '@/lib/lazy-page';
import { bookingText } from '../utils/texts';
import { VISIT_MAX_SERVICES } from '../utils/visit-plan';
import { CatalogSelect } from './catalog-select';
import type { ExtraServiceRow as ExtraRow } from './extra-service-row';
import type { BookingSelection } from './use-booking-selection';
import type { VisitExtras } from './use-visit-extras';

/** A visit's further services load when the first one is added (most bookings are one service). */
const ExtraServiceRow = lazyPage<ComponentProps<typeof ExtraRow>>(() =>
  import('./extra-service-row').then((m) => ({ default: m.ExtraServiceRow })),
);

interface StepSelectProps {
  selection: BookingSelection;
  /** "Agregar otro servicio" (contract §6.2); without it the step books one service */
  extras?: VisitExtras;
  onNext: () => void;
}

function ServiceInfo({ selection }: { selection: BookingSelection }) {
  // the service chosen in the public list, until the professional's own is known
  const s = selection.selectedService ?? selection.catalogService;
  if (!s) return null;
  return (
    <Paper variant="outlined" sx={{ p: 2, bgcolor: 'background.default' }} aria-live="polite">
      <Typography variant="h3" component="p">
        {s.nombre}
      </Typography>
      {s.descripcion && <Typography color="text.secondary">{s.descripcion}</Typography>}
      <Typography sx={{ mt: 1 }}>
        Duración aproximada: <strong>{formatDuration(Number(s.duracion))}</strong>
        {' · '}Valor: <strong style={{ whiteSpace: 'nowrap' }}>{formatARS(s.precio)}</strong>
      </Typography>
    </Paper>
  );
}

/** The public list's service narrows the professionals to those who do it: said under the list. */
function offeringHint(sel: BookingSelection): string | undefined {
  const nombre = sel.catalogService?.nombre;
  if (!nombre || sel.notOfferedHere || sel.professionalOptions === undefined) return undefined;
  return `Quienes hacen ${nombre} en esta sucursal.`;
}

type Field = 'sucursal' | 'peluquero' | 'servicio';
const FIELD_IDS: Record<Field, string> = {
  sucursal: 'booking-sucursal',
  peluquero: 'booking-profesional',
  servicio: 'booking-servicio',
};
const HINT_ID = 'step1-hint';

/**
 * Which choices to mark as missing: none on arrival; a choice left empty once the user has left
 * it, and every empty one once the user has pressed Siguiente (seed §2's 'Debe completar todos
 * los campos!' appears only then).
 */
function useMissingChoices(sel: BookingSelection) {
  const [attempted, setAttempted] = useState(false);
  const [left, setLeft] = useState<ReadonlySet<Field>>(new Set());
  const empty = (f: Field) => sel[f] === '';
  const shown = (f: Field) => empty(f) && (attempted || left.has(f));
  return {
    shown,
    anyShown: (['sucursal', 'peluquero', 'servicio'] as const).some(shown),
    leave: (f: Field) => setLeft((l) => (l.has(f) ? l : new Set(l).add(f))),
    /** true when the step is complete; otherwise shows what is missing and focuses it */
    attempt: () => {
      if (sel.complete) return true;
      setAttempted(true);
      const first = (['sucursal', 'peluquero', 'servicio'] as const).find(empty);
      if (first) document.getElementById(FIELD_IDS[first])?.focus();
      return false;
    },
  };
}

/** Step 1: Sucursal → Profesional → Servicio (seed §2). */
export function StepSelect({ selection: sel, extras, onNext }: StepSelectProps) {
  const professionalFailed = sel.peluqueros.isError;
  const missing = useMissingChoices(sel);
  const [extrasAttempted, setExtrasAttempted] = useState(false);
  const extrasComplete = extras?.chosen ?? true;
  const showHint = (!sel.complete && missing.anyShown) || (extrasAttempted && !extrasComplete);
  const professionalOptions = (sel.peluqueros.data ?? []).map((p) => ({
    value: String(p.id_peluquero_sucursal),
    label: p.nombre,
  }));
  const canAdd =
    extras !== undefined && sel.complete && extras.extras.length + 1 < VISIT_MAX_SERVICES;
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
          {errorText(sel.sucursales.error, bookingText.branchesError)}
        </Alert>
      )}
      {sel.notOfferedHere && (
        <Alert severity="info">
          {`${sel.catalogService?.nombre ?? 'El servicio elegido'} no se ofrece en esta sucursal: elegí otra sucursal, o un profesional y otro servicio.`}
        </Alert>
      )}
      <CatalogSelect
        id={FIELD_IDS.sucursal}
        label="Sucursal"
        value={sel.sucursal}
        loading={sel.sucursales.isPending}
        options={(sel.sucursales.data ?? []).map((s) => ({ value: String(s.id), label: s.nombre }))}
        onChange={sel.chooseBranch}
        onBlur={() => missing.leave('sucursal')}
        error={missing.shown('sucursal')}
        errorMessageId={HINT_ID}
        helperText={sel.selectedBranch?.direccion}
      />
      <CatalogSelect
        id={FIELD_IDS.peluquero}
        label="Profesional"
        value={sel.peluquero}
        disabled={sel.sucursal === ''}
        waitsFor={sel.sucursal === '' ? 'Elegí primero la sucursal' : undefined}
        loading={
          sel.sucursal !== '' && !professionalFailed && sel.professionalOptions === undefined
        }
        error={professionalFailed || missing.shown('peluquero')}
        errorMessageId={professionalFailed ? undefined : HINT_ID}
        helperText={
          professionalFailed
            ? errorText(sel.peluqueros.error, bookingText.loadError)
            : offeringHint(sel)
        }
        options={(sel.professionalOptions ?? []).map((p) => ({
          value: String(p.id_peluquero_sucursal),
          label: p.funcion ? `${p.nombre} (${p.funcion})` : p.nombre,
        }))}
        onChange={sel.chooseProfessional}
        onBlur={() => missing.leave('peluquero')}
      />
      <CatalogSelect
        id={FIELD_IDS.servicio}
        label="Servicio"
        value={sel.servicio}
        disabled={sel.peluquero === ''}
        waitsFor={sel.peluquero === '' ? 'Elegí primero el profesional' : undefined}
        loading={sel.peluquero !== '' && sel.servicios.isPending}
        error={sel.servicios.isError || missing.shown('servicio')}
        errorMessageId={sel.servicios.isError ? undefined : HINT_ID}
        helperText={
          sel.servicios.isError
            ? errorText(sel.servicios.error, bookingText.servicesError)
            : undefined
        }
        options={(sel.servicios.data ?? []).map((s) => ({
          value: String(s.id_servicio_de_peluquero_por_sucursal),
          label: s.nombre,
        }))}
        onChange={sel.chooseService}
        onBlur={() => missing.leave('servicio')}
      />
      <ServiceInfo selection={sel} />
      {extras && extras.extras.length > 0 && (
        <Suspense
          fallback={
            <Skeleton
              variant="rounded"
              height={180}
              role="progressbar"
              aria-label="Cargando el servicio agregado"
            />
          }
        >
          {extras.extras.map((choice, i) => (
            <ExtraServiceRow
              key={choice.key}
              position={i + 2}
              choice={choice}
              professionals={professionalOptions}
              showMissing={extrasAttempted}
              onChange={(patch) => extras.update(choice.key, patch)}
              onRemove={() => extras.remove(choice.key)}
            />
          ))}
        </Suspense>
      )}
      {canAdd && (
        <div>
          <Button variant="outlined" startIcon={<AddIcon />} onClick={extras.add}>
            {bookingText.addService}
          </Button>
        </div>
      )}
      {showHint && (
        <Typography variant="body2" color="error" id={HINT_ID} role="alert">
          {bookingText.mustComplete}
        </Typography>
      )}
      <Stack direction="row" spacing={2} sx={{ justifyContent: 'space-between' }}>
        <Button component={RouterLink} to={paths.startPage} variant="outlined">
          Volver
        </Button>
        <Button
          variant="contained"
          onClick={() => {
            const first = missing.attempt();
            setExtrasAttempted(true);
            if (first && extrasComplete) onNext();
          }}
          aria-describedby={showHint ? HINT_ID : undefined}
        >
          Siguiente
        </Button>
      </Stack>
    </Stack>
  );
}
