import type { ComponentType } from 'react';

export type StaffDialogKind =
  'datos' | 'servicios' | 'laborables' | 'no-laborables' | 'reservas' | 'calendario' | 'comisiones';

/** Which dialog is open, on which professional-branch row. */
export interface StaffDialogTarget {
  kind: StaffDialogKind;
  professionalBranchId: number;
  /** e.g. 'Ana Gómez · Centro' */
  subtitle: string;
}

export interface StaffRowDialogsProps {
  target: StaffDialogTarget | null;
  onClose: () => void;
}

/**
 * Renders the open row dialog. The app layer supplies it (app/routes/staff-row-dialogs.tsx):
 * three of the dialogs belong to features/schedules, which this feature may not import.
 */
export type StaffRowDialogs = ComponentType<StaffRowDialogsProps>;
