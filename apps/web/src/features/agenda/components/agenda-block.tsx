import type { PointerEventHandler } from 'react';
import Box from '@mui/material/Box';
import type { Appointment } from '@/api/appointments';
import { overbookingColor } from '../utils/overbooking-colors';
import type { Segment } from '../utils/grid-layout';
import { asistenciaLabel, branchAgendaText } from '../utils/branch-texts';
import { VisitMarker } from '@/components/visit/visit-marker';
import { visitMarkerLabel } from '@/components/visit/visit-texts';

export interface BlockHandlers {
  onPointerDown: PointerEventHandler<HTMLElement>;
  onPointerMove: PointerEventHandler<HTMLElement>;
  onPointerUp: PointerEventHandler<HTMLElement>;
  onPointerCancel: PointerEventHandler<HTMLElement>;
}

interface Props {
  appointment: Appointment;
  segments: Segment[];
  lane: number;
  lanes: number;
  rowPx: number;
  /** the n-th overbooking of the column picks its preset colour (seed §9) */
  overbookingIndex: number | null;
  dimmed: boolean;
  /**
   * part of a visit: how many services it has (0 when the screen cannot tell, ADR 0075); null for
   * an appointment booked alone
   */
  visitSize: number | null;
  /** 0 when it is the grid's tab stop, else -1 (roving tabindex) */
  tabIndex: number;
  /** its keyboard place (data-nav) */
  nav: string;
  handlers: BlockHandlers;
  onOpen: () => void;
}

const UNPAID = 'Seña impaga';
const NO_SHOW = 'No asistió';

/** The short words on a block: overbooking, unpaid deposit, attendance. */
export function blockBadges(t: Appointment): string[] {
  const badges: string[] = [];
  if (t.sobreturno === '1') badges.push('Sobreturno');
  // a paid deposit needs no attention: only an unpaid one is flagged
  if (Number(t.monto_reserva) > 0 && t.reserva_paga !== '1') badges.push(UNPAID);
  if (t.asistencia !== 'pendiente') badges.push(asistenciaLabel[t.asistencia]);
  // contract §7.7: an occurrence of a series
  if (t.id_serie !== null) badges.push('Serie');
  return badges;
}

/** What a screen reader hears for a block; `visitSize` as the block's prop. */
export function blockLabel(t: Appointment, visitSize: number | null = null): string {
  const when = `${t.hora_inicio} a ${t.hora_fin}`;
  if (t.ocupado === '1') return `${branchAgendaText.busy}, ${when}`;
  const badges = blockBadges(t);
  if (visitSize !== null) badges.unshift(visitMarkerLabel(visitSize || null).toLowerCase());
  return `Turno de ${t.cliente_nombre}, ${t.nombre_servicio}, ${when}${badges.length ? `, ${badges.join(', ')}` : ''}`;
}

/**
 * An appointment (or busy block) drawn over the rows it occupies: one button from its start to its
 * end (details, or drag), and for a split service one filled piece per run of active units under
 * it, so its pause shows as the block's dashed frame.
 */
