import type { ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

export interface SummaryRow {
  label: string;
  value: ReactNode;
}

interface SummaryDialogProps {
  open: boolean;
  title: string;
  rows: SummaryRow[];
  /** shown under the rows (the client's credit for the deposit) */
  extra?: ReactNode;
  note?: ReactNode;
  confirmLabel: string;
  busy: boolean;
  busyText: string;
  onConfirm: () => void;
  onCancel: () => void;
  /** another way on, between Cancelar and the confirm button (a visitor's 'Crear cuenta') */
  secondary?: { label: string; onClick: () => void };
}

/** Booking (or rescheduling) summary: Fecha, Hora, Servicio, … then Cancelar / confirm. */
export function SummaryDialog(props: SummaryDialogProps) {
  const {
    open,
    title,
    rows,
    extra,
    note,
    confirmLabel,
    busy,
    busyText,
    onConfirm,
    onCancel,
    secondary,
  } = props;
  return (
    <Dialog
      open={open}
      onClose={busy ? undefined : onCancel}
      fullWidth
      maxWidth="xs"
      aria-labelledby="summary-title"
    >
      <DialogTitle id="summary-title">{title}</DialogTitle>
      <DialogContent>
        <Stack component="dl" spacing={1} sx={{ m: 0 }}>
          {rows.map((r) => (
            <Stack
              key={r.label}
              direction="row"
              spacing={2}
              sx={{ justifyContent: 'space-between' }}
            >
              <Typography component="dt" color="text.secondary" sx={{ whiteSpace: 'nowrap' }}>
                {r.label}
              </Typography>
              <Typography component="dd" sx={{ m: 0, fontWeight: 600, textAlign: 'right' }}>
                {r.value}
              </Typography>
            </Stack>
          ))}
        </Stack>
        {extra}
        {note && (
          <Alert severity="info" sx={{ mt: 2 }}>
            {note}
          </Alert>
        )}
        {busy && (
          <Stack direction="row" spacing={1} sx={{ mt: 2, alignItems: 'center' }} role="status">
            <CircularProgress size={18} />
            <Typography>{busyText}</Typography>
          </Stack>
        )}
      </DialogContent>
      <DialogActions
        // three buttons wrap on a phone, evenly spaced
        sx={
          secondary ? { flexWrap: 'wrap', gap: 1, '& > :not(style) ~ :not(style)': { ml: 0 } } : {}
        }
      >
        <Button onClick={onCancel} disabled={busy}>
          Cancelar
        </Button>
        {secondary && (
          <Button variant="outlined" onClick={secondary.onClick} disabled={busy}>
            {secondary.label}
          </Button>
        )}
        <Button variant="contained" onClick={onConfirm} disabled={busy}>
          {confirmLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
