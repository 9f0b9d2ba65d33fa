import { useId, useState } from 'react';
import Button from '@mui/material/Button';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import ArrowDropDown from '@mui/icons-material/ArrowDropDown';
import { paths } from '@/config/paths';
import { RouterLink } from '@/components/link-button';
import type { StaffDialogKind } from './staff-dialog-target';

const ITEMS: { kind: StaffDialogKind; label: string }[] = [
  { kind: 'servicios', label: 'Servicios' },
  { kind: 'reservas', label: 'Config. de Reservas' },
  { kind: 'laborables', label: 'Días laborables' },
  { kind: 'no-laborables', label: 'Días no laborables' },
  { kind: 'calendario', label: 'Calendario' },
];

interface Props {
  branchName: string;
  professionalBranchId: number;
  onOpen: (kind: StaffDialogKind) => void;
}

/** Seed §2 "Professional home": Turnos, Servicios, Config. de Reservas, Días (no) laborables. */
export function BranchActionsMenu({ branchName, professionalBranchId, onOpen }: Props) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const id = useId();
  const close = () => setAnchor(null);
  return (
    <>
      <Button
        variant="outlined"
        endIcon={<ArrowDropDown />}
        aria-label={`Acciones de ${branchName}`}
        aria-haspopup="menu"
        aria-controls={anchor ? id : undefined}
        aria-expanded={anchor ? 'true' : undefined}
        onClick={(e) => setAnchor(e.currentTarget)}
      >
        Acciones
      </Button>
      <Menu id={id} anchorEl={anchor} open={Boolean(anchor)} onClose={close}>
        <MenuItem
          component={RouterLink}
          to={paths.professional.agenda(professionalBranchId)}
          onClick={close}
        >
          Turnos
        </MenuItem>
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
      </Menu>
    </>
  );
}
