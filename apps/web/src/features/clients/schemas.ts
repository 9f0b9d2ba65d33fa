export {
  editClientFormSchema,
  type EditClientForm,
  type EditClientFormInput,
} from '@turnos/domain';
