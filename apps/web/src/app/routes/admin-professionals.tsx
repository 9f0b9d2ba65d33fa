import Button from '@mui/material/Button';
import AddIcon from '@mui/icons-material/Add';
import { paths } from '@/config/paths';
import { RouterLink } from '@/components/link-button';
import { Page } from '@/components/page';
import { ProfessionalsTable } from '@/features/staff/components/professionals-table';
import { PageActions } from './page-actions';
import { StaffRowDialogs } from './staff-row-dialogs';

export default function AdminProfessionalsRoute() {
  return (
    <Page title="PROFESIONALES" maxWidth="lg">
      <PageActions>
        <Button
          component={RouterLink}
          to={paths.admin.newProfessional}
          variant="contained"
          startIcon={<AddIcon />}
        >
          Nuevo profesional
        </Button>
      </PageActions>
      <ProfessionalsTable RowDialogs={StaffRowDialogs} />
    </Page>
  );
}
