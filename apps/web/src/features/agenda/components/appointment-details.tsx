import { useState, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { whatsappLink } from '@turnos/domain';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { useErrorToast, useToast } from '@/components/toast';
import { serverWords } from '@/lib/error-toast';
import { formatARS } from '@/lib/format';
import { type AgendaSlot, useCancelAppointment } from '@/api/appointments';
import { depositState } from '../utils/group-slots';
import { agendaText } from '../utils/texts';

/** One label and its value in an appointment's details (a `dl`). */
export function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', sm: '110px 1fr' },
        gap: { sm: 1 },
        py: 0.5,
      }}
    >
      <Typography component="dt" color="text.secondary" variant="body2">
        {label}
      </Typography>
      <Typography component="dd" sx={{ m: 0, overflowWrap: 'anywhere' }}>
        {children}
      </Typography>
    </Box>
  );
}

/** The client's mobile as a link to a WhatsApp chat with them, or '—'. */
export function CelularRow({
  celular,
  nombre,
}: {
  celular: string | null | undefined;
  nombre: string;
}) {
  return (
    <Row label="Celular">
      {celular ? (
        <Link
          href={whatsappLink(celular)}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={`Abrir chat de WhatsApp con ${nombre}`}
        >
          {celular}
        </Link>
      ) : (
        '—'
      )}
    </Row>
  );
}

/** 'Sin seña', 'Paga ($ …)' or 'Impaga ($ …)'. */
export function depositText(t: Pick<AgendaSlot, 'monto_reserva' | 'reserva_paga'>): string {
  const state = depositState(t);
  if (state === 'none') return 'Sin seña';
  const monto = formatARS(t.monto_reserva ?? '0');
  return state === 'paid' ? `Paga (${monto})` : `Impaga (${monto})`;
}

interface CancelTexts {
  /** the button's and the question's confirm label ('Cancelar turno', 'Liberar') */
  action: string;
  /** the question's title */
  title: string;
  /** the toast once done */
  done: string;
}

/**
 * Cancelling an appointment from an agenda dialog, as its professional: `button` asks first
 * (`dialog`, rendered beside the details dialog); once cancelled it says `done` and calls
 * `onDone`; a refusal is told and the question closes.
 */
export function useCancelAppointmentConfirm(
  appointmentId: number | null | undefined,
  texts: CancelTexts,
  onDone: () => void,
) {
  const toast = useToast();
  const showError = useErrorToast();
  const cancel = useCancelAppointment('profesional');
  const [confirming, setConfirming] = useState(false);

  async function confirmCancel() {
    if (appointmentId == null) return;
    try {
      await cancel.mutateAsync(appointmentId);
      toast.success(texts.done);
      setConfirming(false);
      onDone();
    } catch (e) {
      showError(e, agendaText.cancelError, serverWords());
      setConfirming(false);
    }
  }

  return {
    button: (
      <Button color="error" onClick={() => setConfirming(true)} disabled={cancel.isPending}>
        {texts.action}
      </Button>
    ),
    dialog: (
      <ConfirmDialog
        open={confirming}
        title={texts.title}
        confirmText={texts.action}
        busy={cancel.isPending}
        onConfirm={() => void confirmCancel()}
        onClose={() => setConfirming(false)}
      >
        {agendaText.cancelConfirm}
      </ConfirmDialog>
    ),
  };
}
