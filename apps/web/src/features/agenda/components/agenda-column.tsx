import Box from '@mui/material/Box';
import { minutesToTime } from '@turnos/domain';
import type { Appointment } from '@/api/appointments';
import type { AgendaColumn } from '../utils/agenda-columns';
import {
  type Range,
  ROW_MINUTES,
  isWorkingRow,
  lengthMinutes,
  nowLineRows,
  rowStarts,
} from '../utils/grid-layout';
import { type ColumnBlock, coveredRows } from '../utils/column-blocks';
import { type GridPlace, placeKey } from '../utils/grid-nav';
import type { DragState, useBlockDrag } from '../hooks/use-block-drag';
import { AgendaBlock } from './agenda-block';

interface Props {
  column: AgendaColumn;
  /** its index among the grid's columns (its keyboard place) */
  col: number;
  /** its blocks as drawn (columnBlocks) */
  blocks: readonly ColumnBlock[];
  /** the grid's one tab stop */
  active: GridPlace;
  /** what a screen reader hears before a cell's time: the professional or the date */
  cellPrefix: string;
  range: Range;
  rowPx: number;
  today: string;
  nowMinutes: number;
  drag: DragState | null;
  bind: ReturnType<typeof useBlockDrag>['bind'];
  visitSizes: ReadonlyMap<number, number> | null;
  onOpen: (t: Appointment) => void;
  onCell: (column: AgendaColumn, minutes: number) => void;
}

/** One column: its 15-minute cells (working hours white, the rest greyed), blocks, now line. */
export function AgendaColumnView({
  column,
  col,
  blocks,
  active,
  cellPrefix,
  range,
  rowPx,
  today,
  nowMinutes,
  drag,
  bind,
  visitSizes,
  onOpen,
  onCell,
}: Props) {
  const rows = rowStarts(range);
  const covered = coveredRows(blocks);
  const tabStop = (p: GridPlace) =>
    p.col === active.col && p.row === active.row && p.layer === active.layer ? 0 : -1;
  const overbookings = column.turnos.filter((t) => t.sobreturno === '1');
  const now = nowLineRows(range, nowMinutes, column.fecha === today);
  const target =
    drag?.target &&
    drag.target.professionalBranchId === column.professionalBranchId &&
    drag.target.fecha === column.fecha
      ? drag.target
      : null;

  return (
    <Box
      data-agenda-column=""
      data-pb={column.professionalBranchId}
      data-fecha={column.fecha}
      sx={{
        position: 'relative',
        height: rows.length * rowPx,
        borderLeft: 1,
        borderColor: 'divider',
      }}
    >
      {rows.map((m, i) => {
        const working = isWorkingRow(m, column.shifts);
        const hora = minutesToTime(m);
        const place = { col, row: i, layer: 0 };
        const state = !working ? 'fuera de horario' : covered.has(i) ? 'con turno' : 'libre';
        return (
          <Box
            key={m}
            component="button"
            type="button"
            tabIndex={tabStop(place)}
            data-nav={placeKey(place)}
            aria-label={`${hora}, ${cellPrefix}, ${state}`}
            data-hora={hora}
            data-working={working ? '1' : '0'}
            onClick={() => onCell(column, m)}
            sx={{
              position: 'absolute',
              top: i * rowPx,
              left: 0,
              right: 0,
              height: rowPx,
              m: 0,
              p: 0,
              border: 0,
              borderTop: 1,
              borderColor: m % 60 === 0 ? 'grey.300' : 'grey.100',
              bgcolor: working ? 'background.paper' : 'grey.200',
              cursor: 'pointer',
              // clear of the sticky headings and the time gutter when the keyboard scrolls to it
              scrollMarginTop: 64,
              scrollMarginLeft: 56,
              '&:hover': { bgcolor: working ? '#f3eef7' : 'grey.300' },
              // drawn inside the cell: the sticky headings and time gutter would cover an outer ring
              '&:focus-visible': {
                outline: '2px solid',
                outlineColor: 'primary.main',
                outlineOffset: '-2px',
                zIndex: 4,
              },
            }}
          />
        );
      })}
      {blocks.map(({ turno: t, segments, lane, lanes, row, layer }) => {
        const place = { col, row, layer };
        const { wasDrag, ...handlers } = bind(t, segments[0]?.row ?? 0);
        const ob = overbookings.indexOf(t);
        return (
          <AgendaBlock
            key={t.id_turno}
            appointment={t}
            segments={segments}
            lane={lane}
            lanes={lanes}
            rowPx={rowPx}
            overbookingIndex={ob === -1 ? null : ob}
            dimmed={drag?.turno.id_turno === t.id_turno}
            visitSize={t.id_visita === null ? null : (visitSizes?.get(t.id_visita) ?? 0)}
            tabIndex={tabStop(place)}
            nav={placeKey(place)}
            handlers={handlers}
            onOpen={() => {
              if (!wasDrag()) onOpen(t);
            }}
          />
        );
      })}
      {target && drag && (
        <Box
          aria-hidden
          data-drop-preview=""
          sx={{
            position: 'absolute',
            zIndex: 5,
            left: 2,
            right: 2,
            top: ((target.minutes - range.start) / ROW_MINUTES) * rowPx,
            height:
              (lengthMinutes(drag.turno.hora_inicio, drag.turno.hora_fin) / ROW_MINUTES) * rowPx,
            border: '2px dashed',
            borderColor: 'primary.main',
            bgcolor: 'rgba(91,42,134,0.12)',
            borderRadius: 1,
            fontSize: 12,
            fontWeight: 700,
            color: 'primary.dark',
            px: 0.5,
            pointerEvents: 'none',
          }}
        >
          {minutesToTime(target.minutes)}
        </Box>
      )}
      {now !== null && (
        <Box
          aria-hidden
          data-now-line=""
          sx={{
            position: 'absolute',
            zIndex: 6,
            left: 0,
            right: 0,
            top: now * rowPx,
            borderTop: '2px solid',
            borderColor: 'error.main',
            pointerEvents: 'none',
          }}
        />
      )}
    </Box>
  );
}
