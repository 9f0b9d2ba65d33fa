import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { LoadError } from '@/components/load-error';
import { TableSkeleton } from '@/components/table-skeleton';
import { TILL_LOAD_ERROR, useTill } from '@/api/till';
import { formatARS } from '@/lib/format';
import { MEDIO_LABEL, MEDIOS_CAJA } from '../utils/cart-figures';
import { dateTimeOf } from '../utils/charge-text';
import { useChargeDialogs } from './charge-dialogs';
import { Figures } from './figures';
import { TillDifference } from './till-figures';
import { TillCharges, TillMovements } from './till-lists';

/**
 * One till of the history (obtener-caja by id): who opened and closed it, its figures, its
 * charges (each with its receipt; an admin may annul while it is open) and its cash movements.
 */
export function TillDetailDialog({
  tillId,
  branchName,
  isAdmin,
  onClose,
}: {
  /** null: closed */
  tillId: number | null;
  branchName: (branchId: number) => string;
  isAdmin: boolean;
  onClose: () => void;
}) {
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });
  const till = useTill(tillId);
  const dialogs = useChargeDialogs({ isAdmin, branchName });
  const view = till.data;
  const caja = view?.caja;
  return (
    <Dialog
      open={tillId !== null}
      onClose={onClose}
      aria-labelledby="till-detail-title"
      fullWidth
      maxWidth="sm"
      fullScreen={phone}
    >
      <DialogTitle id="till-detail-title">
        {caja ? `Caja de ${branchName(caja.id_sucursal)}` : 'Caja'}
      </DialogTitle>
      <DialogContent>
        {till.isError ? (
          <LoadError
            message={TILL_LOAD_ERROR}
            onRetry={() => void till.refetch()}
            retrying={till.isFetching}
          />
        ) : !view ? (
          <TableSkeleton label="Cargando la caja" rows={4} />
        ) : !caja ? (
          <Alert severity="info">No encontramos esa caja.</Alert>
        ) : (
          <Stack spacing={2}>
            <Typography>
              {`Abierta por ${caja.abierta_por} el ${dateTimeOf(caja.fecha_apertura)}.`}
              <br />
              {caja.fecha_cierre
                ? `Cerrada por ${caja.cerrada_por ?? ''} el ${dateTimeOf(caja.fecha_cierre)}.`
                : 'Sigue abierta.'}
            </Typography>
            <Figures
              label="Cifras de la caja"
              rows={[
                { label: 'Efectivo inicial', value: formatARS(caja.monto_inicial) },
                ...MEDIOS_CAJA.map((m) => ({
                  label: MEDIO_LABEL[m],
                  value: formatARS(view.totales?.[m] ?? '0'),
                })),
                ...(view.totales && view.totales.saldo !== '0.00'
                  ? [{ label: MEDIO_LABEL.saldo, value: formatARS(view.totales.saldo) }]
                  : []),
                {
                  label: 'Efectivo esperado',
                  value: formatARS(caja.efectivo_esperado),
                  strong: true,
                },
                {
                  label: 'Efectivo contado',
                  value: caja.efectivo_contado === null ? '—' : formatARS(caja.efectivo_contado),
                },
              ]}
            />
            <Typography>
              {'Diferencia: '}
              <TillDifference value={caja.diferencia} />
            </Typography>
            <Typography variant="h3" component="h3">
              Cobros
            </Typography>
            <TillCharges
              charges={view.cobros}
              onShowReceipt={(c) => dialogs.showReceipt(c)}
              onAnnul={isAdmin && caja.estado === 'abierta' ? dialogs.annul : undefined}
            />
            <Typography variant="h3" component="h3">
              Movimientos de efectivo
            </Typography>
            {view.movimientos.length === 0 ? (
              <Typography color="text.secondary">Sin entradas ni salidas de efectivo.</Typography>
            ) : (
              <TillMovements movements={view.movimientos} />
            )}
          </Stack>
        )}
      </DialogContent>
      <DialogActions>
        <Button variant="contained" onClick={onClose}>
          Cerrar
        </Button>
      </DialogActions>
      {dialogs.element}
    </Dialog>
  );
}
