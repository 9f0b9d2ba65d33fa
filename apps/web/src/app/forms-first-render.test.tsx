import type { ReactElement } from 'react';
import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { catalogMsg, depositMsg, msg, scheduleMsg } from '@turnos/domain';
import { renderAt } from '@/test/render';
import { mockApi, type MockRoute } from '@/test/mock-api';
import type { Client } from '@/api/clients';
import { LoginForm } from '@/features/auth/components/login-form';
import { RegisterForm } from '@/features/auth/components/register-form';
import { ResendValidationForm } from '@/features/auth/components/resend-validation-form';
import { ForgotPasswordDialog } from '@/features/auth/components/forgot-password-dialog';
import { ResetPasswordForm } from '@/features/auth/components/reset-password-form';
import { ChangeOwnPasswordForm } from '@/features/auth/components/change-own-password-form';
import { NewBranchForm } from '@/features/catalog/components/new-branch-form';
import { NewServiceForm } from '@/features/catalog/components/new-service-form';
import { NewProfessionalForm } from '@/features/staff/components/new-professional-form';
import { PasswordDialog } from '@/features/admin-clients/components/password-dialog';
import { EditClientDialog } from '@/features/admin-clients/components/edit-client-dialog';
import { WorkingDaysDialog } from '@/features/schedules/components/working-days-dialog';
import { DepositConfigDialog } from '@/features/schedules/components/deposit-config-dialog';
import { NonWorkingDaysDialog } from '@/features/schedules/components/non-working-days-dialog';
import {
  DateSearch,
  NameSearch,
  PeriodSearch,
} from '@/features/admin-appointments/components/search-forms';
import { BookingWizard } from '@/features/booking/components/booking-wizard';
import { OptionForm } from '@/features/settings/components/option-form';
import { EditBranchDialog } from '@/features/catalog/components/edit-branch-dialog';
import { EditServiceDialog } from '@/features/catalog/components/edit-service-dialog';
import { AssignDialog } from '@/features/agenda/components/assign-dialog';
import { siteFields } from '@/features/settings/components/fields';

/**
 * Issue 14: no form shows a validation error before the user did anything — no field marked
 * invalid, no alert, none of the seed's validation texts — on its first render, once its data
 * has loaded. (Messages come after an attempt: submitting, or leaving a field.)
 */
const validationTexts = [
  msg.required,
  msg.maxChars(60),
  msg.emailInvalid,
  msg.noSpaces,
  msg.passwordMin,
  msg.passwordLower,
  msg.passwordUpper,
  msg.passwordDigit,
  msg.passwordMismatch,
  msg.nameMin,
  msg.digitsOnly,
  msg.areaNoZero,
  msg.numberNo15,
  msg.phoneInvalid,
  ...Object.values(catalogMsg),
  ...Object.values(depositMsg),
  ...Object.values<unknown>(scheduleMsg).filter((v): v is string => typeof v === 'string'),
  '¡Debe completar todos los campos!',
  'Revisá los datos marcados antes de guardar.',
].filter((text) => text.length > 0);

const conf = {
  id_peluquero_sucursal: 7,
  tiempo_turno: 30,
  grilla_turnos: 15,
  permite_gap_entre_turnos: '1',
  gap_entre_turnos: 15,
  dias_agenda_abierta: '0',
  tipo_de_cobro_de_reserva: 0,
  valor_de_cobro_de_reserva: '0.00',
  horas_caducidad_reserva_impaga: 0,
  horas_reprogramar_turno: 0,
};
const day = (d: number) => ({
  id_dia_laborable: d + 1,
  id_peluquero_sucursal: 7,
  dia_semana: d,
  activo: d < 6 ? '1' : '0',
  hora_inicio1: '09:00',
  hora_fin1: '13:00',
  segundo_turno: '0',
  hora_inicio2: '00:00',
  hora_fin2: '00:00',
});
const branches = {
  data: {
    sucursales: [
      { id: 1, nombre: 'Centro', direccion: 'San Martín 455' },
      { id: 2, nombre: 'Km 3', direccion: 'Av. Polonia 1120' },
    ],
  },
};
const client: Client = {
  ID: 5,
  nombre: 'Ana Pérez',
  celular: '5492974001122',
  user_email: 'ana@x.com',
  user_status: '1',
  user_is_blocked: '0',
};

interface Case {
  element: ReactElement;
  api?: Record<string, MockRoute>;
  /** a text (label or button) that is there once the form is ready */
  ready: string | RegExp;
}

