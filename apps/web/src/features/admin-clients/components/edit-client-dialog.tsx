import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import TextField from '@mui/material/TextField';
import {
  editClientFormSchema,
  splitPhone,
  type EditClientForm,
  type EditClientFormInput,
} from '@turnos/domain';
import { FormDialog } from '@/components/form-dialog';
import { useUpdateClient, type Client } from '@/api/clients';
import { clientsText } from '../utils/texts';
import { NameAndPhoneFields } from '@/components/name-phone-fields';

interface Props {
  client: Client;
  onClose: () => void;
}

/** Name and phone; the e-mail is read-only (seed §6). Only changed fields are sent. */
export function EditClientDialog({ client, onClose }: Props) {
  const update = useUpdateClient();
  const form = useForm<EditClientFormInput, unknown, EditClientForm>({
    resolver: zodResolver(editClientFormSchema),
    defaultValues: { nombre: client.nombre, telefono: splitPhone(client.celular) },
  });
  const { register, formState } = form;
  const { errors } = formState;

  async function save(v: EditClientForm) {
    const changes: Partial<EditClientForm> = {};
    if (v.nombre !== client.nombre) changes.nombre = v.nombre;
    if (v.celular !== client.celular) changes.celular = v.celular;
    if (Object.keys(changes).length > 0) await update.mutateAsync({ id: client.ID, changes });
  }

  return (
    <FormDialog
      open
      id="edit-cliente"
      title="Editar datos del cliente"
      form={form}
      onSubmit={save}
      successText={clientsText.saved}
      errorText={clientsText.saveError}
      onClose={onClose}
    >
      <TextField label="Email" value={client.user_email} disabled />
      <NameAndPhoneFields
        idPrefix="edit-cliente"
        nombre={{ registration: register('nombre'), error: errors.nombre?.message }}
        telefono={{
          fields: {
            pais: register('telefono.pais'),
            area: register('telefono.area'),
            numero: register('telefono.numero'),
          },
          errors: errors.telefono,
        }}
      />
    </FormDialog>
  );
}
