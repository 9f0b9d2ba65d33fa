import { useState } from 'react';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import type { DataTableColumn } from '@/components/data-table';
import { TILLS_LOAD_ERROR, useTills, type TillWithTotals } from '@/api/till';
import type { BranchOption } from '../hooks/use-counter-branches';
import { dateTimeOf } from '../utils/charge-text';
import { counterText } from '../utils/counter-text';
import { periodParams, periodProblem, type CounterFilters } from '../utils/counter-period';
import { CounterFiltersBar } from './counter-filters';
import { LoadedTable } from './loaded-table';
import { TillDetailDialog } from './till-detail-dialog';
import { Money, TillDifference, totalsText } from './till-figures';

/**
 * "Cajas anteriores" (admin, contract §7.2 obtener-cajas): the tills opened in a period, at a
 * branch or all, with who opened and closed them, the cash expected, counted and the difference
 * (highlighted when not 0), the totals per medio; each opens its detail.
 */
export function TillHistory({
  branches,
  initial,
}: {
  branches: readonly BranchOption[];
  initial: CounterFilters;
}) {
  const [filters, setFilters] = useState(initial);
  const [detail, setDetail] = useState<number | null>(null);
  const valid = periodProblem(filters) === null;
  const tills = useTills(periodParams(filters), valid);
  const branchName = (id: number) => branches.find((b) => b.id === String(id))?.nombre ?? '';

  const columns: DataTableColumn<TillWithTotals>[] = [
    { id: 'sucursal', header: 'Sucursal', cell: (c) => branchName(c.id_sucursal) },
    {
      id: 'apertura',
      header: 'Apertura',
      cell: (c) => `${dateTimeOf(c.fecha_apertura)} · ${c.abierta_por}`,
      sortValue: (c) => c.fecha_apertura,
    },
    {
      id: 'cierre',
      header: 'Cierre',
      cell: (c) =>
        c.fecha_cierre ? (
          `${dateTimeOf(c.fecha_cierre)} · ${c.cerrada_por ?? ''}`
        ) : (
          <Chip size="small" color="success" variant="outlined" label="Abierta" />
        ),
    },
    {
      id: 'inicial',
      header: 'Inicial',
      cell: (c) => <Money value={c.monto_inicial} />,
      align: 'right',
    },
    {
      id: 'esperado',
      header: 'Esperado',
      cell: (c) => <Money value={c.efectivo_esperado} />,
      align: 'right',
    },
    {
      id: 'contado',
      header: 'Contado',
      cell: (c) => (c.efectivo_contado === null ? '—' : <Money value={c.efectivo_contado} />),
      align: 'right',
    },
    {
      id: 'diferencia',
      header: 'Diferencia',
      cell: (c) => <TillDifference value={c.diferencia} />,
      sortValue: (c) => Number(c.diferencia ?? 0),
      align: 'right',
    },
    { id: 'totales', header: 'Totales por medio', cell: (c) => totalsText(c.totales) },
    {
      id: 'acciones',
      header: 'Acciones',
      hideLabelOnPhone: true,
      align: 'right',
      cell: (c) => (
        <Button
          size="small"
          sx={{ whiteSpace: 'nowrap' }}
          onClick={() => setDetail(c.id_caja)}
          aria-label={`Ver la caja de ${branchName(c.id_sucursal)} abierta el ${dateTimeOf(c.fecha_apertura)}`}
        >
          Ver detalle
        </Button>
      ),
    },
  ];

  return (
    <Stack spacing={2}>
      <CounterFiltersBar
        value={filters}
        onChange={setFilters}
        branches={branches}
        idPrefix="tills"
      />
      {valid && (
        <LoadedTable
          query={tills}
          loadError={TILLS_LOAD_ERROR}
          loadingLabel="Cargando las cajas"
          label="Cajas anteriores"
          columns={columns}
          rowKey={(c) => c.id_caja}
          emptyText={counterText.noTills}
        />
      )}
      <TillDetailDialog
        tillId={detail}
        branchName={branchName}
        isAdmin
        onClose={() => setDetail(null)}
      />
    </Stack>
  );
}
