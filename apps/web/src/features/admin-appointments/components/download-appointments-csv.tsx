import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import DownloadIcon from '@mui/icons-material/Download';
import type { AppointmentsSearch } from '@/api/appointments';
import { useExportAppointments } from '@/api/reports';
import { useErrorToast } from '@/components/toast';

/** The period of a date or period search (a search by client name has none to export). */
function periodOf(search: AppointmentsSearch | null) {
  if (search?.by === 'fecha') return { fecha_desde: search.fecha, fecha_hasta: search.fecha };
  if (search?.by === 'periodo') return { fecha_desde: search.desde, fecha_hasta: search.hasta };
  return null;
}

/** Descargar CSV of the appointments the current search shows (contract §6.6 exportar-turnos). */
export function DownloadAppointmentsCsv({ search }: { search: AppointmentsSearch | null }) {
  const download = useExportAppointments();
  const showError = useErrorToast();
  const period = periodOf(search);
  if (!period) return null;
  return (
    <Box sx={{ display: 'flex', justifyContent: 'flex-end', mb: 1 }}>
      <Button
        size="small"
        variant="outlined"
        startIcon={<DownloadIcon />}
        disabled={download.isPending}
        onClick={() =>
          download.mutate(period, {
            onError: (e) => showError(e, 'No se pudo descargar el archivo.'),
          })
        }
      >
        Descargar CSV
      </Button>
    </Box>
  );
}
