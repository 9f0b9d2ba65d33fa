import AdminPanelSettings from '@mui/icons-material/AdminPanelSettings';
import ContentCut from '@mui/icons-material/ContentCut';
import Person from '@mui/icons-material/Person';
import type { Role } from '@turnos/domain';

export function RoleIcon({
  role,
  fontSize = 'small',
}: {
  role: Role;
  fontSize?: 'small' | 'medium';
}) {
  if (role === 'peluadmin') return <AdminPanelSettings fontSize={fontSize} aria-hidden />;
  if (role === 'peluquero') return <ContentCut fontSize={fontSize} aria-hidden />;
  return <Person fontSize={fontSize} aria-hidden />;
}
