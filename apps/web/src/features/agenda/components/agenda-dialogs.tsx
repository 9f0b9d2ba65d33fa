import type { ComponentType } from 'react';
import { minutesToTime } from '@turnos/domain';
import { useErrorToast, useToast } from '@/components/toast';
import { serverWords } from '@/lib/error-toast';
import { type Appointment, useMarkBusy } from '@/api/appointments';
import type { ProfessionalColumn } from '@/api/branch-agenda';
import type { DropTarget } from '../hooks/use-block-drag';
import { branchAgendaText } from '../utils/branch-texts';
import { AppointmentDialog } from './appointment-dialog';
import { AssignDialog } from './assign-dialog';
import { CellDialog, type CellTarget } from './cell-dialog';
import { MoveConfirmDialog } from './move-confirm-dialog';
import { MoveDialog } from './move-dialog';
import { MoveVisitDialog } from './move-visit-dialog';

/** Which of the agenda's dialogs is open, and about what. */
export type AgendaDialog =
  | { kind: 'info'; turno: Appointment }
  | { kind: 'move'; turno: Appointment }
  | { kind: 'move-visit'; turnos: Appointment[] }
  | { kind: 'confirm-move'; turno: Appointment; target: DropTarget }
  | { kind: 'cell'; cell: CellTarget }
  | { kind: 'book'; cell: CellTarget; sobreturno: boolean }
  | { kind: 'file'; clientId: number; nombre: string };

/** The client's file dialog, given by the app (it belongs to the clients feature). */
export type ClientFileComponent = ComponentType<{
  clientId: number;
  nombre: string;
  onClose: () => void;
}>;

interface Props {
  dialog: AgendaDialog | null;
  setDialog: (d: AgendaDialog | null) => void;
  professionals: readonly ProfessionalColumn[];
  /** the branch shown */
  branchId: number | undefined;
  /** the agenda as last read: an open appointment shows its saved state */
  appointments: readonly Appointment[];
  today: string;
  nowMinutes: number;
  /** an admin sees every appointment of a visit (ADR 0075) */
  isAdmin: boolean;
  ClientFile: ClientFileComponent;
}

/** The agenda's dialogs, one at a time: details, move (pickers, confirm), a free cell, booking, the file. */
export function AgendaDialogs({
  dialog,
  setDialog,
  professionals,
  branchId,
  appointments,
  today,
  nowMinutes,
  isAdmin,
  ClientFile,
}: Props) {
  const toast = useToast();
  const showError = useErrorToast();
  const markBusy = useMarkBusy();
  const close = () => setDialog(null);
  if (!dialog) return null;
  switch (dialog.kind) {
    case 'info': {
      const appointment =
        appointments.find((t) => t.id_turno === dialog.turno.id_turno) ?? dialog.turno;
      return (
        <AppointmentDialog
          appointment={appointment}
          isAdmin={isAdmin}
          today={today}
          nowMinutes={nowMinutes}
          onClose={close}
          onMove={() => setDialog({ kind: 'move', turno: appointment })}
          onMoveVisit={(visit) => setDialog({ kind: 'move-visit', turnos: visit })}
          onFile={() =>
            setDialog({
              kind: 'file',
              clientId: appointment.id_cliente,
              nombre: appointment.cliente_nombre,
            })
          }
        />
      );
    }
    case 'move':
      return (
        <MoveDialog
          appointment={dialog.turno}
          professionals={professionals}
          today={today}
          onClose={close}
          onPick={(target) => setDialog({ kind: 'confirm-move', turno: dialog.turno, target })}
        />
      );
    case 'move-visit':
      return <MoveVisitDialog appointments={dialog.turnos} today={today} onClose={close} />;
    case 'confirm-move':
      return (
        <MoveConfirmDialog
          appointment={dialog.turno}
          target={dialog.target}
          professionals={professionals}
          onClose={close}
        />
      );
    case 'cell':
      return (
        <CellDialog
          cell={dialog.cell}
          today={today}
          nowMinutes={nowMinutes}
          busyPending={markBusy.isPending}
          onClose={close}
          onBook={(overbooking) =>
            setDialog({ kind: 'book', cell: dialog.cell, sobreturno: overbooking })
          }
          onBusy={() =>
            markBusy.mutate(
              {
                professionalBranchId: dialog.cell.professionalBranchId,
                fecha: dialog.cell.fecha,
                hora: minutesToTime(dialog.cell.minutes),
              },
              {
                onSuccess: () => {
                  toast.success(branchAgendaText.busyMarked);
                  close();
                },
                onError: (e) => showError(e, branchAgendaText.unexpected, serverWords()),
              },
            )
          }
        />
      );
    case 'book':
      return (
        <AssignDialog
          target={{ hora: minutesToTime(dialog.cell.minutes), sobreturno: dialog.sobreturno }}
          professionalBranchId={dialog.cell.professionalBranchId}
          branchId={branchId}
          fecha={dialog.cell.fecha}
          onClose={close}
          onConflict={close}
        />
      );
    case 'file':
      return <ClientFile clientId={dialog.clientId} nombre={dialog.nombre} onClose={close} />;
  }
}
