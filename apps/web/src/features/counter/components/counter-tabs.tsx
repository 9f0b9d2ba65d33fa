import { useSearchParams } from 'react-router';
import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { studioNow } from '@turnos/domain';
import { useCounterBranches } from '../hooks/use-counter-branches';
import { lastDays } from '../utils/counter-period';
import { branchesGuard } from './branches-guard';
import { ChargesList } from './charges-list';
import { CounterScreen } from './counter-screen';
import { TillHistory } from './till-history';

type View = 'caja' | 'cobros' | 'cajas';

interface Props {
  isAdmin: boolean;
  professionalId: number;
}

/**
 * /admin/caja's three views, `?vista=` in the URL: the till of a branch ("Caja"), the charges of
 * a period ("Cobros"; a professional's own) and, for an admin, the past tills ("Cajas
 * anteriores").
 */
export function CounterTabs({ isAdmin, professionalId }: Props) {
  const [params, setParams] = useSearchParams();
  const asked = params.get('vista');
  const view: View = asked === 'cobros' || (asked === 'cajas' && isAdmin) ? asked : 'caja';
  const branches = useCounterBranches(isAdmin, professionalId);
  const tabs: { id: View; label: string }[] = [
    { id: 'caja', label: 'Caja' },
    { id: 'cobros', label: 'Cobros' },
    ...(isAdmin ? [{ id: 'cajas' as const, label: 'Cajas anteriores' }] : []),
  ];

  function pick(v: View) {
    const p = new URLSearchParams(params);
    if (v === 'caja') p.delete('vista');
    else p.set('vista', v);
    setParams(p, { replace: true });
  }

  function content() {
    if (view === 'caja') return <CounterScreen isAdmin={isAdmin} professionalId={professionalId} />;
    const guard = branchesGuard(branches, 'Cargando las sucursales');
    if (guard || !branches.data) return guard;
    const initial = lastDays(studioNow().date);
    return view === 'cobros' ? (
      <ChargesList branches={branches.data} initial={initial} isAdmin={isAdmin} />
    ) : (
      <TillHistory branches={branches.data} initial={initial} />
    );
  }

  return (
    <Box>
      <Tabs
        value={view}
        onChange={(_e, v: View) => pick(v)}
        variant="scrollable"
        scrollButtons={false}
        aria-label="Vistas de la caja"
        sx={{ borderBottom: 1, borderColor: 'divider', mb: 2 }}
      >
        {tabs.map((t) => (
          <Tab
            key={t.id}
            value={t.id}
            label={t.label}
            id={`counter-tab-${t.id}`}
            aria-controls={`counter-panel-${t.id}`}
          />
        ))}
      </Tabs>
      <Box role="tabpanel" id={`counter-panel-${view}`} aria-labelledby={`counter-tab-${view}`}>
        {content()}
      </Box>
    </Box>
  );
}
