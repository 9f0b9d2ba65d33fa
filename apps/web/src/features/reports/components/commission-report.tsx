import { useQuery } from '@tanstack/react-query';
import Button from '@mui/material/Button';
import GlobalStyles from '@mui/material/GlobalStyles';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import DownloadIcon from '@mui/icons-material/Download';
import PrintIcon from '@mui/icons-material/Print';
import { LoadError } from '@/components/load-error';
import { TableSkeleton } from '@/components/table-skeleton';
import { COMMISSION_REPORT_LOAD_ERROR, useCommissionReport } from '@/api/commissions';
import { professionalBranchesQuery, professionalsQuery } from '@/api/professionals';
import { useSession } from '@/lib/session-context';
import { saveFile } from '@/lib/save-file';
import { commissionsCsv } from '../utils/commissions-csv';
import { CommissionTable } from './commission-table';
import { useReportPeriod } from '../hooks/use-report-period';
import { PeriodBar } from './period-bar';
import { ReportFilters } from './report-filters';

export const NO_COMMISSIONS = 'No hay cobros de servicios, productos ni propinas en este período.';

/** On paper: the heading, the period and the table, nothing of the app around them. */
const printStyles = `@media print {
  .MuiAppBar-root, .no-print, a[href="#contenido"] { display: none !important; }
  .commission-cards { display: none !important; }
  .commission-table { display: block !important; border: 0 !important; }
  body { background: #fff !important; }
  .commission-table * { color: #000 !important; }
}`;

/** The branch of each professional-branch row the caller may see (for the table and the file). */
function useBranchNames(isAdmin: boolean, userId: number) {
  const all = useQuery({ ...professionalsQuery, enabled: isAdmin });
  const own = useQuery({ ...professionalBranchesQuery(userId), enabled: !isAdmin && userId > 0 });
  const names = new Map<number, string>();
  for (const p of all.data ?? []) names.set(p.id_peluquero_sucursal, p.nombre_sucursal);
  for (const s of own.data ?? []) names.set(s.id_peluquero_sucursal, s.nombre_sucursal);
  return (id: number) => names.get(id) ?? '';
}

/**
 * /admin/comisiones and a professional's /profesional/comisiones (contract §7.4): what each
 * professional earned in a period — services and products after their share of discounts, the
 * commission, tips and the total to pay; an admin filters by branch; CSV and print.
 */
export function CommissionReport({ isAdmin }: { isAdmin: boolean }) {
  const { session } = useSession();
  const { filters, setFilters, period, complete, valid } = useReportPeriod();
  const report = useCommissionReport(
    {
      fecha_desde: period.desde,
      fecha_hasta: period.hasta,
      ...(filters.branchId ? { id_sucursal: filters.branchId } : {}),
    },
    valid,
  );
  const branchOf = useBranchNames(isAdmin, session?.id ?? 0);
  const rows = report.data ?? [];

  const download = () =>
    saveFile(
      new Blob([commissionsCsv(rows, branchOf)], { type: 'text/csv;charset=utf-8' }),
      `comisiones-${period.desde}-a-${period.hasta}.csv`,
    );

  return (
    <>
      <GlobalStyles styles={printStyles} />
      <div className="no-print">
        <ReportFilters
          value={filters}
          onChange={setFilters}
          scoped={isAdmin}
          professionalFilter={false}
        />
      </div>
      <PeriodBar period={period} complete={complete} valid={valid}>
        <Stack direction="row" className="no-print" sx={{ gap: 1, flexWrap: 'wrap' }}>
          <Button
            variant="outlined"
            startIcon={<DownloadIcon />}
            onClick={download}
            disabled={!report.data || rows.length === 0}
          >
            Descargar CSV
          </Button>
          <Button
            variant="outlined"
            startIcon={<PrintIcon />}
            onClick={() => window.print()}
            disabled={!report.data || rows.length === 0}
          >
            Imprimir
          </Button>
        </Stack>
      </PeriodBar>
      {report.isError ? (
        <LoadError
          message={COMMISSION_REPORT_LOAD_ERROR}
          onRetry={() => void report.refetch()}
          retrying={report.isFetching}
        />
      ) : !valid ? null : report.isPending ? (
        <TableSkeleton label="Cargando comisiones" />
      ) : rows.length === 0 ? (
        <Typography role="status">{NO_COMMISSIONS}</Typography>
      ) : (
        <CommissionTable rows={rows} branchOf={branchOf} />
      )}
      {!isAdmin && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }} className="no-print">
          Cada servicio y producto cuenta después de su parte de los descuentos; la comisión usa los
          porcentajes vigentes.
        </Typography>
      )}
    </>
  );
}
