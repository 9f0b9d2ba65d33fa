import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { ErrorCode } from '@turnos/domain';
import { useErrorToast, useToast } from '@/components/toast';
import { isApiError } from '@/lib/api-error';
import { serverWords } from '@/lib/error-toast';
import { formatLongDate } from '@/lib/format';
import type { ClientListItem } from '@/api/clients';
import { useAssignAppointment } from '@/api/appointments';
import { useOfferedServices } from '@/api/professional-services';
import { useReserveSeries, type SeriesBookingResult } from '@/api/series';
import { overbookingTimes } from '../utils/time-options';
import { agendaText } from '../utils/texts';
import { ClientAutocomplete } from '@/components/client-autocomplete';
import { TimeSelect } from './time-select';
import { NO_SERIES, SeriesFields, type SeriesChoice } from './series-fields';
import { SeriesResult } from './series-result';

export interface AssignTarget {
  hora: string;
  sobreturno: boolean;
}

interface Props {
  target: AssignTarget;
  professionalBranchId: string;
  /** the professional-branch's branch (undefined while unknown): a series' preview reads its closures */
  branchId: number | undefined;
  fecha: string;
  onClose: () => void;
  /** the slot was taken meanwhile: the day is reloaded */
  onConflict: () => void;
}

/** 'Asigna turno' / 'Asignar sobreturno': client, active service and (overbooking) start time. */
export function AssignDialog({
  target,
  professionalBranchId,
  branchId,
  fecha,
  onClose,
  onConflict,
}: Props) {
  const toast = useToast();
  const showError = useErrorToast();
  const services = useOfferedServices(professionalBranchId, true);
  const assign = useAssignAppointment();
  const [client, setClient] = useState<ClientListItem | null>(null);
  const [serviceId, setServiceId] = useState('');
  const [hora, setHora] = useState(target.hora);
  const [series, setSeries] = useState<SeriesChoice>(NO_SERIES);
  const reserveSeries = useReserveSeries();
  const [booked, setBooked] = useState<SeriesBookingResult | null>(null);
  const pending = assign.isPending || reserveSeries.isPending;
  const service = services.data?.find(
    (s) => String(s.id_servicio_de_peluquero_por_sucursal) === serviceId,
  );
  const times = overbookingTimes(target.hora, service ? Number(service.duracion) : 1);
  // a start the chosen service cannot end by 24:00 from is not offered (nor kept)
  const start = target.sobreturno && !times.includes(hora) ? '' : hora;
  const complete = client !== null && service !== undefined && start !== '';
  const title = target.sobreturno ? agendaText.overbookingTitle : agendaText.assignTitle;

  async function submit() {
    if (!client || !service) return;
    try {
      if (series.on && !target.sobreturno) {
        const result = await reserveSeries.mutateAsync({
          id_cliente: client.ID,
          id_peluquero_sucursal: professionalBranchId,
          id_servicio_de_peluquero_por_sucursal: service.id_servicio_de_peluquero_por_sucursal,
          fecha,
          hora: start,
          cada_semanas: series.cadaSemanas,
          repeticiones: series.repeticiones,
        });
        if (result.no_reservados.length === 0) {
          toast.success(agendaText.assigned);
          onClose();
        } else {
          setBooked(result);
        }
        return;
      }
      await assign.mutateAsync({
        clientId: client.ID,
        professionalBranchId,
        serviceId: service.id_servicio,
        professionalServiceId: service.id_servicio_de_peluquero_por_sucursal,
        fecha,
        hora: start,
        sobreturno: target.sobreturno,
      });
      toast.success(agendaText.assigned);
      onClose();
    } catch (e) {
      showError(e, agendaText.unexpected, serverWords());
      if (isApiError(e) && e.code === ErrorCode.slotTaken) onConflict();
    }
  }

  return (
    <Dialog
      open
      onClose={pending ? undefined : onClose}
      maxWidth="xs"
      fullWidth
      aria-labelledby="assign-title"
    >
      <DialogTitle id="assign-title">{title}</DialogTitle>
      <DialogContent>
        {booked ? (
          <SeriesResult result={booked} />
        ) : (
          <Stack spacing={2} sx={{ pt: 1 }}>
            <Typography color="text.secondary">
              <span style={{ textTransform: 'capitalize', display: 'inline-block' }}>
                {formatLongDate(fecha)}
              </span>
              {target.sobreturno ? '' : ` · ${target.hora} hs`}
            </Typography>
            <ClientAutocomplete value={client} onChange={setClient} />
            {services.isError && <Alert severity="error">{agendaText.servicesError}</Alert>}
            <TextField
              select
              label="Servicio"
              required
              value={serviceId}
              onChange={(e) => setServiceId(e.target.value)}
              disabled={!services.data}
            >
              {(services.data ?? []).map((s) => (
                <MenuItem
                  key={s.id_servicio_de_peluquero_por_sucursal}
                  value={String(s.id_servicio_de_peluquero_por_sucursal)}
                >
                  {s.nombre}
                </MenuItem>
              ))}
            </TextField>
            {target.sobreturno && (
              <TimeSelect
                label="Hora de inicio"
                required
                value={start}
                onChange={setHora}
                times={times}
              />
            )}
            {!target.sobreturno && (
              <SeriesFields
                value={series}
                onChange={setSeries}
                fecha={fecha}
                hora={target.hora}
                professionalBranchId={professionalBranchId}
                branchId={branchId}
                professionalServiceId={serviceId}
              />
            )}
          </Stack>
        )}
      </DialogContent>
      <DialogActions>
        {booked ? (
          <Button variant="contained" onClick={onClose}>
            Listo
          </Button>
        ) : (
          <>
            <Button onClick={onClose} disabled={pending}>
              Cancelar
            </Button>
            <Button
              variant="contained"
              onClick={() => void submit()}
              disabled={!complete || pending}
            >
              {series.on && !target.sobreturno ? 'Reservar la serie' : 'Reservar'}
            </Button>
          </>
        )}
      </DialogActions>
    </Dialog>
  );
}
