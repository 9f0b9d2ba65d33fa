import { useMutation, useQueryClient } from '@tanstack/react-query';
import { endpoints } from '@/config/paths';
import { apiClient, type Envelope } from '@/lib/api-client';
import { staffKeys } from './keys';

export interface NewProfessional {
  nombre: string;
  email: string;
  /** country + area + number, 54 → 549 (composePhone) */
  celular: string;
  password: string;
  sucursal_id: number;
  funcion: string;
}

export function createProfessional(input: NewProfessional) {
  return apiClient.post<Envelope<{ id_peluquero: number; id_peluquero_sucursal: number }>>(
    endpoints.staff.create,
    input,
  );
}

export function useCreateProfessional() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: createProfessional,
    onSuccess: () => qc.invalidateQueries({ queryKey: staffKeys.all }),
  });
}
