import { lazy, Suspense } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ScheduleIcon from '@mui/icons-material/Schedule';
import { paths } from '@/config/paths';
import { RouterLink } from '@/components/link-button';
import { formatARS, formatDuration } from '@/lib/format';
import { useServices, type Service } from '@/api/services';

export const SERVICES_ERROR =
  'Error al obtener los servicios. Por favor, intente recargar la pagina.';
export const SERVICES_EMPTY = 'No hay servicios para mostrar.';

// The public list's first load stays light (issue 29.7): the error's alert is only loaded when a
// load fails (its text is said at once meanwhile), the duration is a label drawn like an outlined
// chip and the placeholders are plain boxes, instead of MUI's Alert, Chip and Skeleton.
const LoadError = lazy(() =>
  import('@/components/load-error').then((m) => ({ default: m.LoadError })),
);

function ServiceCard({ s }: { s: Service }) {
  const titleId = `servicio-${s.id_servicio}`;
  return (
    <Card component="article" variant="outlined" aria-labelledby={titleId}>
      <CardContent sx={{ pb: 1 }}>
        <Stack
          direction="row"
          sx={{ justifyContent: 'space-between', alignItems: 'baseline', gap: 1 }}
        >
          <Typography variant="h3" component="h2" id={titleId}>
            {s.nombre}
          </Typography>
          <Typography variant="h3" component="p" color="primary" sx={{ whiteSpace: 'nowrap' }}>
            {formatARS(s.precio)}
          </Typography>
        </Stack>
        {s.descripcion && (
          <Typography color="text.secondary" sx={{ mt: 0.5 }}>
            {s.descripcion}
          </Typography>
        )}
        <Typography
          variant="body2"
          sx={{
            mt: 1,
            display: 'inline-flex',
            alignItems: 'center',
            gap: 0.5,
            px: 1,
            py: 0.25,
            border: 1,
            borderColor: 'divider',
            borderRadius: 4,
          }}
        >
          <ScheduleIcon aria-hidden fontSize="small" color="action" />
          {`Duración aprox.: ${formatDuration(Number(s.duracion))}`}
        </Typography>
      </CardContent>
      <CardActions>
        <Button
          component={RouterLink}
          // the wizard starts with this service chosen (issue 29.5; `servicio`, ADR 0090)
          to={`${paths.client.book}?servicio=${encodeURIComponent(String(s.id_servicio))}`}
          aria-label={`Reservar turno: ${s.nombre}`}
        >
          Reservar turno
        </Button>
      </CardActions>
    </Card>
  );
}

export function ServicesList() {
  const { data, isPending, isError, refetch, isFetching } = useServices();

  if (isPending) {
    return (
      <Stack spacing={2} aria-busy="true" aria-label="Cargando servicios">
        {[0, 1, 2].map((i) => (
          <Box key={i} sx={{ height: 120, borderRadius: 1, bgcolor: 'action.hover' }} />
        ))}
      </Stack>
    );
  }
  if (isError) {
    return (
      <Suspense fallback={<Typography role="alert">{SERVICES_ERROR}</Typography>}>
        <LoadError message={SERVICES_ERROR} onRetry={() => void refetch()} retrying={isFetching} />
      </Suspense>
    );
  }
  if (data.length === 0) return <Typography>{SERVICES_EMPTY}</Typography>;
  return (
    <Stack spacing={2} component="section" aria-label="Servicios">
      {data.map((s) => (
        <ServiceCard key={s.id_servicio} s={s} />
      ))}
    </Stack>
  );
}
