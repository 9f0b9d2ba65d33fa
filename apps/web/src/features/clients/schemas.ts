export { editClientFormSchema, type EditClientForm } from '@turnos/domain';
