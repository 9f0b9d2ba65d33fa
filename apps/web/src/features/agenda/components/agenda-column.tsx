import { useMemo } from 'react';
import Box from '@mui/material/Box';
import { minutesToTime, timeToMinutes } from '@turnos/domain';
import type { Turno } from '@/api/appointments';
import type { AgendaColumn } from '../utils/agenda-columns';
import {
  type Range,
  ROW_MINUTES,
  appointmentSegments,
  isWorkingRow,
  lengthMinutes,
  nowLineRows,
  placeInLanes,
  rowStarts,
} from '../utils/grid-layout';
import type { DragState, useBlockDrag } from '../hooks/use-block-drag';
import { AgendaBlock } from './agenda-block';

interface Props {
  column: AgendaColumn;
  /** what a screen reader hears before a cell's time: the professional or the date */
  cellPrefix: string;
  range: Range;
  rowPx: number;
  today: string;
  nowMinutes: number;
  patterns: ReadonlyMap<number, string>;
  drag: DragState | null;
  bind: ReturnType<typeof useBlockDrag>['bind'];
  onOpen: (t: Turno) => void;
  onCell: (column: AgendaColumn, minutes: number) => void;
}

/** One column: its 15-minute cells (working hours white, the rest greyed), blocks, now line. */
export function AgendaColumnView({
  column,
  cellPrefix,
  range,
  rowPx,
  today,
  nowMinutes,
  patterns,
  drag,
  bind,
  onOpen,
  onCell,
}: Props) {
  const rows = rowStarts(range);
  const placed = useMemo(
    () =>
      placeInLanes(column.turnos, (t) => ({
        start: timeToMinutes(t.hora_inicio),
        end: timeToMinutes(t.hora_inicio) + lengthMinutes(t.hora_inicio, t.hora_fin),
      })),
    [column.turnos],
  );
  const overbookings = column.turnos.filter((t) => t.sobreturno === '1');
  const now = nowLineRows(range, nowMinutes, column.fecha === today);
  const target =
    drag?.target &&
    drag.target.idPeluqueroSucursal === column.idPeluqueroSucursal &&
    drag.target.fecha === column.fecha
      ? drag.target
      : null;

  return (
    <Box
      data-agenda-column=""
      data-pb={column.idPeluqueroSucursal}
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
        return (
          <Box
            key={m}
            component="button"
            type="button"
            tabIndex={working ? 0 : -1}
            aria-label={`${cellPrefix}, ${hora}${working ? '' : ', fuera de horario'}`}
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
              '&:hover': { bgcolor: working ? '#f3eef7' : 'grey.300' },
              '&:focus-visible': { outline: '2px solid', outlineColor: 'primary.main', zIndex: 4 },
            }}
          />
        );
      })}
      {placed.map(({ item: t, lane, lanes }) => {
        const segments = appointmentSegments(
          range,
          timeToMinutes(t.hora_inicio),
          timeToMinutes(t.hora_fin),
          t.ocupado === '1' ? undefined : patterns.get(Number(t.id_servicio)),
        );
        const { wasDrag, ...handlers } = bind(t, segments[0]?.row ?? 0);
        const ob = overbookings.indexOf(t);
        return (
          <AgendaBlock
            key={t.id_turno}
            turno={t}
            segments={segments}
            lane={lane}
            lanes={lanes}
            rowPx={rowPx}
            overbookingIndex={ob === -1 ? null : ob}
            dimmed={drag?.turno.id_turno === t.id_turno}
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
