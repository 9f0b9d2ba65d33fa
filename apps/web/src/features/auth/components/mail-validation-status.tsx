import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { paths } from '@/config/paths';
import { RouterLink } from '@/components/link-button';
import { PageLoader } from '@/components/page-loader';
import { errorText, serverWords } from '@/lib/error-toast';
import { useValidateAccount } from '@/api/account';

export const VALIDATION_OK =
  '¡Tu cuenta fue validada! Ya podés iniciar sesión y reservar tu turno.';
export const VALIDATION_NO_TOKEN =
  'El enlace de validación no es válido. Revisá el correo que te enviamos.';
const VALIDATION_FAILED =
  'No pudimos validar tu cuenta. El enlace puede haber vencido o ya fue usado.';

export function MailValidationStatus({ token }: { token: string }) {
  const { isPending, isError, error, isSuccess } = useValidateAccount(token);

  if (!token) return <Alert severity="error">{VALIDATION_NO_TOKEN}</Alert>;
  if (isPending) return <PageLoader label="Validando cuenta" />;
  return (
    <Stack spacing={2}>
      {isSuccess && <Alert severity="success">{VALIDATION_OK}</Alert>}
      {isError && (
        <Alert severity="error">{errorText(error, VALIDATION_FAILED, serverWords())}</Alert>
      )}
      <Button
        component={RouterLink}
        to={isSuccess ? paths.login : paths.accountNotValidated}
        variant="contained"
      >
        {isSuccess ? 'Iniciar sesión' : 'Pedir un nuevo enlace'}
      </Button>
    </Stack>
  );
}
