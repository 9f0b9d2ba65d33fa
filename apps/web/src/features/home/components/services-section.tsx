import { memo } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { paths } from '@/config/paths';
import { RouterLink } from '@/components/link-button';
import { formatARS, formatDuration } from '@/lib/format';
import { useServices } from '@/api/services';
import { LoadFailed, Loading, Section } from './section';

/** How many services the home page lists before "Ver todos". */
export const HOME_SERVICES = 6;

/** The booking page with this service already chosen (`servicio`, ADR 0090). */
export const bookServicePath = (serviceId: number) =>
  `${paths.client.book}?servicio=${encodeURIComponent(String(serviceId))}`;

/** The first services with duration and price, each bookable; the full list one tap away. */
export const ServicesSection = memo(function ServicesSection() {
  const { data, isPending, isError, refetch } = useServices();
  const services = data ?? [];
  return (
    <Section id="servicios" title="Servicios">
      {isPending ? (
        <Loading>Cargando servicios…</Loading>
      ) : isError ? (
        <LoadFailed message="No pudimos cargar los servicios." onRetry={() => void refetch()} />
      ) : services.length === 0 ? (
        <Typography color="text.secondary">Pronto vas a ver acá nuestros servicios.</Typography>
      ) : (
        <>
          <Paper variant="outlined" component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
            {services.slice(0, HOME_SERVICES).map((s, i) => (
              <Box
                component="li"
                key={s.id_servicio}
                sx={{
                  display: 'flex',
                  alignItems: 'center',
                  gap: 1,
                  px: 2,
                  py: 1,
                  borderTop: i === 0 ? 0 : 1,
                  borderColor: 'divider',
                }}
              >
                <Box sx={{ flexGrow: 1, minWidth: 0 }}>
                  <Typography sx={{ fontWeight: 500 }}>{s.nombre}</Typography>
                  <Typography variant="body2" color="text.secondary">
                    {formatDuration(s.duracion)} · {formatARS(s.precio)}
                  </Typography>
                </Box>
                <Button
                  component={RouterLink}
                  to={bookServicePath(s.id_servicio)}
                  aria-label={`Reservar turno: ${s.nombre}`}
                  sx={{ minHeight: 44, flexShrink: 0 }}
                >
                  Reservar
                </Button>
              </Box>
            ))}
          </Paper>
          <Button component={RouterLink} to={paths.services} sx={{ mt: 1, minHeight: 44 }}>
            {services.length > HOME_SERVICES
              ? `Ver los ${services.length} servicios`
              : 'Ver servicios y precios'}
          </Button>
        </>
      )}
    </Section>
  );
});
