import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { paths } from '@/config/paths';
import { RouterLink } from '@/components/link-button';

const items = [
  { label: 'Agenda', to: paths.admin.agenda },
  { label: 'Turnos', to: paths.admin.turnos },
  { label: 'Caja', to: paths.admin.caja },
  { label: 'Clientes', to: paths.admin.clientes },
  { label: 'Reportes', to: paths.admin.reportes },
  { label: 'Comisiones', to: paths.admin.comisiones },
  { label: 'Sucursales', to: paths.admin.sucursales },
  { label: 'Servicios', to: paths.admin.servicios },
  { label: 'Productos', to: paths.admin.productos },
  { label: 'Profesionales', to: paths.admin.profesionales },
  { label: 'Feriados y cierres', to: paths.admin.feriados },
  { label: 'Configuración', to: paths.admin.configuracion },
  { label: 'Importar datos', to: paths.admin.importar },
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
