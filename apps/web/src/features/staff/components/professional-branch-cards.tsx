import { useState } from 'react';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import StorefrontIcon from '@mui/icons-material/Storefront';
import { LoadError } from '@/components/load-error';
import {
  PROFESSIONAL_INFO_ERROR,
  useProfessionalBranches,
  type ProfessionalBranch,
} from '@/api/professionals';
import { BranchActionsMenu } from './branch-actions-menu';
import type { StaffDialogTarget, StaffRowDialogs } from './staff-dialog-target';

export const NO_BRANCHES = 'No tiene sucursales asignadas.';

const grid = {
  display: 'grid',
  gap: 2,
  gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: '1fr 1fr 1fr' },
};

function BranchCard({
  b,
  onOpen,
}: {
  b: ProfessionalBranch;
  onOpen: (t: StaffDialogTarget) => void;
}) {
  const titleId = `branch-card-${b.id_peluquero_sucursal}`;
  return (
    <Card variant="outlined" component="article" aria-labelledby={titleId}>
      <CardContent sx={{ pb: 1 }}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
          <StorefrontIcon color="primary" aria-hidden />
          <Typography variant="h3" component="h3" id={titleId}>
            {b.nombre_sucursal}
          </Typography>
        </Box>
        <Typography color="text.secondary" variant="body2" sx={{ mt: 0.5 }}>
          Agenda
        </Typography>
        {b.activo === '0' && <Chip size="small" label="Inactivo" sx={{ mt: 1 }} />}
      </CardContent>
      <CardActions>
        <BranchActionsMenu
          branchName={b.nombre_sucursal}
          professionalBranchId={b.id_peluquero_sucursal}
          onOpen={(kind) =>
            onOpen({
              kind,
              professionalBranchId: b.id_peluquero_sucursal,
              subtitle: b.nombre_sucursal,
            })
          }
        />
      </CardActions>
    </Card>
  );
}

/**
 * One card per branch of the logged professional (obtener-sucursales-peluquero); `RowDialogs`
 * renders the card menu's dialogs.
 */
export function ProfessionalBranchCards({
  professionalId,
  RowDialogs,
}: {
  professionalId: number;
  RowDialogs: StaffRowDialogs;
}) {
  const { data, isPending, isError, refetch, isFetching } = useProfessionalBranches(professionalId);
  const [dialog, setDialog] = useState<StaffDialogTarget | null>(null);
  if (isPending)
    return (
      <Box sx={grid} role="status" aria-label="Cargando sucursales">
        {[0, 1].map((i) => (
          <Skeleton key={i} variant="rounded" height={130} />
        ))}
      </Box>
    );
  if (isError)
    return (
      <LoadError
        message={PROFESSIONAL_INFO_ERROR}
        onRetry={() => void refetch()}
        retrying={isFetching}
      />
    );
  if (data.length === 0) return <Typography role="status">{NO_BRANCHES}</Typography>;
  return (
    <>
      <Box sx={grid}>
        {data.map((b) => (
          <BranchCard key={b.id_peluquero_sucursal} b={b} onOpen={setDialog} />
        ))}
      </Box>
      <RowDialogs target={dialog} onClose={() => setDialog(null)} />
    </>
  );
}
