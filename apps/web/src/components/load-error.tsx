import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';

interface Props {
  message: string;
  onRetry?: () => void;
  retrying?: boolean;
}

/** A failed load: the seed's text and a retry button. */
export function LoadError({ message, onRetry, retrying = false }: Props) {
  return (
    <Alert
      severity="error"
      action={
        onRetry && (
          <Button color="inherit" size="small" onClick={onRetry} disabled={retrying}>
            Reintentar
          </Button>
        )
      }
    >
      {message}
    </Alert>
  );
}
