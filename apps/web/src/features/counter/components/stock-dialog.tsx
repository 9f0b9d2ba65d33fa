import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Divider from '@mui/material/Divider';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LoadError } from '@/components/load-error';
import { TableSkeleton } from '@/components/table-skeleton';
import { useStockMovements, type Product } from '@/api/products';
import type { BranchOption } from '../hooks/use-counter-branches';
import { Figures } from './figures';
import { AdjustStockForm, TransferStockForm } from './stock-forms';

const when = (iso: string) =>
  new Date(iso).toLocaleString('es-AR', {
    dateStyle: 'short',
    timeStyle: 'short',
    timeZone: 'America/Argentina/Buenos_Aires',
  });

/** A product's stock per branch, its adjustment and transfer, and its history. */
export function StockDialog({
  product,
  branches,
  stockAt,
  onClose,
}: {
  product: Product | null;
  branches: readonly BranchOption[];
  stockAt: (branchId: string, productId: number) => number | undefined;
  onClose: () => void;
}) {
  const history = useStockMovements(product?.id_producto ?? null);
  const branchName = (id: number) => branches.find((b) => b.id === String(id))?.nombre ?? '';
  return (
    <Dialog
      open={product !== null}
      onClose={onClose}
      aria-labelledby="stock-title"
      fullWidth
      maxWidth="md"
    >
      <DialogTitle id="stock-title">{`Stock de ${product?.nombre ?? ''}`}</DialogTitle>
      <DialogContent>
        {product && (
          <Stack spacing={2}>
            <Figures
              label="Stock por sucursal"
              rows={branches.map((b) => ({
                label: b.nombre,
                value: String(stockAt(b.id, product.id_producto) ?? '…'),
              }))}
            />
            <Divider />
            <AdjustStockForm productId={product.id_producto} branches={branches} />
            <TransferStockForm productId={product.id_producto} branches={branches} />
            <Divider />
            <Typography variant="h3">Movimientos</Typography>
            {history.isError ? (
              <LoadError
                message="No pudimos cargar los movimientos."
                onRetry={() => void history.refetch()}
                retrying={history.isFetching}
              />
            ) : history.isPending ? (
              <TableSkeleton label="Cargando movimientos" rows={2} />
            ) : history.data.length === 0 ? (
              <Typography color="text.secondary">Todavía no hay movimientos.</Typography>
            ) : (
              <List dense disablePadding aria-label="Movimientos de stock">
                {history.data.map((m, i) => (
                  <ListItem key={i} disableGutters>
                    <ListItemText
                      primary={`${m.cantidad > 0 ? '+' : ''}${m.cantidad} · ${branchName(m.id_sucursal)} · ${m.motivo}`}
                      secondary={`${when(m.fecha_hora)} · ${m.usuario}`}
                    />
                  </ListItem>
                ))}
              </List>
            )}
          </Stack>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cerrar</Button>
      </DialogActions>
    </Dialog>
  );
}
