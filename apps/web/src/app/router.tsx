import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { paths } from '@/config/paths';
import { lazyPage } from '@/lib/lazy-page';
import { RequireRole } from './guards/require-role';
import { AppLayout } from './layout/app-layout';

const Home = lazyPage(() => import('./routes/home'));
const Login = lazyPage(() => import('./routes/login'));
const Register = lazyPage(() => import('./routes/register'));
const Services = lazyPage(() => import('./routes/services'));
const MailValidation = lazyPage(() => import('./routes/mail-validation'));
const AccountNotValidated = lazyPage(() => import('./routes/account-not-validated'));
const AccountDisabled = lazyPage(() => import('./routes/account-disabled'));
const ChangePassword = lazyPage(() => import('./routes/change-password'));
const ClientDashboard = lazyPage(() => import('./routes/client-dashboard'));
const Construction = lazyPage(() => import('./routes/construction'));
const NotFound = lazyPage(() => import('./routes/not-found'));

/** A route of a later issue: its title and 'Sección en construcción'. */
const todo = (path: string, title: string): RouteObject => ({
  path,
  element: <Construction title={title} />,
});

const relative = (full: string, root: string) => full.slice(root.length + 1);
const { cliente, profesional, admin } = paths;

export const routes: RouteObject[] = [
  {
    element: <AppLayout />,
    children: [
      { index: true, element: <Home /> },
      { path: paths.inicio, element: <Home /> },
      { path: paths.login, element: <Login /> },
      { path: paths.register, element: <Register /> },
      { path: paths.services, element: <Services /> },
      { path: paths.mailValidation, element: <MailValidation /> },
      { path: paths.accountNotValidated, element: <AccountNotValidated /> },
      { path: paths.accountDisabled, element: <AccountDisabled /> },
      { path: paths.changePassword, element: <ChangePassword /> },
      {
        path: cliente.root,
        element: <RequireRole roles={['cliente']} />,
        children: [
          { index: true, element: <Navigate to={cliente.dashboard} replace /> },
          { path: relative(cliente.dashboard, cliente.root), element: <ClientDashboard /> },
          todo(relative(cliente.book, cliente.root), 'Agendar turno'),
          todo(relative(cliente.mpSuccess, cliente.root), 'Operacion exitosa'),
          todo(relative(cliente.mpPending, cliente.root), 'Operacion pendiente de realizarse'),
          todo(relative(cliente.mpFailure, cliente.root), 'Pago no realizado'),
        ],
      },
      {
        path: profesional.root,
        element: <RequireRole roles={['peluquero', 'peluadmin']} />,
        children: [
          { index: true, element: <Navigate to={profesional.dashboard} replace /> },
          todo(relative(profesional.dashboard, profesional.root), 'Panel del profesional'),
          todo(relative(profesional.agendaPattern, profesional.root), 'Agenda'),
          { path: 'agenda', element: <Navigate to={profesional.dashboard} replace /> },
        ],
      },
      {
        path: admin.root,
        element: <RequireRole roles={['peluadmin']} />,
        children: [
          { index: true, element: <Navigate to={admin.dashboard} replace /> },
          todo(relative(admin.dashboard, admin.root), 'Panel de administración'),
          todo(relative(admin.turnos, admin.root), 'Turnos'),
          todo(relative(admin.clientes, admin.root), 'Clientes'),
          todo(relative(admin.sucursales, admin.root), 'Sucursales'),
          todo(relative(admin.servicios, admin.root), 'Servicios'),
          todo(relative(admin.profesionales, admin.root), 'PROFESIONALES'),
          todo(relative(admin.configuracion, admin.root), 'Configuración'),
          todo(relative(admin.nuevaSucursal, admin.root), 'Nueva Sucursal'),
          todo(relative(admin.nuevoServicio, admin.root), 'Nuevo Servicio'),
          todo(relative(admin.cambiarPrecios, admin.root), 'Cambiar precios de servicios'),
          todo(relative(admin.nuevoProfesional, admin.root), 'Nuevo Profesional'),
        ],
      },
      { path: '*', element: <NotFound /> },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
