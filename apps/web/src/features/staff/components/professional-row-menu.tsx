import { useId, useState } from 'react';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import DeleteIcon from '@mui/icons-material/Delete';
import MoreVertIcon from '@mui/icons-material/MoreVert';
import type { StaffDialogKind } from './staff-dialog-target';

const ITEMS: { kind: StaffDialogKind; label: string }[] = [
  { kind: 'datos', label: 'Editar datos' },
  { kind: 'servicios', label: 'Servicios' },
  { kind: 'laborables', label: 'Días laborables' },
  { kind: 'no-laborables', label: 'Días no laborables' },
  { kind: 'reservas', label: 'Config. de Reservas' },
  { kind: 'calendario', label: 'Calendario' },
  { kind: 'comisiones', label: 'Comisiones' },
];

interface Props {
  name: string;
  onOpen: (kind: StaffDialogKind) => void;
  onDelete: () => void;
}

/** The row menu of the professionals table (seed §2; Comisiones: contract §7.4). */
export function ProfessionalRowMenu({ name, onOpen, onDelete }: Props) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const id = useId();
  const close = () => setAnchor(null);
  return (
    <>
      <IconButton
        aria-label={`Acciones de ${name}`}
        aria-haspopup="menu"
        aria-controls={anchor ? id : undefined}
        aria-expanded={anchor ? 'true' : undefined}
        onClick={(e) => setAnchor(e.currentTarget)}
      >
        <MoreVertIcon />
      </IconButton>
      <Menu id={id} anchorEl={anchor} open={Boolean(anchor)} onClose={close}>
        {ITEMS.map((i) => (
          <MenuItem
            key={i.kind}
            onClick={() => {
              close();
              onOpen(i.kind);
            }}
          >
            {i.label}
          </MenuItem>
        ))}
        <MenuItem
          onClick={() => {
            close();
            onDelete();
          }}
          sx={{ color: 'error.main' }}
        >
          <ListItemIcon sx={{ color: 'inherit' }}>
            <DeleteIcon fontSize="small" />
          </ListItemIcon>
          Eliminar
        </MenuItem>
      </Menu>
    </>
  );
}
