import { useRef, useState, type PointerEvent } from 'react';
import { timeToMinutes } from '@turnos/domain';
import type { Appointment } from '@/api/appointments';
import { type Range, lengthMinutes, minutesAtOffset } from '../utils/grid-layout';

/** Where a dragged appointment would land: a column (professional and date) and a start. */
export interface DropTarget {
  professionalBranchId: string;
  fecha: string;
  minutes: number;
}

export interface DragState {
  turno: Appointment;
  target: DropTarget | null;
}

/** Pixels the pointer must travel before a press becomes a drag (a shorter one is a click). */
const THRESHOLD_PX = 6;

/** The column under a point: the element carrying data-agenda-column, and its data. */
function columnAt(x: number, y: number) {
  for (const el of document.elementsFromPoint(x, y)) {
    const col = el instanceof HTMLElement ? el.closest<HTMLElement>('[data-agenda-column]') : null;
    const pb = col?.dataset.pb;
    const fecha = col?.dataset.fecha;
    if (col && pb && fecha) return { col, pb, fecha };
  }
  return null;
}

/**
 * Dragging appointments with plain pointer events (ADR 0067): a press that travels becomes a drag,
 * the landing start snaps to the 15-minute row under the block's top, and a release over a column
 * hands the target to `onDrop` (which asks for confirmation). The block itself never moves until
 * the server accepts, so a refused move leaves it where it was. A visit's appointment is not
 * dragged: a visit moves whole (ADR 0072, 0075).
 */
export function useBlockDrag(
  range: Range,
  rowPx: number,
  onDrop: (d: { turno: Appointment; target: DropTarget }) => void,
) {
  const [drag, setDrag] = useState<DragState | null>(null);
  const press = useRef<{
    turno: Appointment;
    x: number;
    y: number;
    /** rows between the block's top and the pointer */
    grabRows: number;
    dragging: boolean;
  } | null>(null);
  /** set after a drag so the click that follows the release does not open the details */
  const dragged = useRef(false);

  function targetAt(
    x: number,
    y: number,
    appointment: Appointment,
    grabRows: number,
  ): DropTarget | null {
    const hit = columnAt(x, y);
    if (!hit) return null;
    const top = y - hit.col.getBoundingClientRect().top - grabRows * rowPx;
    const length = lengthMinutes(appointment.hora_inicio, appointment.hora_fin);
    return {
      professionalBranchId: hit.pb,
      fecha: hit.fecha,
      minutes: minutesAtOffset(range, top + rowPx / 2, rowPx, length),
    };
  }

  function bind(appointment: Appointment, firstRow: number) {
    return {
      onPointerDown: (e: PointerEvent<HTMLElement>) => {
        // a visit's appointment moves only with the whole visit (ADR 0072): a press just opens it
        if (e.button !== 0 || appointment.id_visita !== null) return;
        const col = e.currentTarget.closest('[data-agenda-column]');
        const inColumn = col ? e.clientY - col.getBoundingClientRect().top : 0;
        press.current = {
          turno: appointment,
          x: e.clientX,
          y: e.clientY,
          grabRows: inColumn / rowPx - firstRow,
          dragging: false,
        };
        dragged.current = false;
      },
      onPointerMove: (e: PointerEvent<HTMLElement>) => {
        const p = press.current;
        if (!p) return;
        if (!p.dragging) {
          if (Math.hypot(e.clientX - p.x, e.clientY - p.y) < THRESHOLD_PX) return;
          p.dragging = true;
          e.currentTarget.setPointerCapture(e.pointerId);
        }
        setDrag({ turno: p.turno, target: targetAt(e.clientX, e.clientY, p.turno, p.grabRows) });
      },
      onPointerUp: (e: PointerEvent<HTMLElement>) => {
        const p = press.current;
        press.current = null;
        if (!p?.dragging) return;
        dragged.current = true;
        setDrag(null);
        const target = targetAt(e.clientX, e.clientY, p.turno, p.grabRows);
        const same =
          target !== null &&
          target.professionalBranchId === String(p.turno.id_peluquero_sucursal) &&
          target.fecha === p.turno.fecha &&
          target.minutes === timeToMinutes(p.turno.hora_inicio);
        if (target && !same) onDrop({ turno: p.turno, target });
      },
      onPointerCancel: () => {
        press.current = null;
        setDrag(null);
      },
      /** true when this click ends a drag (and must not open the details) */
      wasDrag: () => {
        const was = dragged.current;
        dragged.current = false;
        return was;
      },
    };
  }

  return { drag, bind };
}
