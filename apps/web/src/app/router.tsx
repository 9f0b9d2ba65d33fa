import { isValidElement } from 'react';
import { Navigate, matchRoutes, type RouteObject } from 'react-router';
import { paths } from '@/config/paths';
import { RequireRole } from './guards/require-role';
import { AppLayout } from './layout/app-layout';
import { routePage } from './route-page';

const Home = routePage(() => import('./routes/home'));
const Login = routePage(() => import('./routes/login'));
const Register = routePage(() => import('./routes/register'));
const Services = routePage(() => import('./routes/services'));
const MailValidation = routePage(() => import('./routes/mail-validation'));
const AccountNotValidated = routePage(() => import('./routes/account-not-validated'));
const AccountDisabled = routePage(() => import('./routes/account-disabled'));
const ChangePassword = routePage(() => import('./routes/change-password'));
const ClientDashboard = routePage(() => import('./routes/client-dashboard'));
const BookAppointment = routePage(() => import('./routes/book-appointment'));
const AdminDashboard = routePage(() => import('./routes/admin-dashboard'));
const AdminBranches = routePage(() => import('./routes/admin-branches'));
const AdminNewBranch = routePage(() => import('./routes/admin-new-branch'));
const AdminServices = routePage(() => import('./routes/admin-services'));
const AdminNewService = routePage(() => import('./routes/admin-new-service'));
const AdminPrices = routePage(() => import('./routes/admin-prices'));
const AdminProfessionals = routePage(() => import('./routes/admin-professionals'));
const AdminNewProfessional = routePage(() => import('./routes/admin-new-professional'));
const ProfessionalDashboard = routePage(() => import('./routes/professional-dashboard'));
const ProfessionalAgenda = routePage(() => import('./routes/professional-agenda'));
const AdminAppointments = routePage(() => import('./routes/admin-appointments'));
const AdminAgenda = routePage(() => import('./routes/admin-agenda'));
const AdminCounter = routePage(() => import('./routes/admin-counter'));
const AdminProducts = routePage(() => import('./routes/admin-products'));
const AdminClosures = routePage(() => import('./routes/admin-closures'));
const AdminClients = routePage(() => import('./routes/admin-clients'));
const AdminReports = routePage(() => import('./routes/admin-reports'));
const AdminCommissions = routePage(() => import('./routes/admin-commissions'));
const AdminImports = routePage(() => import('./routes/admin-imports'));
const ProfessionalCommissions = routePage(() => import('./routes/professional-commissions'));
const AdminSettings = routePage(() => import('./routes/admin-settings'));
const MpSuccess = routePage(() => import('./routes/mp-success'));
const MpPending = routePage(() => import('./routes/mp-pending'));
const MpFailure = routePage(() => import('./routes/mp-failure'));
const NotFound = routePage(() => import('./routes/not-found'));

const relative = (full: string, root: string) => full.slice(root.length + 1);
const { client, professional, admin } = paths;

/**
 * Loads the chunks of the pages `pathname` shows before the first render (ADR 0095): the first
 * render then paints the page over the server's first screen, with no spinner in between.
 */
export function preloadRoute(pathname: string): Promise<unknown> {
  const matches = matchRoutes(routes, pathname) ?? [];
  return Promise.all(
    matches.map(({ route }) => {
      const type: unknown = isValidElement(route.element) ? route.element.type : undefined;
      return typeof type === 'function' && 'preload' in type && typeof type.preload === 'function'
        ? (type.preload as () => Promise<void>)()
        : undefined;
    }),
  );
}

