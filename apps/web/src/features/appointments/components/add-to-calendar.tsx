import { Suspense, useState, type ComponentProps } from 'react';
import Button from '@mui/material/Button';
import EventIcon from '@mui/icons-material/Event';
import { downloadAppointmentIcs, googleCalendarUrl } from '@/api/calendars';
import type { Appointment } from '@/api/appointments';
import { useErrorToast } from '@/components/toast';
import { lazyPage } from '@/lib/lazy-page';
import { useLazyMenu } from '@/lib/use-lazy-menu';
import type { AddToCalendarMenu as Choices } from './add-to-calendar-menu';
import { cuando } from './appointment-lines';

/** MUI's Menu (with Popover and Modal) loads at the first sign of intent, not with the list. */
const AddToCalendarMenu = lazyPage<ComponentProps<typeof Choices>>(() =>
  import('./add-to-calendar-menu').then((m) => ({ default: m.AddToCalendarMenu })),
);

export const ICS_DOWNLOAD_ERROR = 'No se pudo descargar el archivo del calendario.';

/**
 * 'Agregar al calendario' (contract §6.4): the appointment's .ics, downloaded through the API,
 * or Google Calendar's add-event page.
 */
export function AddToCalendar({
  appointment: t,
  direccion,
}: {
  appointment: Appointment;
  direccion?: string;
}) {
  const menu = useLazyMenu();
  const [busy, setBusy] = useState(false);
  const showError = useErrorToast();
  const close = menu.close;

  const download = async () => {
    close();
    setBusy(true);
    try {
      await downloadAppointmentIcs(t.id_turno);
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
        {...menu.buttonProps}
        aria-label={`Agregar al calendario el turno del ${cuando(t)}`}
        disabled={busy}
      >
        Agregar al calendario
      </Button>
      {menu.wanted && (
        <Suspense fallback={null}>
          <AddToCalendarMenu
            id={menu.menuId}
            anchor={menu.anchor}
            googleUrl={googleCalendarUrl({ ...t, direccion })}
            onDownload={() => void download()}
            onClose={close}
          />
        </Suspense>
      )}
    </>
  );
}