const cases: Record<string, Case> = {
  login: { element: <LoginForm />, ready: 'Ingresar' },
  register: { element: <RegisterForm />, ready: /crear cuenta|registrarme/i },
  resendValidation: { element: <ResendValidationForm initialEmail="" />, ready: /reenviar/i },
  forgotPassword: {
    element: <ForgotPasswordDialog open initialEmail="" onClose={() => {}} />,
    ready: /enviar/i,
  },
  resetPassword: {
    element: <ResetPasswordForm email="ana@x.com" code="123456" />,
    ready: /cambiar/i,
  },
  changeOwnPassword: {
    element: <ChangeOwnPasswordForm userId={5} onChanged={() => {}} />,
    ready: /cambiar/i,
  },
  newBranch: { element: <NewBranchForm />, ready: /guardar|crear/i },
  newService: { element: <NewServiceForm />, ready: /guardar|crear/i },
  newProfessional: {
    element: <NewProfessionalForm />,
    api: { 'get-all-sucursales': branches },
    ready: /guardar|crear/i,
  },
  clientPassword: {
    element: <PasswordDialog client={client} onClose={() => {}} />,
    ready: /guardar|cambiar/i,
  },
  editClient: {
    element: <EditClientDialog client={client} onClose={() => {}} />,
    ready: /guardar/i,
  },
  workingDays: {
    element: <WorkingDaysDialog professionalBranchId={7} open onClose={() => {}} />,
    api: {
      'obtener-dias-laborables': { data: { diasLaborables: [0, 1, 2, 3, 4, 5, 6].map(day) } },
      'obtener-conf-agenda': { data: { confAgenda: conf } },
    },
    ready: 'Lunes',
  },
  deposit: {
    element: <DepositConfigDialog professionalBranchId={7} open onClose={() => {}} />,
    api: { 'obtener-conf-agenda': { data: { confAgenda: conf } } },
    ready: 'Tipo de seña',
  },
  nonWorkingDays: {
    element: <NonWorkingDaysDialog professionalBranchId={7} open onClose={() => {}} />,
    api: { 'obtener-dias-no-laborables': { data: { diasNoLaborables: [] } } },
    ready: 'Agregar fecha',
  },
  appointmentSearch: {
    element: (
      <>
        <DateSearch initial="" onSearch={() => {}} />
        <PeriodSearch initial={{ desde: '', hasta: '' }} onSearch={() => {}} />
        <NameSearch onSearch={() => {}} />
      </>
    ),
    ready: 'Desde',
  },
  bookingStep1: {
    element: <BookingWizard clientId={7} />,
    api: {
      'get-all-sucursales': branches,
      'get-peluqueros-por-sucursal': { data: { peluqueros: [] } },
    },
    ready: 'Km 3',
  },
  editBranch: {
    element: (
      <EditBranchDialog
        branch={{ id: 1, nombre: 'Centro', direccion: 'San Martín 455' }}
        onClose={() => {}}
      />
    ),
    ready: /guardar/i,
  },
  editService: {
    element: (
      <EditServiceDialog
        service={{
          id_servicio: 3,
          nombre: 'Corte',
          descripcion: '',
          duracion: 2,
          ocupacion: '11',
          precio: '9000.00',
        }}
        onClose={() => {}}
      />
    ),
    ready: /guardar/i,
  },
  assignAppointment: {
    element: (
      <AssignDialog
        target={{ hora: '10:00', sobreturno: true }}
        professionalBranchId="7"
        branchId={3}
        fecha="2026-11-24"
        onClose={() => {}}
        onConflict={() => {}}
      />
    ),
    api: {
      'get-all-clientes': { data: { clientes: [client] } },
      'obtener-servicios-asociados': { data: { serviciosPeluquero: [] } },
    },
    ready: 'Reservar',
  },
  siteOptions: {
    element: <OptionForm fields={siteFields} />,
    api: { 'obtener-opcion': { data: '' } },
    ready: 'Guardar cambios',
  },
};

describe('no form shows a validation error before the user did anything', () => {
  for (const [name, c] of Object.entries(cases)) {
    it(name, async () => {
      mockApi(c.api ?? {});
      const { container } = renderAt('/', c.element);
      await screen.findAllByText(c.ready, {}, { timeout: 10_000 });
      const body = container.ownerDocument.body;
      expect([...body.querySelectorAll('[aria-invalid="true"]')].map((e) => e.id)).toEqual([]);
      expect([...body.querySelectorAll('.Mui-error')].map((e) => e.textContent)).toEqual([]);
      expect(screen.queryAllByRole('alert').map((e) => e.textContent)).toEqual([]);
      const shown = validationTexts.filter((text) => body.textContent?.includes(text));
      expect(shown).toEqual([]);
    });
  }
});
