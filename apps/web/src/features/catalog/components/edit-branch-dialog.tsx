import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Box from '@mui/material/Box';
import { useErrorToast, useToast } from '@/components/toast';
import { useEditBranch } from '@/api/branches';
import type { Sucursal } from '@/api/branches';
import { branchFormSchema, type BranchFormInput, type BranchFormOutput } from '../schemas';
import { BranchFields } from './branch-fields';

export const BRANCH_SAVE_ERROR = 'Error al guardar cambios en la sucursal';
export const SAVED = 'Cambios guardados con éxito.';

interface Props {
  branch: Sucursal | null;
  onClose: () => void;
}

export function EditBranchDialog({ branch, onClose }: Props) {
  const toast = useToast();
  const showError = useErrorToast();
  const edit = useEditBranch();
  const { register, handleSubmit, reset, formState } = useForm<
    BranchFormInput,
    unknown,
    BranchFormOutput
  >({ resolver: zodResolver(branchFormSchema), defaultValues: { nombre: '', direccion: '' } });

  useEffect(() => {
    if (branch) reset({ nombre: branch.nombre, direccion: branch.direccion });
  }, [branch, reset]);

  async function submit(v: BranchFormOutput) {
    if (!branch) return;
    try {
      await edit.mutateAsync({ id: branch.id, input: v });
      toast.success(SAVED);
      onClose();
    } catch (e) {
      showError(e, BRANCH_SAVE_ERROR);
    }
  }

  return (
    <Dialog
      open={Boolean(branch)}
      onClose={onClose}
      aria-labelledby="edit-branch-title"
      fullWidth
      maxWidth="xs"
    >
      <form noValidate onSubmit={handleSubmit(submit)}>
        <DialogTitle id="edit-branch-title">Editar sucursal</DialogTitle>
        <DialogContent>
          <Box sx={{ pt: 1 }}>
            <BranchFields idPrefix="edit-branch" register={register} errors={formState.errors} />
          </Box>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>Cancelar</Button>
          <Button type="submit" variant="contained" disabled={formState.isSubmitting}>
            Guardar
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
