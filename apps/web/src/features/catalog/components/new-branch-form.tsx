import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import { ErrorCode, msg } from '@turnos/domain';
import { paths } from '@/config/paths';
import { useNavigateLater } from '@/lib/use-navigate-later';
import { RouterLink } from '@/components/link-button';
import { useErrorToast, useToast } from '@/components/toast';
import { isNetworkError, type ApiError } from '@/lib/api-error';
import { useCreateBranch } from '@/api/branches';
import { branchFormSchema, type BranchFormInput, type BranchFormOutput } from '../schemas';
import { BranchFields } from './branch-fields';

export const BRANCH_CREATED = '¡Sucursal creada exitosamente!';
export const BRANCH_CREATE_FAILED = 'Se produjo un error al crear la sucursal';
/** Seed §8: the list shows up 500 ms after the success toast. */
export const BRANCH_REDIRECT_MS = 500;

/** Seed §8 "Branch creation": not authorized, the server's reason, or failed (no answer). */
function branchCreateError(e: ApiError): string {
  if (isNetworkError(e)) return BRANCH_CREATE_FAILED;
  if (e.status === 401 || e.code === ErrorCode.forbidden) return msg.notAuthorized;
  return `Error al crear sucursal. ${e.message}`;
}

export function NewBranchForm() {
  const toast = useToast();
  const showError = useErrorToast();
  const navigateLater = useNavigateLater();
  const create = useCreateBranch();
  const { register, handleSubmit, formState } = useForm<BranchFormInput, unknown, BranchFormOutput>(
    {
      resolver: zodResolver(branchFormSchema),
      defaultValues: { nombre: '', direccion: '' },
    },
  );

  async function submit(v: BranchFormOutput) {
    try {
      await create.mutateAsync(v);
      toast.success(BRANCH_CREATED);
      navigateLater(paths.admin.branches, BRANCH_REDIRECT_MS);
    } catch (e) {
      showError(e, BRANCH_CREATE_FAILED, branchCreateError);
    }
  }

  const busy = formState.isSubmitting || create.isSuccess;
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
      <form noValidate aria-label="Nueva Sucursal" onSubmit={handleSubmit(submit)}>
        <BranchFields idPrefix="new-branch" register={register} errors={formState.errors} />
        <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end', mt: 3 }}>
          <Button component={RouterLink} to={paths.admin.branches}>
            Cancelar
          </Button>
          <Button type="submit" variant="contained" disabled={busy}>
            Crear sucursal
          </Button>
        </Stack>
      </form>
    </Paper>
  );
}
