import Button from '@mui/material/Button';
import AddIcon from '@mui/icons-material/Add';
import { paths } from '@/config/paths';
import { RouterLink } from '@/components/link-button';
import { Page } from '@/components/page';
import { BranchesList } from '@/features/catalog/components/branches-list';
import { PageActions } from './page-actions';

export default function AdminBranchesRoute() {
  return (
    <Page title="Sucursales">
      <PageActions>
        <Button
          component={RouterLink}
          to={paths.admin.newBranch}
          variant="contained"
          startIcon={<AddIcon />}
        >
          Nueva sucursal
        </Button>
      </PageActions>
      <BranchesList />
    </Page>
  );
}
