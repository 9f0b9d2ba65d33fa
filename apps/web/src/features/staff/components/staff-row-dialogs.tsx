import { DepositConfigDialog } from '@/features/schedules/components/deposit-config-dialog';
import { NonWorkingDaysDialog } from '@/features/schedules/components/non-working-days-dialog';
import { WorkingDaysDialog } from '@/features/schedules/components/working-days-dialog';
import { EditProfessionalDialog } from './edit-professional-dialog';
import { ProfessionalServicesDialog } from './professional-services-dialog';

export type StaffDialogKind = 'datos' | 'servicios' | 'laborables' | 'no-laborables' | 'reservas';

/** Which dialog is open, on which professional-branch row. */
export interface StaffDialogTarget {
  kind: StaffDialogKind;
  idPeluqueroSucursal: number;
  /** e.g. 'Ana Gómez · Centro' */
  subtitle: string;
}

/**
 * The dialogs shared by the admin's professionals table and the professional's own branch cards.
 * Only the open one is mounted, so nothing loads before it is needed.
 */
export function StaffRowDialogs({
  target,
  onClose,
}: {
  target: StaffDialogTarget | null;
  onClose: () => void;
}) {
  if (!target) return null;
  const props = {
    idPeluqueroSucursal: target.idPeluqueroSucursal,
    subtitle: target.subtitle,
    open: true,
    onClose,
  };
  switch (target.kind) {
    case 'datos':
      return <EditProfessionalDialog {...props} />;
    case 'servicios':
      return <ProfessionalServicesDialog {...props} />;
    case 'laborables':
      return <WorkingDaysDialog {...props} />;
    case 'no-laborables':
      return <NonWorkingDaysDialog {...props} />;
    case 'reservas':
      return <DepositConfigDialog {...props} />;
  }
}
