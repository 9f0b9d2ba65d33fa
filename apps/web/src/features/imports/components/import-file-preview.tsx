import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataTable, type DataTableColumn } from '@/components/data-table';
import type { FilePreview } from '../utils/read-preview';
import { importTexts } from '../utils/texts';

type Row = { n: number; cells: string[] };

/** The file as read: charset and separator, which column feeds which field, the first lines. */
export function ImportFilePreview({ preview }: { preview: FilePreview }) {
  const { header, rows, mapped, encoding, separator } = preview;
  const columns: DataTableColumn<Row>[] = header.map((name, i) => ({
    id: `c${i}`,
    header: name || `Columna ${i + 1}`,
    cell: (row) => row.cells[i] ?? '',
  }));
  return (
    <Stack spacing={2} component="section" aria-labelledby="import-preview-heading">
      <Typography variant="h2" id="import-preview-heading">
        {importTexts.previewHeading}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        Leído como {encoding}, separado por {separator === ';' ? 'punto y coma (;)' : 'comas (,)'}.
      </Typography>
      <Box component="section" aria-labelledby="import-mapping-heading">
        <Typography variant="h3" id="import-mapping-heading" sx={{ mb: 1 }}>
          {importTexts.mappingHeading}
        </Typography>
        <Box
          component="ul"
          sx={{ m: 0, p: 0, listStyle: 'none', display: 'flex', flexWrap: 'wrap', gap: 1 }}
        >
          {mapped.mapping.map((m, i) => (
            <li key={i}>
              <Chip
                variant={m.campo ? 'filled' : 'outlined'}
                color={m.campo ? 'primary' : 'default'}
                label={`${m.columna || `Columna ${i + 1}`} → ${m.campo ?? importTexts.ignored}`}
              />
            </li>
          ))}
        </Box>
      </Box>
      {mapped.problem && <Alert severity="error">{mapped.problem}</Alert>}
      {rows.length === 0 ? (
        <Typography role="status">{importTexts.noRows}</Typography>
      ) : (
        <DataTable
          label={importTexts.firstRows}
          rows={rows.map((cells, n) => ({ n, cells }))}
          columns={columns}
          rowKey={(r) => r.n}
        />
      )}
    </Stack>
  );
}
