import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { paths } from '@/config/paths';
import { RouterLink } from '@/components/link-button';

const items = [
  { label: 'Agenda', to: paths.admin.agenda },
  { label: 'Turnos', to: paths.admin.appointments },
  { label: 'Caja', to: paths.admin.till },
  { label: 'Clientes', to: paths.admin.clients },
  { label: 'Reportes', to: paths.admin.reports },
  { label: 'Comisiones', to: paths.admin.commissions },
  { label: 'Sucursales', to: paths.admin.branches },
  { label: 'Servicios', to: paths.admin.services },
  { label: 'Productos', to: paths.admin.products },
  { label: 'Profesionales', to: paths.admin.professionals },
  { label: 'Feriados y cierres', to: paths.admin.holidays },
  { label: 'Configuración', to: paths.admin.settings },
  { label: 'Importar datos', to: paths.admin.imports },
] as const;

/** The Admin menu's items (loaded on demand by AdminMenu). */
export function AdminMenuList({
  id,
  anchor,
  onClose,
}: {
  id: string;
  anchor: HTMLElement | null;
  onClose: () => void;
}) {
  return (
    <Menu id={id} anchorEl={anchor} open={Boolean(anchor)} onClose={onClose}>
      {items.map((i) => (
        <MenuItem key={i.to} component={RouterLink} to={i.to} onClick={onClose}>
          {i.label}
        </MenuItem>
      ))}
    </Menu>
  );
}
