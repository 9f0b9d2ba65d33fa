import type { PointerEventHandler } from 'react';
import Box from '@mui/material/Box';
import type { Turno } from '@/api/appointments';
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
  turno: Turno;
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
export function blockBadges(t: Turno): string[] {
  const badges: string[] = [];
  if (t.sobreturno === '1') badges.push('Sobreturno');
  // a paid deposit needs no attention: only an unpaid one is flagged
  if (Number(t.monto_reserva) > 0 && t.reserva_paga !== '1') badges.push(UNPAID);
  if (t.asistencia !== 'pendiente') badges.push(asistenciaLabel[t.asistencia]);
  return badges;
}

/** What a screen reader hears for a block; `visitSize` as the block's prop. */
export function blockLabel(t: Turno, visitSize: number | null = null): string {
  const when = `${t.hora_inicio} a ${t.hora_fin}`;
  if (t.ocupado === '1') return `${branchAgendaText.busy}, ${when}`;
  const badges = blockBadges(t);
  if (visitSize !== null) badges.unshift(visitMarkerLabel(visitSize || null).toLowerCase());
  return `Turno de ${t.cliente_nombre}, ${t.nombre_servicio}, ${when}${badges.length ? `, ${badges.join(', ')}` : ''}`;
}

/**
 * An appointment (or busy block) drawn over the rows it occupies: one piece per run of active
 * units, so a split service shows its gap; the first piece is the button (details, or drag).
 */
export function AgendaBlock({
  turno,
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
  const busy = turno.ocupado === '1';
  const color =
    overbookingIndex !== null
      ? overbookingColor(overbookingIndex)
      : busy
        ? { bg: '#eceff1', fg: '#37474f' }
        : { bg: '#f3eef7', fg: '#4a2270' };
  const badges = blockBadges(turno);
  const width = 100 / lanes;
  return (
    <>
      {segments.map((s, i) => (
        <Box
          key={s.row}
          component={i === 0 ? 'button' : 'div'}
          type={i === 0 ? 'button' : undefined}
          aria-label={i === 0 ? blockLabel(turno, visitSize) : undefined}
          aria-hidden={i === 0 ? undefined : true}
          tabIndex={i === 0 ? tabIndex : undefined}
          data-nav={i === 0 ? nav : undefined}
          data-turno={turno.id_turno}
          data-lane={`${lane + 1}/${lanes}`}
          data-estado={busy ? 'ocupado' : turno.sobreturno === '1' ? 'sobreturno' : 'turno'}
          data-visita={i === 0 && turno.id_visita !== null ? turno.id_visita : undefined}
          onClick={onOpen}
          {...handlers}
          sx={{
            position: 'absolute',
            top: s.row * rowPx + 1,
            height: s.rows * rowPx - 2,
            left: `calc(${lane * width}% + 2px)`,
            width: `calc(${width}% - 4px)`,
            zIndex: 2,
            m: 0,
            p: '2px 4px',
            textAlign: 'left',
            verticalAlign: 'top',
            font: 'inherit',
            fontSize: 12,
            lineHeight: 1.25,
            overflow: 'hidden',
            // a visit's appointment is moved only with the whole visit: it opens, it is not dragged
            cursor: turno.id_visita === null ? 'grab' : 'pointer',
            touchAction: 'none',
            userSelect: 'none',
            borderRadius: 1,
            border: 1,
            borderLeft: 4,
            borderColor: color.fg,
            bgcolor: color.bg,
            color: color.fg,
            opacity: dimmed ? 0.4 : 1,
            backgroundImage: busy
              ? 'repeating-linear-gradient(45deg, transparent 0 6px, rgba(0,0,0,0.06) 6px 12px)'
              : undefined,
            display: 'block',
            scrollMarginTop: 64,
            scrollMarginLeft: 56,
            '&:focus-visible': { outline: '3px solid', outlineColor: 'primary.main', zIndex: 3 },
          }}
        >
          {i === 0 ? (
            <>
              <Box component="span" sx={{ display: 'block', fontWeight: 700 }}>
                {turno.hora_inicio} {busy ? branchAgendaText.busy : turno.cliente_nombre}
              </Box>
              {/* the service and its badges flow on one line: a half-hour block shows them all */}
              {visitSize !== null && (
                <Box component="span" sx={{ mr: 0.5 }}>
                  <VisitMarker size={visitSize || null} decorative />
                </Box>
              )}
              {!busy && (
                <Box component="span" sx={{ mr: 0.5 }}>
                  {turno.nombre_servicio}
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
            </>
          ) : (
            <Box component="span" sx={{ fontStyle: 'italic' }}>
              continúa
            </Box>
          )}
        </Box>
      ))}
    </>
  );
}
