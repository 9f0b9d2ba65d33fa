import Button from '@mui/material/Button';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { formatTime } from '@/lib/format';
import { bookingText } from '../utils/texts';

interface SlotGridProps {
  startTimes: string[];
  service: string;
  onPick: (hora: string) => void;
  disabled?: boolean;
}

/** The narrowest a time button gets ("10:00 hs" on one line): three to a row at 390 px. */
export const SLOT_MIN_WIDTH = 96;

/** Free start times as buttons ('10:00 hs', named 'Reservar a las 10:00 hs'). */
export function SlotGrid({ startTimes, service, onPick, disabled }: SlotGridProps) {
  if (startTimes.length === 0) {
    return (
      <Typography role="status" sx={{ py: 2, textAlign: 'center' }}>
        {bookingText.noSlots(service)}
      </Typography>
    );
  }
  return (
    <Box
      component="ul"
      aria-label="Horarios disponibles"
      sx={{
        listStyle: 'none',
        p: 0,
        m: 0,
        display: 'grid',
        gap: 1,
        gridTemplateColumns: `repeat(auto-fill, minmax(${SLOT_MIN_WIDTH}px, 1fr))`,
      }}
    >
      {startTimes.map((h) => (
        <li key={h}>
          <Button
            fullWidth
            variant="outlined"
            disabled={disabled}
            onClick={() => onPick(h)}
            aria-label={`Reservar a las ${formatTime(h)}`}
          >
            {formatTime(h)}
          </Button>
        </li>
      ))}
    </Box>
  );
}
