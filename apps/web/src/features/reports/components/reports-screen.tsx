import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import DownloadIcon from '@mui/icons-material/Download';
import { useExportAppointments, useReport, type ReportFilters as Params } from '@/api/reports';
import { LoadError } from '@/components/load-error';
import { useErrorToast } from '@/components/toast';
import { errorText } from '@/lib/error-toast';
import { previousPeriod, type Period } from '../utils/periods';
import { IncomeChart, OccupancyChart, ServicesList } from './report-charts';
import { ReportCards } from './report-cards';
import { useReportPeriod } from '../hooks/use-report-period';
import { PeriodBar } from './period-bar';
import { ReportFilters, type Filters } from './report-filters';

const LOAD_ERROR = 'No se pudo cargar el reporte.';

function paramsOf(p: Period, f: Filters): Params {
  return {
    fecha_desde: p.desde,
    fecha_hasta: p.hasta,
    ...(f.branchId ? { id_sucursal: f.branchId } : {}),
    ...(f.professionalBranchId ? { id_peluquero_sucursal: f.professionalBranchId } : {}),
  };
}

/**
 * /admin/reportes (and a professional's /profesional/reportes): the figures of a period with
 * their change against the previous period of the same length, the charts, and for an admin
 * the CSV of the period's appointments.
 */
export function ReportsScreen({ isAdmin }: { isAdmin: boolean }) {
  const { filters, setFilters, period, complete, valid } = useReportPeriod();
  const current = useReport(paramsOf(period, filters), valid);
  const previous = useReport(paramsOf(valid ? previousPeriod(period) : period, filters), valid);
  const download = useExportAppointments();
  const showError = useErrorToast();

  const onDownload = () =>
    download.mutate(paramsOf(period, filters), {
      onError: (e) => showError(e, 'No se pudo descargar el archivo.'),
    });

  return (
    <>
      <ReportFilters value={filters} onChange={setFilters} scoped={isAdmin} />
      <PeriodBar period={period} complete={complete} valid={valid}>
        {isAdmin && (
          <Button
            variant="outlined"
            startIcon={<DownloadIcon />}
            onClick={onDownload}
            disabled={!valid || download.isPending}
          >
            Descargar CSV
          </Button>
        )}
      </PeriodBar>
      {current.isError ? (
        <LoadError
          message={errorText(current.error, LOAD_ERROR)}
          onRetry={() => void current.refetch()}
          retrying={current.isFetching}
        />
      ) : (
        <>
          <ReportCards current={current.data?.resumen} previous={previous.data?.resumen} />
          {current.data?.resumen.turnos === 0 && current.data.resumen.cancelados === 0 && (
            <Alert severity="info" sx={{ mt: 2 }}>
              No hay turnos en este período.
            </Alert>
          )}
          <Box
            sx={{
              mt: 3,
              display: 'grid',
              gap: 3,
              gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 1fr) minmax(0, 1fr)' },
            }}
          >
            {current.data ? (
              <>
                <IncomeChart days={current.data.por_dia} />
                <OccupancyChart rows={current.data.por_profesional} />
                <ServicesList rows={current.data.por_servicio} />
              </>
            ) : (
              valid && [1, 2, 3].map((i) => <Skeleton key={i} variant="rounded" height={220} />)
            )}
          </Box>
        </>
      )}
    </>
  );
}
