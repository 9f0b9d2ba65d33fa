import Box from '@mui/material/Box';

/** 'Activo, Libre, Activo, Activo' for '1011'. */
export function occupancyText(ocupacion: string): string {
  return [...ocupacion].map((c) => (c === '1' ? 'Activo' : 'Libre')).join(', ');
}

/** The service's 15-minute modules: active filled, idle outlined (seed §2 "occupation blocks"). */
export function OccupancyStrip({ ocupacion }: { ocupacion: string }) {
  const text = occupancyText(ocupacion);
  return (
    <Box
      role="img"
      aria-label={`Bloques: ${text}`}
      title={text}
      sx={{ display: 'inline-flex', gap: '2px', flexWrap: 'wrap', verticalAlign: 'middle' }}
    >
      {[...ocupacion].map((c, i) => (
        <Box
          key={i}
          sx={{
            width: 14,
            height: 14,
            borderRadius: '3px',
            border: 2,
            borderColor: 'primary.main',
            bgcolor: c === '1' ? 'primary.main' : 'transparent',
          }}
        />
      ))}
    </Box>
  );
}
