import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { studioNow } from '@turnos/domain';
import { DataTable, type DataTableColumn } from '@/components/data-table';
import { paths } from '@/config/paths';
import { VisitMarker } from '@/components/visit/visit-marker';
import { visitSizes } from '@/components/visit/visit-texts';
import { formatARS, formatShortDate } from '@/lib/format';
import type { Appointment } from '@/api/appointments';
import { hasDeposit, isBusyBlock } from '../utils/appointment-rules';
import { appointmentsText } from '../utils/texts';
import { PaidSwitch } from './paid-switch';
import { PaymentDetailsDialog, type PaymentView } from './payment-details-dialog';
import { RowActions, type RowAction } from './row-actions';
import { AppointmentConfirmations, type ConfirmKind } from './appointment-confirmations';
import { AppointmentInfoDialog } from './appointment-info-dialog';

interface Props {
  rows: readonly Appointment[];
  isAdmin: boolean;
  label: string;
}

const clientOf = (t: Appointment) => (isBusyBlock(t) ? appointmentsText.busy : t.cliente_nombre);

/** The results of a search: sortable, filterable, 8 per page, with each row's actions. */
export function AppointmentsTable({ rows, isAdmin, label }: Props) {
  const today = studioNow().date;
  const [info, setInfo] = useState<Appointment | null>(null);
  const [payment, setPayment] = useState<{ id: number; view: PaymentView } | null>(null);
  const [confirm, setConfirm] = useState<{ kind: ConfirmKind; turno: Appointment } | null>(null);

  // an admin's search holds every appointment of a visit (one client, one day); a professional's
  // only their own (ADR 0075)
  const sizes = useMemo(() => (isAdmin ? visitSizes(rows) : null), [isAdmin, rows]);
  const navigate = useNavigate();
  const columns = useMemo<DataTableColumn<Appointment>[]>(() => {
    function onAction(action: RowAction, t: Appointment) {
      if (action === 'info') setInfo(t);
      else if (action === 'charge')
        void navigate(paths.admin.charge(t.id_turno, t.id_sucursal, t.fecha));
      else if (action === 'operation' || action === 'approver')
        setPayment({ id: t.id_turno, view: action === 'operation' ? 'operacion' : 'aprobador' });
      else setConfirm({ kind: action, turno: t });
    }
    return [
      {
        id: 'fecha',
        header: 'Fecha',
        cell: (t) =>
          `${formatShortDate(t.fecha)} ${t.hora}${t.sobreturno === '1' ? ' (sobreturno)' : ''}`,
        sortValue: (t) => `${t.fecha} ${t.hora}`,
      },
      { id: 'cliente', header: 'Cliente', cell: clientOf, sortValue: clientOf },
      {
        id: 'servicio',
        header: 'Servicio',
        cell: (t) =>
          t.id_visita === null ? (
            t.nombre_servicio
          ) : (
            <>
              {t.nombre_servicio}{' '}
              <VisitMarker size={sizes ? (sizes.get(t.id_visita) ?? null) : null} />
            </>
          ),
        sortValue: (t) => t.nombre_servicio,
      },
      {
        id: 'profesional',
        header: 'Profesional',
        cell: (t) => `${t.nombre_peluquero} (${t.nombre_sucursal})`,
        sortValue: (t) => t.nombre_peluquero,
      },
      {
        id: 'estado',
        header: 'Estado',
        sortValue: (t) => t.is_cancelado,
        cell: (t) =>
          t.is_cancelado === '1' ? (
            <Chip size="small" color="error" variant="outlined" label="Cancelado" />
          ) : t.confirmado === '1' ? (
            <Chip size="small" color="success" variant="outlined" label="Confirmado" />
          ) : (
            <Chip size="small" label="Activo" />
          ),
      },
      {
        id: 'reserva',
        header: 'Reserva paga',
        sortValue: (t) => (hasDeposit(t) ? t.reserva_paga : ''),
        cell: (t) =>
          hasDeposit(t) ? (
            <>
              <PaidSwitch appointment={t} isAdmin={isAdmin} />
              <Typography component="span" variant="body2" color="text.secondary">
                {formatARS(t.monto_reserva)}
              </Typography>
            </>
          ) : (
            <Typography variant="body2" color="text.secondary">
              Sin seña
            </Typography>
          ),
      },
      {
        id: 'acciones',
        header: 'Acciones',
        align: 'right',
        hideLabelOnPhone: true,
        cell: (t) => (
          <RowActions appointment={t} today={today} isAdmin={isAdmin} onAction={onAction} />
        ),
      },
    ];
  }, [isAdmin, today, sizes, navigate]);

  return (
    <>
      <DataTable
        label={label}
        rows={rows}
        columns={columns}
        rowKey={(t) => t.id_turno}
        filter={{
          label: 'Filtrar',
          text: (t) =>
            `${clientOf(t)} ${t.nombre_servicio} ${t.nombre_peluquero} ${t.nombre_sucursal}`,
        }}
      />
      <AppointmentInfoDialog appointment={info} isAdmin={isAdmin} onClose={() => setInfo(null)} />
      <PaymentDetailsDialog
        appointmentId={payment?.id ?? null}
        view={payment?.view ?? 'operacion'}
        onClose={() => setPayment(null)}
      />
      <AppointmentConfirmations pending={confirm} onClose={() => setConfirm(null)} />
    </>
  );
}
