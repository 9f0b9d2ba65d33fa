import Box from '@mui/material/Box';
import { useTheme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { BarChart } from '@mui/x-charts/BarChart';
import { LineChart } from '@mui/x-charts/LineChart';
import { formatARS, formatShortDate } from '@/lib/format';
import type { Reporte } from '@/api/reports';

const percent = new Intl.NumberFormat('es-AR', { style: 'percent', maximumFractionDigits: 1 });

function Section({
  id,
  title,
  children,
}: {
  id: string;
  title: string;
  children: React.ReactNode;
}) {
  return (
    <Box component="section" aria-labelledby={id} sx={{ minWidth: 0 }}>
      <Typography variant="h3" component="h2" id={id} sx={{ mb: 1 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

/** Occupancy per professional (horizontal bars, 0–100 %). */
export function OccupancyChart({ rows }: { rows: Reporte['por_profesional'] }) {
  const theme = useTheme();
  if (rows.length === 0) {
    return (
      <Section id="chart-ocupacion" title="Ocupación por profesional">
        <Typography color="text.secondary">No hay profesionales en este filtro.</Typography>
      </Section>
    );
  }
  return (
    <Section id="chart-ocupacion" title="Ocupación por profesional">
      <BarChart
        layout="horizontal"
        height={Math.max(140, 48 * rows.length + 60)}
        dataset={rows.map((r) => ({ nombre: r.nombre, ocupacion: r.ocupacion }))}
        yAxis={[{ scaleType: 'band', dataKey: 'nombre', width: 110 }]}
        xAxis={[{ min: 0, max: 1, valueFormatter: (v: number) => percent.format(v) }]}
        series={[
          {
            dataKey: 'ocupacion',
            label: 'Ocupación',
            color: theme.palette.primary.main,
            valueFormatter: (v) => percent.format(v ?? 0),
          },
        ]}
        hideLegend
        margin={{ left: 8, right: 28 }}
      />
    </Section>
  );
}

/** Income per day of the period, as a line. */
export function IncomeChart({ days }: { days: Reporte['por_dia'] }) {
  const theme = useTheme();
  return (
    <Section id="chart-ingresos" title="Ingresos por día">
      <LineChart
        height={240}
        dataset={days.map((d) => ({ fecha: d.fecha, ingresos: Number(d.ingresos) }))}
        xAxis={[
          {
            scaleType: 'point',
            dataKey: 'fecha',
            valueFormatter: (f: string) => formatShortDate(f),
          },
        ]}
        yAxis={[{ width: 72, valueFormatter: (v: number) => formatARS(v) }]}
        series={[
          {
            dataKey: 'ingresos',
            label: 'Ingresos',
            color: theme.palette.primary.main,
            showMark: days.length <= 31,
            valueFormatter: (v) => formatARS(v ?? 0),
          },
        ]}
        hideLegend
        margin={{ right: 16 }}
      />
    </Section>
  );
}

/** Services by income, as a sorted list of bars (readable as a list by a screen reader). */
export function ServicesList({ rows }: { rows: Reporte['por_servicio'] }) {
  const max = Math.max(1, ...rows.map((r) => Number(r.ingresos)));
  return (
    <Section id="chart-servicios" title="Servicios">
      {rows.length === 0 ? (
        <Typography color="text.secondary">No hay turnos en este período.</Typography>
      ) : (
        <Box component="ol" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1 }}>
          {rows.map((r) => (
            <Box component="li" key={r.id_servicio}>
              <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1 }}>
                <Typography variant="body2" noWrap>
                  {r.nombre}
                </Typography>
                <Typography variant="body2" color="text.secondary" sx={{ whiteSpace: 'nowrap' }}>
                  {r.turnos} {r.turnos === 1 ? 'turno' : 'turnos'} · {formatARS(r.ingresos)}
                </Typography>
              </Box>
              <Box
                aria-hidden
                sx={{ height: 8, borderRadius: 1, bgcolor: 'action.hover', overflow: 'hidden' }}
              >
                <Box
                  sx={{
                    height: '100%',
                    width: `${(Number(r.ingresos) / max) * 100}%`,
                    bgcolor: 'primary.main',
                  }}
                />
              </Box>
            </Box>
          ))}
        </Box>
      )}
    </Section>
  );
}
