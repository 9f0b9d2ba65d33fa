import Button from '@mui/material/Button';
import DownloadIcon from '@mui/icons-material/Download';
import { useExportClients } from '@/api/reports';
import { useErrorToast } from '@/components/toast';

/** Descargar CSV of the clients the search shows, with their counts (contract §6.6). */
export function DownloadClientsCsv({ buscar }: { buscar: string }) {
  const download = useExportClients();
  const showError = useErrorToast();
  return (
    <Button
      variant="outlined"
      startIcon={<DownloadIcon />}
      disabled={download.isPending}
      sx={{ mt: 0.25 }}
      onClick={() =>
        download.mutate(buscar || undefined, {
          onError: (e) => showError(e, 'No se pudo descargar el archivo.'),
        })
      }
    >
      Descargar CSV
    </Button>
  );
}