export function AgendaBlock({
  appointment,
  segments,
  lane,
  lanes,
  rowPx,
  overbookingIndex,
  dimmed,
  visitSize,
  tabIndex,
  nav,
  handlers,
  onOpen,
}: Props) {
  const busy = appointment.ocupado === '1';
  const color =
    overbookingIndex !== null
      ? overbookingColor(overbookingIndex)
      : busy
        ? { bg: '#eceff1', fg: '#37474f' }
        : { bg: '#f3eef7', fg: '#4a2270' };
  const badges = blockBadges(appointment);
  const width = 100 / lanes;
  const first = segments[0];
  const last = segments[segments.length - 1];
  if (!first || !last) return null;
  const split = segments.length > 1;
  const place = (row: number, rows: number) => ({
    position: 'absolute' as const,
    top: row * rowPx + 1,
    height: rows * rowPx - 2,
    left: `calc(${lane * width}% + 2px)`,
    width: `calc(${width}% - 4px)`,
    borderRadius: 1,
    opacity: dimmed ? 0.4 : 1,
  });
  const busyHatch = busy
    ? 'repeating-linear-gradient(45deg, transparent 0 6px, rgba(0,0,0,0.06) 6px 12px)'
    : undefined;
  return (
    <>
      {/*
        A split service (pattern 101, 110011) is one block from its start to its end: the rows the
        professional works are filled, the pause between them is the block's dashed frame, and
        the name, service and badges read over the whole block however short its first piece
        (issue 29.12). Another appointment in the pause sits in its own lane beside it.
      */}
      {split &&
        segments.map((s) => (
          <Box
            key={s.row}
            aria-hidden
            data-turno-piece={appointment.id_turno}
            sx={{
              ...place(s.row, s.rows),
              zIndex: 1,
              // the fill only: the block's own frame draws the outline over it
              borderLeft: 4,
              borderColor: color.fg,
              bgcolor: color.bg,
              backgroundImage: busyHatch,
              pointerEvents: 'none',
            }}
          />
        ))}
      <Box
        component="button"
        type="button"
        aria-label={blockLabel(appointment, visitSize)}
        tabIndex={tabIndex}
        data-nav={nav}
        data-turno={appointment.id_turno}
        data-lane={`${lane + 1}/${lanes}`}
        data-estado={busy ? 'ocupado' : appointment.sobreturno === '1' ? 'sobreturno' : 'turno'}
        data-visita={appointment.id_visita !== null ? appointment.id_visita : undefined}
        onClick={onOpen}
        {...handlers}
        sx={{
          ...place(first.row, last.row + last.rows - first.row),
          zIndex: 2,
          m: 0,
          p: '2px 4px 2px 6px',
          textAlign: 'left',
          verticalAlign: 'top',
          font: 'inherit',
          fontSize: 12,
          lineHeight: 1.25,
          overflow: 'hidden',
          // a visit's appointment is moved only with the whole visit: it opens, it is not dragged
          cursor: appointment.id_visita === null ? 'grab' : 'pointer',
          touchAction: 'none',
          userSelect: 'none',
          border: 1,
          borderLeft: 4,
          borderStyle: split ? 'dashed' : 'solid',
          borderLeftStyle: 'solid',
          borderColor: color.fg,
          bgcolor: split ? 'transparent' : color.bg,
          color: color.fg,
          backgroundImage: split ? undefined : busyHatch,
          // a button centres its content: the texts start at the block's top, like its time
          display: 'flex',
          flexDirection: 'column',
          justifyContent: 'flex-start',
          alignItems: 'stretch',
          scrollMarginTop: 64,
          scrollMarginLeft: 56,
          '&:focus-visible': { outline: '3px solid', outlineColor: 'primary.main', zIndex: 3 },
        }}
      >
        <Box component="span" sx={{ display: 'block', fontWeight: 700 }}>
          {appointment.hora_inicio} {busy ? branchAgendaText.busy : appointment.cliente_nombre}
        </Box>
        {/* the service and its badges flow on one line: a half-hour block shows them all */}
        <Box component="span" sx={{ display: 'block' }}>
          {visitSize !== null && (
            <Box component="span" sx={{ mr: 0.5 }}>
              <VisitMarker size={visitSize || null} decorative />
            </Box>
          )}
          {!busy && (
            <Box component="span" sx={{ mr: 0.5 }}>
              {appointment.nombre_servicio}
            </Box>
          )}
          {badges.map((b) => (
            <Box
              key={b}
              component="span"
              sx={{
                display: 'inline-block',
                mr: 0.5,
                px: 0.5,
                borderRadius: 0.5,
                fontSize: 10,
                fontWeight: 700,
                bgcolor: b === UNPAID || b === NO_SHOW ? '#fff3e0' : 'rgba(255,255,255,0.75)',
                color: b === UNPAID || b === NO_SHOW ? '#8a3c00' : 'inherit',
              }}
            >
              {b}
            </Box>
          ))}
        </Box>
      </Box>
    </>
  );
}
