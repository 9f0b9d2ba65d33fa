import { timeToMinutes } from '@turnos/domain';
import type { Appointment } from '@/api/appointments';
import type { AgendaColumn } from './agenda-columns';
import {
  type Range,
  type Segment,
  appointmentSegments,
  lengthMinutes,
  placeInLanes,
} from './grid-layout';

export interface ColumnBlock {
  turno: Appointment;
  segments: Segment[];
  lane: number;
  lanes: number;
  /** the row the block starts on (where the keyboard reaches it) */
  row: number;
  /** 1.. among the blocks starting on that row, left to right: its keyboard layer */
  layer: number;
}

/** A column's appointments and busy blocks as drawn: pieces, lanes, and their keyboard place. */
export function columnBlocks(
  column: AgendaColumn,
  range: Range,
  patterns: ReadonlyMap<number, string>,
): ColumnBlock[] {
  const placed = placeInLanes(column.turnos, (t) => ({
    start: timeToMinutes(t.hora_inicio),
    end: timeToMinutes(t.hora_inicio) + lengthMinutes(t.hora_inicio, t.hora_fin),
  }));
  const blocks = placed.map(({ item: t, lane, lanes }) => {
    const segments = appointmentSegments(
      range,
      timeToMinutes(t.hora_inicio),
      timeToMinutes(t.hora_fin),
      t.ocupado === '1' ? undefined : patterns.get(Number(t.id_servicio)),
    );
    return { turno: t, segments, lane, lanes, row: Math.floor(segments[0]?.row ?? 0), layer: 0 };
  });
  const byPlace = [...blocks].sort((a, b) => a.row - b.row || a.lane - b.lane);
  byPlace.forEach((b, i) => {
    const prev = byPlace[i - 1];
    b.layer = prev && prev.row === b.row ? prev.layer + 1 : 1;
  });
  return blocks;
}

/** The rows a column's blocks cover (their pieces), for the cells' names. */
export function coveredRows(blocks: readonly ColumnBlock[]): Set<number> {
  const rows = new Set<number>();
  for (const b of blocks)
    for (const s of b.segments)
      for (let r = Math.floor(s.row); r < s.row + s.rows; r++) rows.add(r);
  return rows;
}
