import { useState, type ReactNode } from 'react';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import FolderSharedIcon from '@mui/icons-material/FolderShared';
import KeyIcon from '@mui/icons-material/Key';
import MoreVertIcon from '@mui/icons-material/MoreVert';
import type { Client } from '@/api/clients';

export type ClientAction = 'file' | 'edit' | 'password' | 'delete';

const ITEMS: { action: ClientAction; label: string; icon: ReactNode }[] = [
  { action: 'file', label: 'Ver ficha', icon: <FolderSharedIcon fontSize="small" /> },
  { action: 'edit', label: 'Editar datos', icon: <EditIcon fontSize="small" /> },
  { action: 'password', label: 'Cambiar contraseña', icon: <KeyIcon fontSize="small" /> },
  { action: 'delete', label: 'Eliminar', icon: <DeleteIcon fontSize="small" color="error" /> },
];

export function ClientActions({
  client,
  onAction,
}: {
  client: Client;
  onAction: (a: ClientAction, c: Client) => void;
}) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  return (
    <>
      <IconButton
        aria-label={`Acciones de ${client.nombre}`}
        aria-haspopup="menu"
        onClick={(e) => setAnchor(e.currentTarget)}
      >
        <MoreVertIcon />
      </IconButton>
      <Menu anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        {ITEMS.map((i) => (
          <MenuItem
            key={i.action}
            onClick={() => {
              setAnchor(null);
              onAction(i.action, client);
            }}
          >
            <ListItemIcon>{i.icon}</ListItemIcon>
            {i.label}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
