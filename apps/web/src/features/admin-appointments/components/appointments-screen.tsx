import { useState } from 'react';
import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { addDays, studioNow } from '@turnos/domain';
import type { AppointmentsSearch } from '@/api/appointments';
import { DateSearch, NameSearch, PeriodSearch } from './search-forms';
import { DownloadAppointmentsCsv } from './download-appointments-csv';
import { AppointmentsResults } from './appointments-results';

type TabId = 'fecha' | 'periodo' | 'nombre';
const TABS: { id: TabId; label: string }[] = [
  { id: 'fecha', label: 'Por fecha' },
  { id: 'periodo', label: 'Por período' },
  { id: 'nombre', label: 'Por cliente' },
];

/** Three searches, each keeping its own results while the user switches tabs. */
export function AppointmentsScreen({ isAdmin }: { isAdmin: boolean }) {
  const today = studioNow().date;
  const [tab, setTab] = useState<TabId>('fecha');
  const [searches, setSearches] = useState<Record<TabId, AppointmentsSearch | null>>({
    // today's list on arrival, without pressing Buscar
    fecha: { by: 'fecha', fecha: today },
    periodo: null,
    nombre: null,
  });
  const onSearch = (s: AppointmentsSearch) => setSearches((all) => ({ ...all, [s.by]: s }));
  const fecha = searches.fecha?.by === 'fecha' ? searches.fecha.fecha : today;
  const periodo =
    searches.periodo?.by === 'periodo'
      ? { desde: searches.periodo.desde, hasta: searches.periodo.hasta }
      : { desde: today, hasta: addDays(today, 30) };

  return (
    <>
      <Tabs
        value={tab}
        onChange={(_e, v: TabId) => setTab(v)}
        variant="fullWidth"
        aria-label="Buscar turnos"
        sx={{ mb: 2, borderBottom: 1, borderColor: 'divider' }}
      >
        {TABS.map((t) => (
          <Tab
            key={t.id}
            value={t.id}
            label={t.label}
            id={`turnos-tab-${t.id}`}
            aria-controls={`turnos-panel-${t.id}`}
          />
        ))}
      </Tabs>
      {TABS.map((t) => (
        <Box
          key={t.id}
          role="tabpanel"
          id={`turnos-panel-${t.id}`}
          aria-labelledby={`turnos-tab-${t.id}`}
          hidden={tab !== t.id}
        >
          {tab === t.id && (
            <>
              {t.id === 'fecha' && <DateSearch initial={fecha} onSearch={onSearch} />}
              {t.id === 'periodo' && <PeriodSearch initial={periodo} onSearch={onSearch} />}
              {t.id === 'nombre' && <NameSearch onSearch={onSearch} />}
              {isAdmin && <DownloadAppointmentsCsv search={searches[t.id]} />}
              <AppointmentsResults
                search={searches[t.id]}
                isAdmin={isAdmin}
                label={`Turnos ${t.label.toLowerCase()}`}
              />
            </>
          )}
        </Box>
      ))}
    </>
  );
}
