import { useState } from 'react';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import DownloadIcon from '@mui/icons-material/Download';
import { toCents } from '@turnos/domain';
import { CHARGES_LOAD_ERROR, useCharges, useExportCharges } from '@/api/charges';
import type { Charge } from '@/api/till';
import type { DataTableColumn } from '@/components/data-table';
import { useErrorToast } from '@/components/toast';
import type { BranchOption } from '../hooks/use-counter-branches';
import { formatCents } from '../utils/cart-figures';
import { annulledText, dateTimeOf, paymentsText } from '../utils/charge-text';
import { counterText } from '../utils/counter-text';
import { periodParams, periodProblem, type CounterFilters } from '../utils/counter-period';
import { useChargeDialogs } from './charge-dialogs';
import { CounterFiltersBar } from './counter-filters';
import { Money } from './till-figures';
import { LoadedTable } from './loaded-table';

/** 'N cobros · total $ X' of the valid ones, and how many were annulled. */
function summary(charges: readonly Charge[]) {
  const valid = charges.filter((c) => c.estado === 'valido');
  const total = valid.reduce((s, c) => s + toCents(c.total), 0n);
  const annulled = charges.length - valid.length;
  const n = `${valid.length} ${valid.length === 1 ? 'cobro válido' : 'cobros válidos'}`;
  const a = annulled === 0 ? '' : ` · ${annulled} ${annulled === 1 ? 'anulado' : 'anulados'}`;
  return `${n} por ${formatCents(total)}${a}`;
}

/**
 * "Cobros" (contract §7.3 obtener-cobros): the charges of a period, newest first, valid and
 * annulled; a professional sees their own. Each opens its receipt (an admin may annul it there
 * while its till is open). An admin downloads the server's CSV (exportar-cobros).
 */
export function ChargesList({
  branches,
  initial,
  isAdmin,
}: {
  branches: readonly BranchOption[];
  initial: CounterFilters;
  isAdmin: boolean;
}) {
  const [filters, setFilters] = useState(initial);
  const valid = periodProblem(filters) === null;
  const params = periodParams(filters);
  const charges = useCharges(params, valid);
  const download = useExportCharges();
  const showError = useErrorToast();
  const branchName = (id: number) => branches.find((b) => b.id === String(id))?.nombre ?? '';
  const dialogs = useChargeDialogs({ isAdmin, branchName });

  const columns: DataTableColumn<Charge>[] = [
    {
      id: 'fecha',
      header: 'Fecha',
      cell: (c) => dateTimeOf(c.fecha_hora),
      sortValue: (c) => c.fecha_hora,
    },
    { id: 'numero', header: 'N°', cell: (c) => String(c.id_cobro), sortValue: (c) => c.id_cobro },
    { id: 'detalle', header: 'Detalle', cell: (c) => c.items.map((i) => i.nombre).join(', ') },
    { id: 'cobro', header: 'Cobró', cell: (c) => c.cobrado_por },
    { id: 'pagos', header: 'Pagos', cell: (c) => paymentsText(c) },
    {
      id: 'total',
      header: 'Total',
      cell: (c) => <Money value={c.total} />,
      sortValue: (c) => Number(c.total),
      align: 'right',
    },
    {
      id: 'estado',
      header: 'Estado',
      cell: (c) =>
        c.estado === 'valido' ? (
          'Válido'
        ) : (
          <Stack spacing={0.5} sx={{ alignItems: 'flex-start' }}>
            <Chip size="small" color="error" variant="outlined" label="Anulado" />
            <Typography variant="body2" color="text.secondary">
              {annulledText(c)}
            </Typography>
          </Stack>
        ),
    },
    {
      id: 'acciones',
      header: 'Acciones',
      hideLabelOnPhone: true,
      align: 'right',
      cell: (c) => (
        <Button
          size="small"
          onClick={() => dialogs.showReceipt(c)}
          aria-label={`Comprobante del cobro N° ${c.id_cobro}`}
        >
          Comprobante
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
        idPrefix="charges"
      />
      <Stack
        direction="row"
        useFlexGap
        sx={{ gap: 1, alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap' }}
      >
        <Typography color="text.secondary" aria-live="polite">
          {valid && charges.data ? summary(charges.data) : ''}
        </Typography>
        {isAdmin && (
          <Button
            variant="outlined"
            startIcon={<DownloadIcon />}
            disabled={!valid || download.isPending}
            onClick={() =>
              download.mutate(params, {
                onError: (e) => showError(e, counterText.exportError),
              })
            }
          >
            Exportar CSV
          </Button>
        )}
      </Stack>
      {valid && (
        <LoadedTable
          query={charges}
          loadError={CHARGES_LOAD_ERROR}
          loadingLabel="Cargando los cobros"
          label="Cobros"
          columns={columns}
          rowKey={(c) => c.id_cobro}
          emptyText={counterText.noCharges}
        />
      )}
      {dialogs.element}
    </Stack>
  );
}
