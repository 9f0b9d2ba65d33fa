import { useEffect, useEffectEvent, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { DATE_PATTERN, studioNow } from '@turnos/domain';
import { LoadError } from '@/components/load-error';
import { TableSkeleton } from '@/components/table-skeleton';
import { useBranchAgenda } from '@/api/branch-agenda';
import { TILL_LOAD_ERROR, useOpenTill, type Till, type Charge } from '@/api/till';
import type { Appointment } from '@/api/appointments';
import { useCart } from '../hooks/use-cart';
import { useCounterBranches } from '../hooks/use-counter-branches';
import { cartService, chargeable, withVisit } from '../utils/cart-service';
import { counterText } from '../utils/counter-text';
import { CartPanel } from './cart-panel';
import { ChargeableAppointments } from './chargeable-appointments';
import { ClosedTill } from './closed-till';
import { OpenTillForm } from './open-till-form';
import { branchesGuard } from './branches-guard';
import { useChargeDialogs } from './charge-dialogs';
import { TillPanel } from './till-panel';

interface Props {
  isAdmin: boolean;
  professionalId: number;
}

/**
 * The counter of a branch (contract §7.1–§7.3): open the till, charge today's appointments and
 * products, cash in and out, close with the count. `?sucursal=` picks the branch; `?turno=`
 * (with `fecha=`, from "Cobrar" in the agendas and the appointments table) puts that appointment
 * and its visit's others in the cart.
 */
export function CounterScreen({ isAdmin, professionalId }: Props) {
  const [params, setParams] = useSearchParams();
  const today = studioNow().date;
  const branches = useCounterBranches(isAdmin, professionalId);
  const sucursal = params.get('sucursal') || branches.data?.[0]?.id || '';
  const branch = branches.data?.find((b) => b.id === sucursal);
  const branchName = branch?.nombre ?? '';
  const askedAppointment = Number(params.get('turno') ?? '');
  const askedFecha = params.get('fecha') ?? '';
  const till = useOpenTill(sucursal);
  const todayAgenda = useBranchAgenda(sucursal, today, today);
  const fecha = DATE_PATTERN.test(askedFecha) ? askedFecha : today;
  const askedAgenda = useBranchAgenda(askedAppointment > 0 ? sucursal : '', fecha, fecha);
  const cart = useCart();
  const theme = useTheme();
  const wide = useMediaQuery(theme.breakpoints.up('md'), { noSsr: true });
  const [notice, setNotice] = useState<string | null>(null);
  const [lastClose, setLastClose] = useState<Till | null>(null);
  const chargeDialogs = useChargeDialogs({
    isAdmin,
    branchName: (id) => branches.data?.find((b) => b.id === String(id))?.nombre ?? '',
  });
  const handled = useRef(new Set<number>());

  const professionals = useMemo(
    () =>
      (todayAgenda.data?.profesionales ?? []).map((c) => ({
        id_peluquero_sucursal: c.id_peluquero_sucursal,
        nombre: c.nombre,
      })),
    [todayAgenda.data],
  );

  function charge(t: Appointment, day: readonly Appointment[]) {
    cart.addServices(withVisit(t, day).map(cartService));
  }

  // "Cobrar" from elsewhere: the appointment of the URL into the cart, once
  const asked = askedAgenda.data?.turnos.find((t) => t.id_turno === askedAppointment);
  const askedReady = askedAppointment > 0 && askedAgenda.isSuccess;
  const takeAsked = useEffectEvent((t: Appointment | undefined, day: readonly Appointment[]) => {
    if (t && chargeable(t)) {
      cart.addServices(withVisit(t, day).map(cartService));
      setNotice(null);
    } else setNotice(counterText.appointmentNotFound);
  });
  useEffect(() => {
    if (!askedReady || handled.current.has(askedAppointment)) return;
    handled.current.add(askedAppointment);
    takeAsked(asked, askedAgenda.data?.turnos ?? []);
  }, [askedReady, askedAppointment, asked, askedAgenda.data]);

  function pickBranch(id: string) {
    const p = new URLSearchParams(params);
    p.set('sucursal', id);
    p.delete('turno');
    p.delete('fecha');
    setParams(p, { replace: true });
    cart.clear();
  }

  /** the names of the professionals a receipt may name (its tips) */
  function namesNow() {
    const names = new Map(professionals.map((p) => [p.id_peluquero_sucursal, p.nombre]));
    for (const s of cart.cart.services) names.set(s.id_peluquero_sucursal, s.profesional);
    return names;
  }

  function charged(cobro: Charge) {
    chargeDialogs.showReceipt(cobro, namesNow());
    if (params.has('turno')) {
      const p = new URLSearchParams(params);
      p.delete('turno');
      p.delete('fecha');
      setParams(p, { replace: true });
    }
  }

  const guard = branchesGuard(branches, 'Cargando la caja');
  if (guard || !branches.data) return guard;

  const inCart = new Set(cart.cart.services.map((s) => s.id_turno));
  const view = till.data;
  const tillPanel = view?.caja && (
    <TillPanel
      view={{ ...view, caja: view.caja }}
      onShowReceipt={(cobro) => chargeDialogs.showReceipt(cobro, namesNow())}
      onAnnul={isAdmin ? chargeDialogs.annul : undefined}
      onClosed={setLastClose}
    />
  );
  return (
    <Stack spacing={2}>
      <TextField
        id="counter-sucursal"
        select
        label={counterText.branch}
        value={sucursal}
        onChange={(e) => pickBranch(e.target.value)}
        sx={{ maxWidth: 360 }}
      >
        {branches.data.map((b) => (
          <MenuItem key={b.id} value={b.id}>
            {b.nombre}
          </MenuItem>
        ))}
      </TextField>
      {notice && (
        <Alert severity="warning" onClose={() => setNotice(null)}>
          {notice}
        </Alert>
      )}
      {till.isError ? (
        <LoadError
          message={TILL_LOAD_ERROR}
          onRetry={() => void till.refetch()}
          retrying={till.isFetching}
        />
      ) : !view ? (
        <TableSkeleton label="Cargando la caja" />
      ) : !view.caja ? (
        <>
          {lastClose && String(lastClose.id_sucursal) === sucursal && (
            <ClosedTill till={lastClose} onDismiss={() => setLastClose(null)} />
          )}
          <OpenTillForm branchId={sucursal} branchName={branchName} />
        </>
      ) : (
        <Box
          sx={{
            display: 'grid',
            gap: 2,
            gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 5fr) minmax(0, 6fr)' },
            alignItems: 'start',
          }}
        >
          <Stack spacing={2}>
            <ChargeableAppointments
              branchId={sucursal}
              today={today}
              day={{
                data: todayAgenda.data?.turnos,
                isError: todayAgenda.isError,
                isFetching: todayAgenda.isFetching,
                refetch: () => void todayAgenda.refetch(),
              }}
              inCart={inCart}
              onCharge={charge}
            />
            {wide && tillPanel}
          </Stack>
          <CartPanel
            tillId={view.caja.id_caja}
            branchId={sucursal}
            cart={cart}
            professionals={professionals}
            ownLink={branch?.professionalBranchId}
            onCharged={charged}
          />
          {!wide && tillPanel}
        </Box>
      )}
      {chargeDialogs.element}
    </Stack>
  );
}
