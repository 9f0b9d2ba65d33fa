import { useId, useState } from 'react';
import Button from '@mui/material/Button';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import EventIcon from '@mui/icons-material/Event';
import { downloadTurnoIcs, googleCalendarUrl } from '@/api/calendars';
import type { Turno } from '@/api/appointments';
import { useErrorToast } from '@/components/toast';
import { cuando } from './turno-lines';

export const ICS_DOWNLOAD_ERROR = 'No se pudo descargar el archivo del calendario.';

/**
 * 'Agregar al calendario' (contract §6.4): the appointment's .ics, downloaded through the API,
 * or Google Calendar's add-event page.
 */
export function AddToCalendar({ turno: t, direccion }: { turno: Turno; direccion?: string }) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [busy, setBusy] = useState(false);
  const showError = useErrorToast();
  const menuId = useId();
  const close = () => setAnchor(null);

  const download = async () => {
    close();
    setBusy(true);
    try {
      await downloadTurnoIcs(t.id_turno);
    } catch (e) {
      showError(e, ICS_DOWNLOAD_ERROR);
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <Button
        startIcon={<EventIcon />}
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? 'true' : undefined}
        aria-label={`Agregar al calendario el turno del ${cuando(t)}`}
        disabled={busy}
        onClick={(e) => setAnchor(e.currentTarget)}
      >
        Agregar al calendario
      </Button>
      <Menu id={menuId} anchorEl={anchor} open={anchor !== null} onClose={close}>
        <MenuItem onClick={() => void download()}>Descargar archivo .ics</MenuItem>
        <MenuItem
          component="a"
          href={googleCalendarUrl({ ...t, direccion })}
          target="_blank"
          rel="noopener noreferrer"
          onClick={close}
        >
          Google Calendar
        </MenuItem>
      </Menu>
    </>
  );
}
