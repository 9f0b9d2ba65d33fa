import { CalendarSubscriptionDialog } from '@/features/calendars/components/calendar-subscription-dialog';
import { CommissionRatesDialog } from '@/features/commissions/components/commission-rates-dialog';
import { DepositConfigDialog } from '@/features/schedules/components/deposit-config-dialog';
import { NonWorkingDaysDialog } from '@/features/schedules/components/non-working-days-dialog';
import { WorkingDaysDialog } from '@/features/schedules/components/working-days-dialog';
import { EditProfessionalDialog } from '@/features/staff/components/edit-professional-dialog';
import { ProfessionalServicesDialog } from '@/features/staff/components/professional-services-dialog';
import type { StaffRowDialogsProps } from '@/features/staff/components/staff-dialog-target';

/**
 * The dialogs shared by the admin's professionals table and the professional's own branch cards:
 * staff's own and the schedule ones, composed here because features do not import each other.
 * Only the open one is mounted, so nothing loads before it is needed.
 */
export function StaffRowDialogs({ target, onClose }: StaffRowDialogsProps) {
  if (!target) return null;
  const props = {
    professionalBranchId: target.professionalBranchId,
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
    case 'calendario':
      return <CalendarSubscriptionDialog {...props} />;
    case 'comisiones':
      return <CommissionRatesDialog {...props} />;
  }
}
