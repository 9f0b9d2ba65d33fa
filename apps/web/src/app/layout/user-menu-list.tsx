import { lazy, Suspense, useState } from 'react';
import { useNavigate } from 'react-router';
import Divider from '@mui/material/Divider';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import Box from '@mui/material/Box';
import { ROLE_NAMES } from '@turnos/domain';
import { paths } from '@/config/paths';
import { RouterLink } from '@/components/link-button';
import { useToast } from '@/components/toast';
import { mainRole, type Session } from '@/lib/session';
import { useSession } from '@/lib/session-context';
import { RoleIcon } from './role-icon';

const EditClientDialog = lazy(() =>
  import('@/features/clients/components/edit-client-dialog').then((m) => ({
    default: m.EditClientDialog,
  })),
);

export const CREDIT_URL = 'https://opensource.org/license/mit';
export const LOGGED_OUT = 'Sesión cerrada.';

/** The user menu's items (loaded on demand by UserMenu). */
export function UserMenuList({
  session,
  id,
  anchor,
  onClose: close,
}: {
  session: Session;
  id: string;
  anchor: HTMLElement | null;
  onClose: () => void;
}) {
  const [editing, setEditing] = useState(false);
  const { signOut, reload } = useSession();
  const navigate = useNavigate();
  const toast = useToast();
  const role = mainRole(session);
  const isClientOnly = session.isClient && !session.isPelu && !session.isAdmin;

  async function logout() {
    close();
    await signOut();
    toast.info(LOGGED_OUT);
    navigate(paths.home);
  }

  return (
    <>
      <Menu id={id} anchorEl={anchor} open={Boolean(anchor)} onClose={close}>
        <Box sx={{ px: 2, py: 1, display: 'flex', gap: 1, alignItems: 'center' }}>
          <RoleIcon role={role} fontSize="medium" />
          <div>
            <Typography sx={{ fontWeight: 600 }}>{session.fullName}</Typography>
            <Typography variant="body2" color="text.secondary">
              {ROLE_NAMES[role]}
            </Typography>
          </div>
        </Box>
        <Divider />
        {isClientOnly ? (
          <MenuItem component={RouterLink} to={paths.client.dashboard} onClick={close}>
            Mis turnos
          </MenuItem>
        ) : (
          <MenuItem component={RouterLink} to={session.landing} onClick={close}>
            Inicio
          </MenuItem>
        )}
        {session.isPelu && !session.isAdmin && (
          // admins reach it from the Admin menu; professionals see their own rows there
          <MenuItem component={RouterLink} to={paths.admin.appointments} onClick={close}>
            Turnos
          </MenuItem>
        )}
        {session.isPelu && !session.isAdmin && (
          <MenuItem component={RouterLink} to={paths.admin.till} onClick={close}>
            Caja
          </MenuItem>
        )}
        {session.isPelu && !session.isAdmin && (
          <MenuItem component={RouterLink} to={paths.professional.commissions} onClick={close}>
            Mis comisiones
          </MenuItem>
        )}
        <MenuItem component={RouterLink} to={paths.services} onClick={close}>
          Lista de Servicios
        </MenuItem>
        {isClientOnly && (
          <MenuItem
            onClick={() => {
              close();
              setEditing(true);
            }}
          >
            Editar Datos
          </MenuItem>
        )}
        <MenuItem component={RouterLink} to={paths.changePassword} onClick={close}>
          Cambiar contraseña
        </MenuItem>
        <MenuItem onClick={() => void logout()}>Cerrar sesión</MenuItem>
        <Divider />
        <MenuItem
          component="a"
          href={CREDIT_URL}
          target="_blank"
          rel="noopener noreferrer"
          onClick={close}
        >
          <Typography variant="body2" color="text.secondary">
            Turnos — software libre
          </Typography>
        </MenuItem>
      </Menu>
      {editing && (
        <Suspense fallback={null}>
          <EditClientDialog
            open={editing}
            clientId={session.id}
            onClose={() => setEditing(false)}
            onSaved={() => void reload()}
          />
        </Suspense>
      )}
    </>
  );
}
