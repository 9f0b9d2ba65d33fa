import { Page } from '@/components/page';
import { SettingsTabs } from '@/features/settings/components/settings-tabs';

export default function AdminSettingsRoute() {
  return (
    <Page title="Configuración">
      <SettingsTabs />
    </Page>
  );
}
