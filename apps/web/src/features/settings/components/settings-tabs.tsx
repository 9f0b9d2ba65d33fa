import { LogoUpload } from './logo-upload';
import { NotificationsPanel } from './notifications-panel';
import { OptionForm } from './option-form';
import { SubTabs } from './sub-tabs';
import { WappQr } from './wapp-qr';
import {
  eventFields,
  creditFields,
  limitFields,
  mpAccountFields,
  mpKeyFields,
  reminderFields,
  siteFields,
  wappServerFields,
} from './fields';

const channels = (event: string) => (
  <SubTabs
    label="Canal"
    tabs={[
      {
        label: 'Email',
        content: <OptionForm key={`${event}-email`} fields={eventFields(event, 'email')} />,
      },
      {
        label: 'Whatsapp',
        content: <OptionForm key={`${event}-wapp`} fields={eventFields(event, 'wapp')} />,
      },
    ]}
  />
);

/** /admin/configuracion: the seed's tabs (§2 General configuration). */
export function SettingsTabs() {
  return (
    <SubTabs
      primary
      label="Configuración"
      tabs={[
        {
          label: 'Sitio',
          content: (
            <SubTabs
              label="Sitio"
              tabs={[
                { label: 'Datos', content: <OptionForm fields={siteFields} /> },
                { label: 'Logo', content: <LogoUpload /> },
                { label: 'Control de Turnos', content: <OptionForm fields={limitFields} /> },
                { label: 'Saldo a favor', content: <OptionForm fields={creditFields} /> },
              ]}
            />
          ),
        },
        {
          label: 'Notificaciones',
          content: (
            <SubTabs
              label="Notificaciones"
              tabs={[
                { label: 'Nuevo cliente', content: channels('nuevo_usuario') },
                { label: 'Reservar turno', content: channels('nuevo_turno') },
                {
                  label: 'Cancelar turno',
                  content: (
                    <SubTabs
                      label="Cancelación"
                      tabs={[
                        { label: 'Cancelación', content: channels('cancelar_turno') },
                        {
                          label: 'Por reserva impaga',
                          content: channels('cancelar_turno_x_reserva_impaga'),
                        },
                      ]}
                    />
                  ),
                },
                { label: 'Reprogramar turno', content: channels('reprogramar_turno') },
                { label: 'Horario liberado', content: channels('turno_liberado') },
                // a date off or a closure over appointments (contract §4.4, §7.6)
                { label: 'Día sin atención', content: channels('cierre_sucursal') },
                { label: 'Enviadas', content: <NotificationsPanel /> },
              ]}
            />
          ),
        },
        {
          label: 'WhatsApp',
          content: (
            <SubTabs
              label="WhatsApp"
              tabs={[
                { label: 'Servidor', content: <OptionForm fields={wappServerFields} /> },
                { label: 'QR', content: <WappQr /> },
                { label: 'Recordatorio', content: <OptionForm fields={reminderFields} /> },
              ]}
            />
          ),
        },
        {
          label: 'Mercado Pago',
          content: (
            <SubTabs
              label="Mercado Pago"
              tabs={[
                { label: 'Claves y tokens', content: <OptionForm fields={mpKeyFields} /> },
                { label: 'Cuenta a compartir', content: <OptionForm fields={mpAccountFields} /> },
              ]}
            />
          ),
        },
      ]}
    />
  );
}
