import { useState, type ReactNode } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import type { AnswerText } from '@/lib/error-toast';
import { useErrorText, useToast } from './toast';

interface FormDialogProps<TIn extends FieldValues, TOut> {
  open: boolean;
  /** Also names the dialog (aria-labelledby). */
  title: string;
  /** Unique in the page: the dialog's title id. */
  id: string;
  /** A react-hook-form form, usually with zodResolver: the dialog submits it. */
  form: UseFormReturn<TIn, unknown, TOut>;
  /** Saves; throws when the server refuses (the dialog then stays open with what was typed). */
  onSubmit: (values: TOut) => Promise<void>;
  /** The seed's text for a failed save, shown in the dialog and as a toast. */
  errorText: string;
  /** Where the seed shows the server's words for a refused save (e.g. `serverWords()`). */
  answerText?: AnswerText;
  /** The seed's text for a successful save (a toast); the dialog then closes. */
  successText?: string;
  onClose: () => void;
  submitLabel?: string;
  /** False while what the form edits is still loading: nothing can be submitted yet. */
  ready?: boolean;
  maxWidth?: 'xs' | 'sm';
  children: ReactNode;
}

/**
 * The admin dialogs' one form pattern: validated by the form's schema before anything is sent,
 * the buttons locked while saving (and the dialog cannot be dismissed then), a failed save shown
 * in the dialog and as a toast with every field kept as typed, a successful one closing it.
 */
export function FormDialog<TIn extends FieldValues, TOut>({
  open,
  title,
  id,
  form,
  onSubmit,
  errorText,
  answerText,
  successText,
  onClose,
  submitLabel = 'Guardar',
  ready = true,
  maxWidth = 'xs',
  children,
}: FormDialogProps<TIn, TOut>) {
  const toast = useToast();
  const showError = useErrorText();
  const [failure, setFailure] = useState<string | null>(null);
  const saving = form.formState.isSubmitting;

  const submit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      await onSubmit(values);
      if (successText) toast.success(successText);
      onClose();
    } catch (e) {
      setFailure(showError(e, errorText, answerText));
    }
  });

  const close = () => {
    setFailure(null);
    onClose();
  };

  return (
    <Dialog
      open={open}
      onClose={saving ? undefined : close}
      aria-labelledby={`${id}-title`}
      fullWidth
      maxWidth={maxWidth}
    >
      <form
        noValidate
        onSubmit={(e) => {
          // the dialog's own form: its submit never reaches a form around the dialog in the
          // component tree (React sends portal events up that tree)
          e.stopPropagation();
          void submit(e);
        }}
      >
        <DialogTitle id={`${id}-title`}>{title}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            {failure && <Alert severity="error">{failure}</Alert>}
            {children}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={close} disabled={saving}>
            Cancelar
          </Button>
          <Button type="submit" variant="contained" disabled={!ready || saving}>
            {submitLabel}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
