import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { minutesToTime } from '@turnos/domain';
import type { Turno } from '@/api/appointments';
import { type AgendaColumn, columnsRange } from '../utils/agenda-columns';
import { rowStarts } from '../utils/grid-layout';
import { type DropTarget, useBlockDrag } from '../hooks/use-block-drag';
import { branchAgendaText } from '../utils/branch-texts';
import { AgendaColumnView } from './agenda-column';

export const ROW_PX = 24;
const GUTTER_PX = 52;

interface Props {
  columns: AgendaColumn[];
  /** each column's heading: the professional (day view) or the date (week view) */
  heading: (c: AgendaColumn) => string;
  today: string;
  nowMinutes: number;
  patterns: ReadonlyMap<number, string>;
  onOpen: (t: Turno) => void;
  onCell: (column: AgendaColumn, minutes: number) => void;
  onMove: (t: Turno, target: DropTarget) => void;
}

/** The time gutter and the columns side by side; headings stay on top while scrolling. */
export function AgendaGrid({
  columns,
  heading,
  today,
  nowMinutes,
  patterns,
  onOpen,
  onCell,
  onMove,
}: Props) {
  const range = columnsRange(columns);
  const rows = rowStarts(range);
  const { drag, bind } = useBlockDrag(range, ROW_PX, (d) => onMove(d.turno, d.target));
  const minColumn = columns.length > 1 ? 140 : 0;
  return (
    <Box
      role="region"
      aria-label="Grilla de la agenda"
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
        {columns.map((c) => (
          <AgendaColumnView
            key={c.key}
            column={c}
            cellPrefix={heading(c)}
            range={range}
            rowPx={ROW_PX}
            today={today}
            nowMinutes={nowMinutes}
            patterns={patterns}
            drag={drag}
            bind={bind}
            onOpen={onOpen}
            onCell={onCell}
          />
        ))}
      </Box>
    </Box>
  );
}
