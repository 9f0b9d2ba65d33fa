import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { FormDialog } from '@/components/form-dialog';
import { useEditBranch, type Branch } from '@/api/branches';
import { branchFormSchema, type BranchFormInput, type BranchFormOutput } from '../schemas';
import { BranchFields } from './branch-fields';

export const BRANCH_SAVE_ERROR = 'Error al guardar cambios en la sucursal';
export const SAVED = 'Cambios guardados con éxito.';

interface Props {
  branch: Branch | null;
  onClose: () => void;
}

export function EditBranchDialog({ branch, onClose }: Props) {
  const edit = useEditBranch();
  const form = useForm<BranchFormInput, unknown, BranchFormOutput>({
    resolver: zodResolver(branchFormSchema),
    defaultValues: { nombre: '', direccion: '' },
  });
  const { register, reset, formState } = form;

  useEffect(() => {
    if (branch) reset({ nombre: branch.nombre, direccion: branch.direccion });
  }, [branch, reset]);

  return (
    <FormDialog
      open={Boolean(branch)}
      id="edit-branch"
      title="Editar sucursal"
      form={form}
      onSubmit={async (input) => {
        if (branch) await edit.mutateAsync({ id: branch.id, input });
      }}
      successText={SAVED}
      errorText={BRANCH_SAVE_ERROR}
      onClose={onClose}
    >
      <BranchFields idPrefix="edit-branch" register={register} errors={formState.errors} />
    </FormDialog>
  );
}
