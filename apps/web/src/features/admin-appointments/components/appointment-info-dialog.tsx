import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { whatsappLink } from '@turnos/domain';
import { formatARS, formatLongDate } from '@/lib/format';
import type { Appointment } from '@/api/appointments';
import { VisitServices } from '@/components/visit/visit-services';
import { hasDeposit, isBusyBlock } from '../utils/appointment-rules';

function depositText(t: Appointment) {
  if (!hasDeposit(t)) return 'Sin seña';
  return `${formatARS(t.monto_reserva)} · ${t.reserva_paga === '1' ? 'Paga' : 'Impaga'}`;
}

const hours = (h: number, zero: string) => (h === 0 ? zero : `${h} h`);

interface Props {
  appointment: Appointment | null;
  /** an admin sees every appointment of a visit; a professional only their own (ADR 0075) */
  isAdmin: boolean;
  onClose: () => void;
}

/** Everything about one appointment, read-only; one service of a visit lists the visit's services. */
export function AppointmentInfoDialog({ appointment, isAdmin, onClose }: Props) {
  const t = appointment;
  const rows: [string, ReactNode][] = t
    ? [
        ['Fecha', formatLongDate(t.fecha)],
        [
          'Horario',
          `${t.hora_inicio} a ${t.hora_fin} hs${t.sobreturno === '1' ? ' (sobreturno)' : ''}`,
        ],
        ['Cliente', isBusyBlock(t) ? 'Turno ocupado' : t.cliente_nombre],
        [
          'Celular',
          !isBusyBlock(t) && t.cliente_celular ? (
            <Link href={whatsappLink(t.cliente_celular)} target="_blank" rel="noopener noreferrer">
              {t.cliente_celular}
            </Link>
          ) : (
            '—'
          ),
        ],
        ['Email', isBusyBlock(t) ? '—' : t.cliente_email],
        ['Servicio', t.nombre_servicio],
        ['Profesional', t.nombre_peluquero],
        ['Sucursal', t.nombre_sucursal],
        [
          'Estado',
          t.is_cancelado === '1'
            ? `Cancelado${t.cancelado_por ? ` por ${t.cancelado_por}` : ''}`
            : 'Activo',
        ],
        ['Reserva', depositText(t)],
        ['Caducidad', hours(t.horas_caducidad_reserva_impaga, 'No expira')],
        ['Reprogramar', hours(t.horas_reprogramar_turno, 'Sin límite')],
      ]
    : [];
  return (
    <Dialog
      open={t !== null}
      onClose={onClose}
      maxWidth="xs"
      fullWidth
      aria-labelledby="turno-info-title"
    >
      <DialogTitle id="turno-info-title">Información del turno</DialogTitle>
      <DialogContent>
        <Box
          component="dl"
          sx={{ m: 0, display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2, rowGap: 0.5 }}
        >
          {rows.map(([k, v]) => (
            <Box key={k} sx={{ display: 'contents' }}>
              <Typography component="dt" color="text.secondary">
                {k}
              </Typography>
              <Typography
                component="dd"
                sx={{
                  m: 0,
                  overflowWrap: 'anywhere',
                  textTransform: k === 'Fecha' ? 'capitalize' : undefined,
                }}
              >
                {v}
              </Typography>
            </Box>
          ))}
        </Box>
        {t && t.id_visita !== null && t.is_cancelado === '0' && (
          <VisitServices appointment={t} complete={isAdmin} />
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} variant="contained">
          Cerrar
        </Button>
      </DialogActions>
    </Dialog>
  );
}
