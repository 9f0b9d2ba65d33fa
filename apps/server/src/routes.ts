import type { RouteSpec } from './http/route';
import { accountRoutes } from './modules/accounts/accounts.routes';
import { clientAccountRoutes } from './modules/clients/clients.routes';
import { optionRoutes } from './modules/options/options.routes';
import { appointmentRoutes } from './modules/appointments/appointments.routes';
import { staffAppointmentRoutes } from './modules/appointments/staff.routes';
import { visitRoutes } from './modules/appointments/visits.routes';
import { reportRoutes } from './modules/reports/reports.routes';
import { agendaRoutes } from './modules/agenda/agenda.routes';
import { clientAdminRoutes } from './modules/clients/clients-admin.routes';
import { branchRoutes } from './modules/branches/branches.routes';
import { serviceRoutes } from './modules/services/services.routes';
import { professionalRoutes } from './modules/professionals/professionals.routes';
import { professionalServiceRoutes } from './modules/professionals/professional-services.routes';
import { scheduleRoutes } from './modules/schedules/schedules.routes';
import { wappRoutes } from './modules/notifications/wapp.routes';
import { notificationRoutes } from './modules/notifications/notifications.routes';
import { waitlistRoutes } from './modules/appointments/waitlist.routes';
import { wappReplyRoutes } from './modules/wapp-replies/wapp-replies.routes';
import { paymentRoutes } from './modules/payments/payments.routes';
import { calendarRoutes } from './modules/calendars/calendars.routes';
import { productRoutes } from './modules/products/products.routes';
import { counterRoutes } from './modules/counter/counter.routes';
import { creditRoutes } from './modules/credit/credit.routes';
import { closureRoutes } from './modules/closures/closures.routes';
import { seriesRoutes } from './modules/appointments/series.routes';
import { commissionRoutes } from './modules/commissions/commissions.routes';

/** Every module's routes; each declares its own path and roles. */
export const allRoutes: RouteSpec[] = [
  ...accountRoutes,
  ...clientAccountRoutes,
  ...optionRoutes,
  ...wappRoutes,
  ...notificationRoutes,
  ...branchRoutes,
  ...serviceRoutes,
  ...professionalRoutes,
  ...professionalServiceRoutes,
  ...scheduleRoutes,
  ...appointmentRoutes,
  ...staffAppointmentRoutes,
  ...visitRoutes,
  ...agendaRoutes,
  ...reportRoutes,
  ...clientAdminRoutes,
  ...paymentRoutes,
  ...wappReplyRoutes,
  ...waitlistRoutes,
  ...calendarRoutes,
  ...productRoutes,
  ...counterRoutes,
  ...creditRoutes,
  ...closureRoutes,
  ...seriesRoutes,
  ...commissionRoutes,
];
