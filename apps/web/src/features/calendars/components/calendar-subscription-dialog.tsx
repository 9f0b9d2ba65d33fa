import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { useErrorToast, useToast } from '@/components/toast';
import { calendarFeedUrl, useRegenerateCalendarToken } from '@/api/calendars';

export const CALENDAR_TITLE = 'Calendario';
export const CALENDAR_INTRO =
  'Suscribite a tus turnos desde Google Calendar, Apple Calendar u Outlook con este enlace privado (30 días atrás y 180 adelante).';
export const CALENDAR_HIDDEN =
  'Por seguridad, el enlace sólo se muestra cuando se genera. Si no lo tenés, generá uno nuevo.';
export const CALENDAR_CONFIRM =
  'Se generará un enlace nuevo. El enlace anterior dejará de funcionar en los calendarios suscriptos.';
export const CALENDAR_COPIED = 'Enlace copiado.';
export const CALENDAR_COPY_ERROR = 'No se pudo copiar. Seleccioná el enlace y copialo a mano.';
export const CALENDAR_ERROR = 'No se pudo generar el enlace del calendario.';

interface Props {
  professionalBranchId: number;
  subtitle?: string;
  open: boolean;
  onClose: () => void;
}

/**
 * Contract §6.4: the professional-branch's private subscription URL, with Copiar and Regenerar.
 * Only a hash of the secret is kept (ADR 0070), so the URL shows right after it is made.
 */
export function CalendarSubscriptionDialog({
  professionalBranchId,
  subtitle,
  open,
  onClose,
}: Props) {
  const regenerate = useRegenerateCalendarToken();
  const toast = useToast();
  const showError = useErrorToast();
  const [url, setUrl] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);

  async function generate() {
    try {
      const { token } = await regenerate.mutateAsync(professionalBranchId);
      setUrl(calendarFeedUrl(token));
      setConfirming(false);
    } catch (e) {
      setConfirming(false);
      showError(e, CALENDAR_ERROR);
    }
  }

  async function copy() {
    if (!url) return;
    try {
      await navigator.clipboard.writeText(url);
      toast.success(CALENDAR_COPIED);
    } catch (e) {
      // no clipboard (an insecure origin) or the browser refused: copying by hand still works
      if (!(e instanceof DOMException || e instanceof TypeError)) throw e;
      toast.error(CALENDAR_COPY_ERROR);
    }
  }

  return (
    <>
      <Dialog
        open={open}
        onClose={onClose}
        aria-labelledby="calendar-title"
        fullWidth
        maxWidth="sm"
      >
        <DialogTitle id="calendar-title">
          {CALENDAR_TITLE}
          {subtitle && (
            <span style={{ display: 'block', fontSize: '0.9rem', fontWeight: 400 }}>
              {subtitle}
            </span>
          )}
        </DialogTitle>
        <DialogContent>
          <Stack spacing={2}>
            <DialogContentText>{CALENDAR_INTRO}</DialogContentText>
            {url ? (
              <TextField
                id="calendar-url"
                label="Enlace de suscripción"
                value={url}
                fullWidth
                slotProps={{ htmlInput: { readOnly: true, onFocus: selectAll } }}
              />
            ) : (
              <Alert severity="info">{CALENDAR_HIDDEN}</Alert>
            )}
          </Stack>
        </DialogContent>
        <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
          <Button onClick={onClose}>Cerrar</Button>
          <Button onClick={() => setConfirming(true)} disabled={regenerate.isPending}>
            {url ? 'Regenerar' : 'Generar enlace'}
          </Button>
          <Button variant="contained" onClick={() => void copy()} disabled={!url}>
            Copiar
          </Button>
        </DialogActions>
      </Dialog>
      <ConfirmDialog
        open={confirming}
        title="¿Generar un enlace nuevo?"
        confirmText="Generar"
        busy={regenerate.isPending}
        onConfirm={() => void generate()}
        onClose={() => setConfirming(false)}
      >
        {CALENDAR_CONFIRM}
      </ConfirmDialog>
    </>
  );
}

const selectAll = (e: { currentTarget: HTMLInputElement | HTMLTextAreaElement }) =>
  e.currentTarget.select();
