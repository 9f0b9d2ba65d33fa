import { useSearchParams } from 'react-router';
import Paper from '@mui/material/Paper';
import { Page } from '@/components/page';
import { MailValidationStatus } from '@/features/auth/components/mail-validation-status';

export default function MailValidationRoute() {
  const [params] = useSearchParams();
  return (
    <Page title="Validación de cuenta" maxWidth="sm">
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
        <MailValidationStatus token={params.get('token') ?? ''} />
      </Paper>
    </Page>
  );
}
