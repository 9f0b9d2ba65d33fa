import Alert from '@mui/material/Alert';
import { Page } from './page';

export function UnderConstruction({ title }: { title: string }) {
  return (
    <Page title={title}>
      <Alert severity="info">Sección en construcción</Alert>
    </Page>
  );
}
