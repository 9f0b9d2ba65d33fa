import type { ComponentType } from 'react';
import { minutesToTime } from '@turnos/domain';
import { useErrorToast, useToast } from '@/components/toast';
import { serverWords } from '@/lib/error-toast';
import { type Turno, useMarkBusy } from '@/api/appointments';
import type { ColumnaProfesional } from '@/api/branch-agenda';
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
  | { kind: 'info'; turno: Turno }
  | { kind: 'move'; turno: Turno }
  | { kind: 'move-visit'; turnos: Turno[] }
  | { kind: 'confirm-move'; turno: Turno; target: DropTarget }
  | { kind: 'cell'; cell: CellTarget }
  | { kind: 'book'; cell: CellTarget; sobreturno: boolean }
  | { kind: 'file'; idCliente: number; nombre: string };

/** The client's file dialog, given by the app (it belongs to the clients feature). */
export type ClientFileComponent = ComponentType<{
  clientId: number;
  nombre: string;
  onClose: () => void;
}>;

interface Props {
  dialog: AgendaDialog | null;
  setDialog: (d: AgendaDialog | null) => void;
  profesionales: readonly ColumnaProfesional[];
  /** the branch shown */
  branchId: number | undefined;
  /** the agenda as last read: an open appointment shows its saved state */
  turnos: readonly Turno[];
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
  profesionales,
  branchId,
  turnos,
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
      const turno = turnos.find((t) => t.id_turno === dialog.turno.id_turno) ?? dialog.turno;
      return (
        <AppointmentDialog
          turno={turno}
          isAdmin={isAdmin}
          today={today}
          nowMinutes={nowMinutes}
          onClose={close}
          onMove={() => setDialog({ kind: 'move', turno })}
          onMoveVisit={(visita) => setDialog({ kind: 'move-visit', turnos: visita })}
          onFile={() =>
            setDialog({ kind: 'file', idCliente: turno.id_cliente, nombre: turno.cliente_nombre })
          }
        />
      );
    }
    case 'move':
      return (
        <MoveDialog
          turno={dialog.turno}
          profesionales={profesionales}
          today={today}
          onClose={close}
          onPick={(target) => setDialog({ kind: 'confirm-move', turno: dialog.turno, target })}
        />
      );
    case 'move-visit':
      return <MoveVisitDialog turnos={dialog.turnos} today={today} onClose={close} />;
    case 'confirm-move':
      return (
        <MoveConfirmDialog
          turno={dialog.turno}
          target={dialog.target}
          profesionales={profesionales}
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
          onBook={(sobreturno) => setDialog({ kind: 'book', cell: dialog.cell, sobreturno })}
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
      return <ClientFile clientId={dialog.idCliente} nombre={dialog.nombre} onClose={close} />;
  }
}
