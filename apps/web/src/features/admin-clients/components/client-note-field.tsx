import { useEffect, useRef, useState } from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { NOTA_MAX, useSaveClientNote } from '@/api/client-file';
import { errorText } from '@/lib/error-toast';
import { clientFileText } from '../utils/texts';

/** How long typing must pause before the note saves itself. */
export const NOTE_PAUSE_MS = 1000;

type Status = 'idle' | 'saving' | 'saved' | 'error';

/**
 * The staff's private note about a client: saved by itself after a pause in typing and when the
 * field loses focus. A failed save says so and keeps the text, to be tried again.
 */
export function ClientNoteField({ clientId, initial }: { clientId: number; initial: string }) {
  const save = useSaveClientNote(clientId);
  const [text, setText] = useState(initial);
  const [status, setStatus] = useState<Status>('idle');
  const [failure, setFailure] = useState('');
  /** what the server holds, and what is on its way there */
  const saved = useRef(initial);
  const sending = useRef<string | null>(null);
  const attempt = useRef(0);
  /** the save after a pause in typing, restarted by each keystroke */
  const pause = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(pause.current), []);

  async function persist(value: string) {
    if (value === saved.current || value === sending.current) return;
    const n = ++attempt.current;
    sending.current = value;
    setStatus('saving');
    try {
      await save.mutateAsync(value);
      saved.current = value;
      if (n === attempt.current) setStatus('saved');
    } catch (e) {
      if (n !== attempt.current) return;
      setFailure(errorText(e, clientFileText.noteError));
      setStatus('error');
    } finally {
      if (n === attempt.current) sending.current = null;
    }
  }

  return (
    <Stack spacing={0.5}>
      <TextField
        label={clientFileText.note}
        value={text}
        onChange={(e) => {
          const value = e.target.value;
          setText(value);
          if (status === 'saved') setStatus('idle');
          window.clearTimeout(pause.current);
          pause.current = window.setTimeout(() => void persist(value), NOTE_PAUSE_MS);
        }}
        onBlur={() => {
          window.clearTimeout(pause.current);
          void persist(text);
        }}
        multiline
        minRows={3}
        maxRows={10}
        fullWidth
        helperText={`${clientFileText.noteHint} ${text.length}/${NOTA_MAX}`}
        slotProps={{ htmlInput: { maxLength: NOTA_MAX } }}
      />
      <Stack
        direction="row"
        role="status"
        aria-live="polite"
        sx={{ alignItems: 'center', gap: 1, minHeight: 30 }}
      >
        {status === 'saving' && (
          <Typography variant="body2" color="text.secondary">
            {clientFileText.saving}
          </Typography>
        )}
        {status === 'saved' && (
          <Typography variant="body2" color="success.main">
            {clientFileText.noteSaved}
          </Typography>
        )}
        {status === 'error' && (
          <>
            <Typography variant="body2" color="error">
              {failure}
            </Typography>
            <Button size="small" onClick={() => void persist(text)}>
              {clientFileText.retry}
            </Button>
          </>
        )}
      </Stack>
    </Stack>
  );
}