export const routes: RouteObject[] = [
  {
    element: <AppLayout />,
    children: [
      { index: true, element: <Home /> },
      { path: paths.startPage, element: <Home /> },
      { path: paths.login, element: <Login /> },
      { path: paths.register, element: <Register /> },
      { path: paths.services, element: <Services /> },
      { path: paths.mailValidation, element: <MailValidation /> },
      { path: paths.accountNotValidated, element: <AccountNotValidated /> },
      { path: paths.accountDisabled, element: <AccountDisabled /> },
      { path: paths.changePassword, element: <ChangePassword /> },
      // open to visitors: they see the free times and log in only to confirm (issue 29.5); the
      // route itself sends staff to their landing page and a visitor's rescheduling to /login
      { path: client.book, element: <BookAppointment /> },
      {
        path: client.root,
        element: <RequireRole roles={['cliente']} />,
        children: [
          { index: true, element: <Navigate to={client.dashboard} replace /> },
          { path: relative(client.dashboard, client.root), element: <ClientDashboard /> },
          { path: relative(client.mpSuccess, client.root), element: <MpSuccess /> },
          { path: relative(client.mpPending, client.root), element: <MpPending /> },
          { path: relative(client.mpFailure, client.root), element: <MpFailure /> },
        ],
      },
      {
        path: professional.root,
        element: <RequireRole roles={['peluquero', 'peluadmin']} />,
        children: [
          { index: true, element: <Navigate to={professional.dashboard} replace /> },
          {
            path: relative(professional.dashboard, professional.root),
            element: <ProfessionalDashboard />,
          },
          {
            path: relative(professional.agendaPattern, professional.root),
            element: <ProfessionalAgenda />,
          },
          { path: 'agenda', element: <Navigate to={professional.dashboard} replace /> },
          // a professional's own figures (the server keeps them to their rows)
          { path: relative(professional.reports, professional.root), element: <AdminReports /> },
          // their own commissions (the server keeps a professional to their rows)
          {
            path: relative(professional.commissions, professional.root),
            element: <ProfessionalCommissions />,
          },
        ],
      },
      {
        // professionals too: a non-admin sees only their own appointments (the server forces it)
        path: admin.appointments,
        element: <RequireRole roles={['peluquero', 'peluadmin']} />,
        children: [{ index: true, element: <AdminAppointments /> }],
      },
      {
        // the branch agenda: a professional without admin role gets only their own column
        path: admin.agenda,
        element: <RequireRole roles={['peluquero', 'peluadmin']} />,
        children: [{ index: true, element: <AdminAgenda /> }],
      },
      {
        // the counter: a professional runs the till of their own branches (the server checks it)
        path: admin.till,
        element: <RequireRole roles={['peluquero', 'peluadmin']} />,
        children: [{ index: true, element: <AdminCounter /> }],
      },
      {
        path: admin.root,
        element: <RequireRole roles={['peluadmin']} />,
        children: [
          { index: true, element: <Navigate to={admin.dashboard} replace /> },
          { path: relative(admin.dashboard, admin.root), element: <AdminDashboard /> },
          { path: relative(admin.clients, admin.root), element: <AdminClients /> },
          { path: relative(admin.products, admin.root), element: <AdminProducts /> },
          { path: relative(admin.holidays, admin.root), element: <AdminClosures /> },
          { path: relative(admin.reports, admin.root), element: <AdminReports /> },
          { path: relative(admin.commissions, admin.root), element: <AdminCommissions /> },
          { path: relative(admin.imports, admin.root), element: <AdminImports /> },
          { path: relative(admin.branches, admin.root), element: <AdminBranches /> },
          { path: relative(admin.services, admin.root), element: <AdminServices /> },
          { path: relative(admin.professionals, admin.root), element: <AdminProfessionals /> },
          { path: relative(admin.settings, admin.root), element: <AdminSettings /> },
          { path: relative(admin.newBranch, admin.root), element: <AdminNewBranch /> },
          { path: relative(admin.newService, admin.root), element: <AdminNewService /> },
          { path: relative(admin.changePrices, admin.root), element: <AdminPrices /> },
          { path: relative(admin.newProfessional, admin.root), element: <AdminNewProfessional /> },
        ],
      },
      { path: '/peluquero/reportes', element: <Navigate to={professional.reports} replace /> },
      { path: '*', element: <NotFound /> },
    ],
  },
];
