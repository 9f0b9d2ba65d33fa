import { useState } from 'react';
import Button from '@mui/material/Button';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { useErrorToast, useToast } from '@/components/toast';
import { serverWords } from '@/lib/error-toast';
import { useCancelVisit } from '@/api/appointments';
import { visitText } from './visit-texts';

/**
 * 'Cancelar visita' from a staff dialog (contract §6.2 `cancelar-visita`): `button` asks first
 * (`dialog`, rendered beside the details dialog); once cancelled it says so and calls `onDone`; a
 * refusal is told in the server's words (a professional who does not hold every appointment of
 * the visit) and the question closes.
 */
export function useCancelVisitConfirm(
  visitId: number | null,
  size: number | null,
  by: 'profesional' | null,
  onDone: () => void,
) {
  const toast = useToast();
  const showError = useErrorToast();
  const cancel = useCancelVisit(by);
  const [confirming, setConfirming] = useState(false);

  async function confirmCancel() {
    if (visitId === null) return;
    try {
      await cancel.mutateAsync(visitId);
      toast.success(visitText.cancelled);
      setConfirming(false);
      onDone();
    } catch (e) {
      showError(e, visitText.cancelError, serverWords());
      setConfirming(false);
    }
  }

  return {
    button: (
      <Button color="error" onClick={() => setConfirming(true)} disabled={cancel.isPending}>
        {visitText.cancel}
      </Button>
    ),
    dialog: (
      <ConfirmDialog
        open={confirming}
        title={visitText.cancel}
        confirmText={visitText.cancel}
        busy={cancel.isPending}
        onConfirm={() => void confirmCancel()}
        onClose={() => setConfirming(false)}
      >
        {visitText.cancelConfirm(size)}
      </ConfirmDialog>
    ),
  };
}
