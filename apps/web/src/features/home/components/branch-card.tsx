import { lazy, Suspense } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import Place from '@mui/icons-material/Place';
import type { Branch } from '@/api/branches';

// asked for as soon as the home page runs, so it arrives with the branches, not after them
const hoursModule = import('./branch-hours-list');
const BranchHoursList = lazy(() => hoursModule);

/** Google Maps' search of the address (no key, opens the app on a phone). */
export const mapLink = (address: string) =>
  `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(address)}`;

/** One branch: name, address with its map, and its hours. */
export function BranchCard({ branch }: { branch: Branch }) {
  const titleId = `sucursal-${branch.id}`;
  return (
    <Paper
      component="article"
      variant="outlined"
      aria-labelledby={titleId}
      sx={{ p: 2, display: 'flex', flexDirection: 'column', gap: 1.5 }}
    >
      <Typography variant="h3" id={titleId}>
        {branch.nombre}
      </Typography>
      {branch.direccion && (
        <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1 }}>
          <Place color="primary" aria-hidden sx={{ mt: 0.25 }} />
          <Box>
            <Typography component="address" sx={{ fontStyle: 'normal' }}>
              {branch.direccion}
            </Typography>
            <Button
              href={mapLink(branch.direccion)}
              target="_blank"
              rel="noopener noreferrer"
              size="small"
              sx={{ ml: -1, minHeight: 44 }}
              aria-label={`Ver en el mapa: ${branch.nombre} (se abre en otra pestaña)`}
            >
              Ver en el mapa
            </Button>
          </Box>
        </Box>
      )}
      {/* room for a week of hours (seven rows) before they arrive: the cards below stay put */}
      <Box sx={{ minHeight: 200 }}>
        <Typography variant="subtitle2" component="h4" sx={{ mb: 0.5 }}>
          Horarios
        </Typography>
        <Suspense fallback={<Typography color="text.secondary">Cargando horarios…</Typography>}>
          <BranchHoursList branchId={branch.id} />
        </Suspense>
      </Box>
    </Paper>
  );
}
