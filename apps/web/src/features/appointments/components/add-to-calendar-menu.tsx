import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';

/** The two choices of 'Agregar al calendario' (loaded on demand by AddToCalendar). */
export function AddToCalendarMenu({
  id,
  anchor,
  googleUrl,
  onDownload,
  onClose: close,
}: {
  id: string;
  anchor: HTMLElement | null;
  googleUrl: string;
  onDownload: () => void;
  onClose: () => void;
}) {
  return (
    <Menu id={id} anchorEl={anchor} open={anchor !== null} onClose={close}>
      <MenuItem onClick={onDownload}>Descargar archivo .ics</MenuItem>
      <MenuItem
        component="a"
        href={googleUrl}
        target="_blank"
        rel="noopener noreferrer"
        onClick={close}
      >
        Google Calendar
      </MenuItem>
    </Menu>
  );
}
