import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import DownloadIcon from '@mui/icons-material/Download';
import type { ImportKind } from '@turnos/domain';
import type { ImportAnswer } from '@/api/imports';
import { DataTable } from '@/components/data-table';
import { downloadErrors } from '../utils/import-files';
import { importTexts } from '../utils/texts';

/** What an import did (or, simulated, would do): its counts in words. */
export function summaryCounts(kind: ImportKind, answer: ImportAnswer, done: boolean) {
  const { nuevos, omitidos, actualizados = 0 } = answer.resumen;
  const errors = {
    n: answer.errores.length,
    text: `${answer.errores.length === 1 ? 'línea' : 'líneas'} con errores`,
  };
  return kind === 'clientes'
    ? [
        { n: nuevos, text: done ? 'clientes nuevos' : 'clientes nuevos a crear' },
        {
          n: actualizados,
          text: done ? 'completados con datos que faltaban' : 'a completar con datos que faltan',
        },
        { n: omitidos, text: 'ya estaban, sin cambios' },
        errors,
      ]
    : [
        { n: nuevos, text: done ? 'turnos nuevos' : 'turnos nuevos a crear' },
        { n: omitidos, text: 'ya estaban en la agenda' },
        errors,
      ];
}

/** The counts as tiles, then the lines with errors (paged, cards on a phone) and their CSV. */
export function ImportSummary({
  kind,
  answer,
  done,
  headingId,
}: {
  kind: ImportKind;
  answer: ImportAnswer;
  done: boolean;
  headingId: string;
}) {
  return (
    <Stack spacing={2}>
      <Box
        component="ul"
        aria-labelledby={headingId}
        sx={{
          m: 0,
          p: 0,
          listStyle: 'none',
          display: 'grid',
          gap: 1,
          gridTemplateColumns: { xs: 'repeat(2, 1fr)', sm: 'repeat(4, 1fr)' },
        }}
      >
        {summaryCounts(kind, answer, done).map((c) => (
          <Paper component="li" variant="outlined" key={c.text} sx={{ p: 1.5 }}>
            <Typography variant="h3" component="span" sx={{ display: 'block' }}>
              {c.n.toLocaleString('es-AR')}
            </Typography>
            <Typography variant="body2" component="span" color="text.secondary">
              {c.text}
            </Typography>
          </Paper>
        ))}
      </Box>
      {answer.errores.length > 0 && (
        <Stack spacing={1} component="section" aria-labelledby={`${headingId}-errors`}>
          <Stack
            direction={{ xs: 'column', sm: 'row' }}
            spacing={1}
            sx={{ justifyContent: 'space-between' }}
          >
            <Typography variant="h3" id={`${headingId}-errors`}>
              {importTexts.errorsHeading}
            </Typography>
            <Button
              variant="outlined"
              size="small"
              startIcon={<DownloadIcon />}
              onClick={() => downloadErrors(kind, answer.errores)}
              sx={{ alignSelf: 'flex-start' }}
            >
              {importTexts.errorsDownload}
            </Button>
          </Stack>
          <DataTable
            label={importTexts.errorsHeading}
            rows={answer.errores}
            rowKey={(e) => `${e.linea}-${e.mensaje}`}
            columns={[
              { id: 'linea', header: 'Línea', cell: (e) => e.linea, width: 80 },
              { id: 'mensaje', header: 'Motivo', cell: (e) => e.mensaje },
            ]}
          />
        </Stack>
      )}
    </Stack>
  );
}
