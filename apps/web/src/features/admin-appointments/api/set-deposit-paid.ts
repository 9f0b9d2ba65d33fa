import { useMutation, useQueryClient } from '@tanstack/react-query';
import { endpoints } from '@/config/paths';
import { apiClient } from '@/lib/api-client';
import type { StaffTurno } from './staff-turno.types';
import { adminTurnosKeys } from './keys';

/** Admins only: paid records the approving admin; unpaid deletes the payment record. */
export function setDepositPaid({ idTurno, paid }: { idTurno: number; paid: boolean }) {
  return apiClient.put(endpoints.adminTurnos.setPaid, {
    id_turno: idTurno,
    activo: paid ? '1' : '0',
  });
}

export function useSetDepositPaid() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: setDepositPaid,
    onSuccess: (_r, { idTurno, paid }) => {
      // every cached list showing this appointment follows the saved state
      qc.setQueriesData<StaffTurno[]>({ queryKey: [...adminTurnosKeys.all, 'list'] }, (rows) =>
        rows?.map((t) =>
          t.id_turno === idTurno
            ? { ...t, reserva_paga: paid ? '1' : '0', pago_aprobado_por: null }
            : t,
        ),
      );
      void qc.invalidateQueries({ queryKey: adminTurnosKeys.all });
    },
  });
}
