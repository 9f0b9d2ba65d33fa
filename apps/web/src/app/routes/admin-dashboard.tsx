import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import CalendarViewDayIcon from '@mui/icons-material/CalendarViewDay';
import EventIcon from '@mui/icons-material/Event';
import InsightsIcon from '@mui/icons-material/Insights';
import PeopleIcon from '@mui/icons-material/People';
import StorefrontIcon from '@mui/icons-material/Storefront';
import ContentCutIcon from '@mui/icons-material/ContentCut';
import BadgeIcon from '@mui/icons-material/Badge';
import SettingsIcon from '@mui/icons-material/Settings';
import { paths } from '@/config/paths';
import { RouterLink } from '@/components/link-button';
import { Page } from '@/components/page';
import { MorningView } from '@/features/reports/components/morning-view';
import { ProfessionalBranchCards } from '@/features/staff/components/professional-branch-cards';
import { useSession } from '@/lib/session-context';
import { StaffRowDialogs } from './staff-row-dialogs';

const AREAS: { title: string; text: string; to: string; icon: ReactNode }[] = [
  {
    title: 'Agenda',
    text: 'El día de la sucursal por profesional',
    to: paths.admin.agenda,
    icon: <CalendarViewDayIcon />,
  },
  {
    title: 'Turnos',
    text: 'Por fecha, período o cliente',
    to: paths.admin.appointments,
    icon: <EventIcon />,
  },
  {
    title: 'Clientes',
    text: 'Datos, validación y bloqueo',
    to: paths.admin.clients,
    icon: <PeopleIcon />,
  },
  {
    title: 'Reportes',
    text: 'Turnos, ingresos y ocupación',
    to: paths.admin.reports,
    icon: <InsightsIcon />,
  },
  {
    title: 'Sucursales',
    text: 'Nombre y dirección',
    to: paths.admin.branches,
    icon: <StorefrontIcon />,
  },
  {
    title: 'Servicios',
    text: 'Duración, bloques y precios',
    to: paths.admin.services,
    icon: <ContentCutIcon />,
  },
  {
    title: 'Profesionales',
    text: 'Sucursales, servicios y horarios',
    to: paths.admin.professionals,
    icon: <BadgeIcon />,
  },
  {
    title: 'Configuración',
    text: 'Sitio, notificaciones y pagos',
    to: paths.admin.settings,
    icon: <SettingsIcon />,
  },
];

const grid = {
  display: 'grid',
  gap: 2,
  gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: '1fr 1fr 1fr' },
};

export default function AdminDashboardRoute() {
  const { session } = useSession();
  return (
    <Page title="Panel de administración" maxWidth="lg">
      <MorningView />
      <Box component="nav" aria-label="Áreas de administración" sx={grid}>
        {AREAS.map((a) => (
          <Card key={a.to} variant="outlined">
            <CardActionArea component={RouterLink} to={a.to} sx={{ height: '100%' }}>
              <CardContent sx={{ display: 'flex', gap: 2, alignItems: 'center' }}>
                <Box sx={{ color: 'primary.main', display: 'flex' }} aria-hidden>
                  {a.icon}
                </Box>
                <Box>
                  <Typography variant="h3" component="h2">
                    {a.title}
                  </Typography>
                  <Typography variant="body2" color="text.secondary">
                    {a.text}
                  </Typography>
                </Box>
              </CardContent>
            </CardActionArea>
          </Card>
        ))}
      </Box>
      {session?.isPelu && (
        <Box component="section" aria-labelledby="my-branches" sx={{ mt: 4 }}>
          <Typography variant="h2" component="h2" id="my-branches" sx={{ mb: 1.5 }}>
            Mis sucursales
          </Typography>
          <ProfessionalBranchCards professionalId={session.id} RowDialogs={StaffRowDialogs} />
        </Box>
      )}
    </Page>
  );
}
