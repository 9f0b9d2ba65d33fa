import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { formatARS } from '@/lib/format';
import type { ResumenReporte } from '@/api/reports';

type Key = 'turnos' | 'ingresos' | 'senas_cobradas' | 'ocupacion' | 'no_asistidos' | 'cancelados';

const CARDS: { key: Key; label: string }[] = [
  { key: 'turnos', label: 'Turnos' },
  { key: 'ingresos', label: 'Ingresos' },
  { key: 'senas_cobradas', label: 'Señas cobradas' },
  { key: 'ocupacion', label: 'Ocupación' },
  { key: 'no_asistidos', label: 'No asistidos' },
  { key: 'cancelados', label: 'Cancelados' },
];

const percent = new Intl.NumberFormat('es-AR', { style: 'percent', maximumFractionDigits: 1 });
const signed = new Intl.NumberFormat('es-AR', {
  maximumFractionDigits: 1,
  signDisplay: 'exceptZero',
});

const numberOf = (r: ResumenReporte, key: Key) => Number(r[key]);

/** How a figure is shown: money in ARS, occupancy as a percentage, counts as they are. */
export function formatFigure(key: Key, value: number): string {
  if (key === 'ingresos' || key === 'senas_cobradas') return formatARS(value);
  if (key === 'ocupacion') return percent.format(value);
  return String(value);
}

/** The change against the previous period: in points for occupancy, in percent otherwise. */
export function changeText(
  key: Key,
  now: number,
  before: number,
  than = 'período anterior',
): string {
  if (key === 'ocupacion') {
    const points = (now - before) * 100;
    return `${points === 0 ? '=' : `${signed.format(points)} pp`} vs. ${than}`;
  }
  if (before === 0) return now === 0 ? `Igual que el ${than}` : `Sin datos del ${than}`;
  const change = ((now - before) / before) * 100;
  return `${change === 0 ? '=' : `${signed.format(change)} %`} vs. ${than}`;
}

/** Good news is green: more turnos, ingresos, señas, ocupación; fewer no-shows and cancellations. */
function tone(key: Key, now: number, before: number) {
  if (now === before) return 'text.secondary';
  const better = key === 'no_asistidos' || key === 'cancelados' ? now < before : now > before;
  return better ? 'success.main' : 'error.main';
}

interface Props {
  current: ResumenReporte | undefined;
  previous: ResumenReporte | undefined;
  /** only these figures (the dashboard shows fewer) */
  only?: Key[];
  /** what the change is against */
  previousLabel?: string;
}

/** One card per figure of `resumen`, each with its change against the previous period. */
export function ReportCards({ current, previous, only, previousLabel }: Props) {
  const cards = only ? CARDS.filter((c) => only.includes(c.key)) : CARDS;
  return (
    <Box
      component="ul"
      aria-label="Resumen del período"
      sx={{
        listStyle: 'none',
        p: 0,
        m: 0,
        display: 'grid',
        gap: 1.5,
        gridTemplateColumns: { xs: '1fr 1fr', md: `repeat(${Math.min(cards.length, 6)}, 1fr)` },
      }}
    >
      {cards.map((c) => (
        <Card component="li" key={c.key} variant="outlined">
          <CardContent sx={{ p: 1.5, '&:last-child': { pb: 1.5 } }}>
            <Typography variant="body2" color="text.secondary">
              {c.label}
            </Typography>
            {current ? (
              <Typography variant="h2" component="p" sx={{ my: 0.5, fontWeight: 600 }}>
                {formatFigure(c.key, numberOf(current, c.key))}
              </Typography>
            ) : (
              <Skeleton width="60%" height={36} />
            )}
            {current && previous ? (
              <Typography
                variant="caption"
                sx={{ color: tone(c.key, numberOf(current, c.key), numberOf(previous, c.key)) }}
              >
                {changeText(
                  c.key,
                  numberOf(current, c.key),
                  numberOf(previous, c.key),
                  previousLabel,
                )}
              </Typography>
            ) : (
              <Skeleton width="80%" />
            )}
          </CardContent>
        </Card>
      ))}
    </Box>
  );
}
