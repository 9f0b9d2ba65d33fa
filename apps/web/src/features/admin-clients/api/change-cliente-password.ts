import { useMutation } from '@tanstack/react-query';
import { endpoints } from '@/config/paths';
import { apiClient } from '@/lib/api-client';

/** An admin sets a client's password without the current one (contract §4.1). */
export function changeClientePassword({ id, password }: { id: number; password: string }) {
  return apiClient.post(endpoints.adminClientes.changePass, { ID: id, password });
}

export function useChangeClientePassword() {
  return useMutation({ mutationFn: changeClientePassword });
}
