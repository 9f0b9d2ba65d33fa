import { useMemo, useState } from 'react';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import AddIcon from '@mui/icons-material/Add';
import EditIcon from '@mui/icons-material/Edit';
import InventoryIcon from '@mui/icons-material/Inventory2';
import { DataTable, type DataTableColumn } from '@/components/data-table';
import { LoadError } from '@/components/load-error';
import { TableSkeleton } from '@/components/table-skeleton';
import { formatARS } from '@/lib/format';
import { PRODUCTS_LOAD_ERROR, useProducts, useStockByBranch, type Product } from '@/api/products';
import { useCounterBranches } from '../hooks/use-counter-branches';
import { ProductDialog } from './product-dialog';
import { StockDialog } from './stock-dialog';

/** The products admin (contract §7.1): table with the stock per branch, create, edit, stock. */
export function ProductsScreen({ professionalId }: { professionalId: number }) {
  const products = useProducts('');
  const branches = useCounterBranches(true, professionalId);
  const branchList = useMemo(() => branches.data ?? [], [branches.data]);
  const stock = useStockByBranch(branchList.map((b) => b.id));
  const [editing, setEditing] = useState<Product | 'new' | null>(null);
  const [stockOf, setStockOf] = useState<Product | null>(null);
  const stockAt = (b: string, p: number) => stock.stock.get(b)?.get(p);

  const columns: DataTableColumn<Product>[] = [
    { id: 'nombre', header: 'Nombre', cell: (p) => p.nombre, sortValue: (p) => p.nombre },
    { id: 'codigo', header: 'Código', cell: (p) => p.codigo ?? '—' },
    {
      id: 'precio',
      header: 'Precio',
      cell: (p) => formatARS(p.precio),
      sortValue: (p) => Number(p.precio),
      align: 'right',
    },
    ...branchList.map<DataTableColumn<Product>>((b) => ({
      id: `stock-${b.id}`,
      header: `Stock ${b.nombre}`,
      cell: (p) => String(stockAt(b.id, p.id_producto) ?? '…'),
      align: 'right',
    })),
    {
      id: 'stock',
      header: 'Stock total',
      cell: (p) => String(p.stock),
      sortValue: (p) => p.stock,
      align: 'right',
    },
    { id: 'activo', header: 'Estado', cell: (p) => (p.activo === '1' ? 'Activo' : 'Inactivo') },
    {
      id: 'acciones',
      header: 'Acciones',
      hideLabelOnPhone: true,
      align: 'right',
      cell: (p) => (
        <Stack direction="row" sx={{ justifyContent: 'flex-end' }}>
          <Tooltip title="Editar">
            <IconButton aria-label={`Editar producto ${p.nombre}`} onClick={() => setEditing(p)}>
              <EditIcon />
            </IconButton>
          </Tooltip>
          <Tooltip title="Stock">
            <IconButton aria-label={`Stock de ${p.nombre}`} onClick={() => setStockOf(p)}>
              <InventoryIcon />
            </IconButton>
          </Tooltip>
        </Stack>
      ),
    },
  ];

  return (
    <Stack spacing={2}>
      <Button
        variant="contained"
        startIcon={<AddIcon />}
        onClick={() => setEditing('new')}
        sx={{ alignSelf: 'flex-end' }}
      >
        Nuevo producto
      </Button>
      {products.isError ? (
        <LoadError
          message={PRODUCTS_LOAD_ERROR}
          onRetry={() => void products.refetch()}
          retrying={products.isFetching}
        />
      ) : products.isPending ? (
        <TableSkeleton label="Cargando productos" />
      ) : (
        <DataTable
          label="Productos"
          rows={products.data}
          columns={columns}
          rowKey={(p) => p.id_producto}
          filter={{
            label: 'Filtrar por nombre o código',
            text: (p) => `${p.nombre} ${p.codigo ?? ''}`,
          }}
          initialSort={{ id: 'nombre', direction: 'asc' }}
          emptyText="Todavía no hay productos. Creá el primero con «Nuevo producto»."
        />
      )}
      <ProductDialog product={editing} onClose={() => setEditing(null)} />
      <StockDialog
        product={stockOf}
        branches={branchList}
        stockAt={stockAt}
        onClose={() => setStockOf(null)}
      />
    </Stack>
  );
}
