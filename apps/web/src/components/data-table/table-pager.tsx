import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

interface Props {
  page: number;
  pages: number;
  onChange: (page: number) => void;
}

/** Seed §2: 'Anterior' / 'Siguiente' paging. */
export function TablePager({ page, pages, onChange }: Props) {
  return (
    <Stack
      component="nav"
      aria-label="Paginación"
      direction="row"
      sx={{ alignItems: 'center', justifyContent: 'flex-end', gap: 1, p: 1, flexWrap: 'wrap' }}
    >
      <Typography variant="body2" color="text.secondary" aria-live="polite">
        Página {page + 1} de {pages}
      </Typography>
      <Button size="small" onClick={() => onChange(page - 1)} disabled={page === 0}>
        Anterior
      </Button>
      <Button size="small" onClick={() => onChange(page + 1)} disabled={page >= pages - 1}>
        Siguiente
      </Button>
    </Stack>
  );
}
