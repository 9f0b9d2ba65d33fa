import { useId, useState } from 'react';
import Button from '@mui/material/Button';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import ArrowDropDown from '@mui/icons-material/ArrowDropDown';
import { paths } from '@/config/paths';
import { RouterLink } from '@/components/link-button';

const items = [
  { label: 'Turnos', to: paths.admin.turnos },
  { label: 'Clientes', to: paths.admin.clientes },
  { label: 'Sucursales', to: paths.admin.sucursales },
  { label: 'Servicios', to: paths.admin.servicios },
  { label: 'Profesionales', to: paths.admin.profesionales },
  { label: 'Configuración', to: paths.admin.configuracion },
] as const;

/** Shown to admins only (seed §6). */
export function AdminMenu() {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  const close = () => setAnchor(null);
  return (
    <>
      <Button
        color="inherit"
        endIcon={<ArrowDropDown />}
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? 'true' : undefined}
        onClick={(e) => setAnchor(e.currentTarget)}
      >
        Admin
      </Button>
      <Menu id={menuId} anchorEl={anchor} open={Boolean(anchor)} onClose={close}>
        {items.map((i) => (
          <MenuItem key={i.to} component={RouterLink} to={i.to} onClick={close}>
            {i.label}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
