import { type KeyboardEvent, useId, useMemo, useState } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { minutesToTime } from '@turnos/domain';
import type { Appointment } from '@/api/appointments';
import { type AgendaColumn, columnsRange } from '../utils/agenda-columns';
import { isWorkingRow, rowStarts } from '../utils/grid-layout';
import { columnBlocks } from '../utils/column-blocks';
import {
  type GridPlace,
  type GridShape,
  clampPlace,
  isNavKey,
  moveFocus,
  placeKey,
} from '../utils/grid-nav';
import { type DropTarget, useBlockDrag } from '../hooks/use-block-drag';
import { branchAgendaText } from '../utils/branch-texts';
import { AgendaColumnView } from './agenda-column';
import { visuallyHidden } from '@/lib/visually-hidden';

export const ROW_PX = 24;

const GUTTER_PX = 52;

interface Props {
  columns: AgendaColumn[];
  /** each column's heading: the professional (day view) or the date (week view) */
  heading: (c: AgendaColumn) => string;
  today: string;
  nowMinutes: number;
  patterns: ReadonlyMap<number, string>;
  /** how many appointments each visit has, when the screen sees them all (admins); ADR 0075 */
  visitSizes: ReadonlyMap<number, number> | null;
  onOpen: (t: Appointment) => void;
  onCell: (column: AgendaColumn, minutes: number) => void;
  onMove: (t: Appointment, target: DropTarget) => void;
}

/** The time gutter and the columns side by side; headings stay on top while scrolling. */
export function AgendaGrid({
  columns,
  heading,
  today,
  nowMinutes,
  patterns,
  visitSizes,
  onOpen,
  onCell,
  onMove,
}: Props) {
  const range = useMemo(() => columnsRange(columns), [columns]);
  const rows = rowStarts(range);
  const { drag, bind } = useBlockDrag(range, ROW_PX, (d) => onMove(d.turno, d.target));
  const keysId = useId();
  const minColumn = columns.length > 1 ? 140 : 0;
  const blocks = useMemo(
    () => columns.map((c) => columnBlocks(c, range, patterns)),
    [columns, range, patterns],
  );
  const shape: GridShape = {
    cols: columns.length,
    rows: rows.length,
    blocksAt: (c, r) => blocks[c]?.filter((b) => b.row === r).length ?? 0,
  };
  // the one tab stop (roving tabindex): a place the user moved to, else the first working row
  const [moved, setMoved] = useState<GridPlace | null>(null);
  const firstWorking = Math.max(
    0,
    rows.findIndex((m) => columns.some((c) => isWorkingRow(m, c.shifts))),
  );
  const active = clampPlace(moved ?? { col: 0, row: firstWorking, layer: 0 }, shape);

  const placeOf = (el: Element | null): GridPlace | null => {
    const nav = el instanceof HTMLElement ? el.dataset.nav : undefined;
    const [col, row, layer] = (nav ?? '').split(':').map(Number);
    if (col === undefined || row === undefined || layer === undefined) return null;
    return Number.isInteger(col) && Number.isInteger(row) && Number.isInteger(layer)
      ? { col, row, layer }
      : null;
  };
  const onKeyDown = (e: KeyboardEvent<HTMLElement>) => {
    const from = placeOf(e.target instanceof Element ? e.target : null);
    if (!from || !isNavKey(e.key) || e.altKey || e.ctrlKey || e.metaKey) return;
    e.preventDefault();
    const next = moveFocus(from, e.key, shape);
    setMoved(next);
    const el = e.currentTarget.querySelector(`[data-nav="${placeKey(next)}"]`);
    if (el instanceof HTMLElement) el.focus();
  };

  return (
    <Box
      role="region"
      aria-label="Grilla de la agenda"
      aria-describedby={keysId}
      onKeyDown={onKeyDown}
      onFocus={(e) => {
        const p = placeOf(e.target);
        if (p) setMoved(p);
      }}
      sx={{
        overflow: 'auto',
        maxHeight: { xs: 'calc(100vh - 300px)', sm: 'calc(100vh - 260px)' },
        minHeight: 320,
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
        bgcolor: 'background.paper',
      }}
    >
      <Box id={keysId} sx={visuallyHidden}>
        {branchAgendaText.gridKeys}
      </Box>
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: `${GUTTER_PX}px repeat(${columns.length}, minmax(${minColumn}px, 1fr))`,
          minWidth: 'min-content',
        }}
      >
        <Box
          sx={{
            position: 'sticky',
            top: 0,
            left: 0,
            zIndex: 9,
            bgcolor: 'background.paper',
            borderBottom: 1,
            borderColor: 'divider',
          }}
        />
        {columns.map((c) => (
          <Box
            key={c.key}
            sx={{
              position: 'sticky',
              top: 0,
              zIndex: 8,
              bgcolor: 'background.paper',
              borderBottom: 1,
              borderLeft: 1,
              borderColor: 'divider',
              px: 1,
              py: 0.75,
              minWidth: 0,
            }}
          >
            <Typography
              component="h3"
              variant="subtitle2"
              noWrap
              sx={{ fontWeight: 700, textTransform: 'capitalize' }}
            >
              {heading(c)}
            </Typography>
            <Typography variant="caption" color="text.secondary" noWrap component="p">
              {c.shifts.length === 0
                ? branchAgendaText.notWorking
                : c.shifts
                    .map((s) => `${minutesToTime(s.start)}–${minutesToTime(s.end)}`)
                    .join(' · ')}
            </Typography>
          </Box>
        ))}
        <Box
          aria-hidden
          sx={{
            position: 'sticky',
            left: 0,
            zIndex: 7,
            bgcolor: 'background.paper',
            height: rows.length * ROW_PX,
          }}
        >
          {rows.map((m, i) =>
            m % 60 === 0 ? (
              <Typography
                key={m}
                variant="caption"
                sx={{
                  position: 'absolute',
                  top: i * ROW_PX + 2,
                  right: 6,
                  fontVariantNumeric: 'tabular-nums',
                  color: 'text.secondary',
                }}
              >
                {minutesToTime(m)}
              </Typography>
            ) : null,
          )}
        </Box>
        {columns.map((c, i) => (
          <AgendaColumnView
            key={c.key}
            column={c}
            col={i}
            blocks={blocks[i] ?? []}
            active={active}
            cellPrefix={heading(c)}
            range={range}
            rowPx={ROW_PX}
            today={today}
            nowMinutes={nowMinutes}
            drag={drag}
            bind={bind}
            visitSizes={visitSizes}
            onOpen={onOpen}
            onCell={onCell}
          />
        ))}
      </Box>
    </Box>
  );
}
