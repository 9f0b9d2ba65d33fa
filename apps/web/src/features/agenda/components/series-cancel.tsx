import { useState } from 'react';
import Button from '@mui/material/Button';
import { useCancelSeries } from '@/api/series';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { useErrorToast, useToast } from '@/components/toast';
import { serverWords } from '@/lib/error-toast';
import { formatLongDate } from '@/lib/format';

export const CANCEL_SERIES = 'Cancelar esta y las siguientes';

/**
 * An appointment of a series (contract §7.7): cancel it and every later one of the series, after
 * a question naming the date it starts from.
 */
export function SeriesCancelButton({
  seriesId,
  fecha,
  onDone,
}: {
  seriesId: number;
  fecha: string;
  onDone: () => void;
}) {
  const [asking, setAsking] = useState(false);
  const cancel = useCancelSeries();
  const toast = useToast();
  const showError = useErrorToast();
  return (
    <>
      <Button color="error" onClick={() => setAsking(true)}>
        {CANCEL_SERIES}
      </Button>
      <ConfirmDialog
        open={asking}
        title={CANCEL_SERIES}
        confirmText="Cancelar turnos"
        busy={cancel.isPending}
        onClose={() => setAsking(false)}
        onConfirm={() =>
          cancel.mutate(
            { seriesId, desde: fecha },
            {
              onSuccess: (data) => {
                setAsking(false);
                toast.success(
                  data.cancelados === 1
                    ? 'Se canceló 1 turno de la serie.'
                    : `Se cancelaron ${data.cancelados} turnos de la serie.`,
                );
                onDone();
              },
              onError: (cancelError) => {
                showError(cancelError, 'No se pudo cancelar la serie.', serverWords());
              },
            },
          )
        }
      >
        {`Se cancelan este turno y los siguientes de la serie desde el ${formatLongDate(fecha)}, y se avisa al cliente de cada uno.`}
      </ConfirmDialog>
    </>
  );
}
