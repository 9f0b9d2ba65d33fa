import type { ReactNode } from 'react';
import { useState } from 'react';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import CalendarViewDayIcon from '@mui/icons-material/CalendarViewDay';
import EditIcon from '@mui/icons-material/Edit';
import KeyIcon from '@mui/icons-material/Key';
import { paths } from '@/config/paths';
import { RouterLink } from '@/components/link-button';
import { useProfessionalBranches } from '@/api/professionals';
import { EditProfessionalDialog } from './edit-professional-dialog';
import { ProfessionalBranchCards } from './professional-branch-cards';
import type { StaffRowDialogs } from './staff-dialog-target';

const grid = { display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, mb: 3 };

function ActionCard({ icon, title, text }: { icon: ReactNode; title: string; text: string }) {
  return (
    <CardContent sx={{ display: 'flex', gap: 2, alignItems: 'center' }}>
      {icon}
      <Box>
        <Typography variant="h3" component="h2">
          {title}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {text}
        </Typography>
      </Box>
    </CardContent>
  );
}

/** Seed §2 "Professional home": Editar Datos, Cambiar Contraseña and one card per branch. */
export function ProfessionalHome({
  professionalId,
  RowDialogs,
}: {
  professionalId: number;
  RowDialogs: StaffRowDialogs;
}) {
  const branches = useProfessionalBranches(professionalId);
  const [editing, setEditing] = useState(false);
  // name and phone belong to the person; any of their rows identifies them
  const firstRow = branches.data?.[0]?.id_peluquero_sucursal;
  return (
    <>
      <Box sx={grid}>
        <Card variant="outlined">
          <CardActionArea onClick={() => setEditing(true)} disabled={firstRow === undefined}>
            <ActionCard
              icon={<EditIcon color="primary" />}
              title="Editar Datos"
              text="Nombre, celular y función"
            />
          </CardActionArea>
        </Card>
        <Card variant="outlined">
          <CardActionArea component={RouterLink} to={paths.admin.agenda}>
            <ActionCard
              icon={<CalendarViewDayIcon color="primary" />}
              title="Agenda de la sucursal"
              text="Tu día y tu semana en la grilla"
            />
          </CardActionArea>
        </Card>
        <Card variant="outlined">
          <CardActionArea component={RouterLink} to={paths.changePassword}>
            <ActionCard
              icon={<KeyIcon color="primary" />}
              title="Cambiar Contraseña"
              text="Elegí una contraseña nueva"
            />
          </CardActionArea>
        </Card>
      </Box>
      <Typography variant="h2" component="h2" sx={{ mb: 1.5 }}>
        Mis sucursales
      </Typography>
      <ProfessionalBranchCards professionalId={professionalId} RowDialogs={RowDialogs} />
      {firstRow !== undefined && (
        <EditProfessionalDialog
          professionalBranchId={firstRow}
          open={editing}
          onClose={() => setEditing(false)}
        />
      )}
    </>
  );
}
