import Box from '@mui/material/Box';
import { visitMarkerLabel, visitText } from './visit-texts';

interface Props {
  /** how many services the visit has; null when the screen cannot know (ADR 0075) */
  size: number | null;
  /** inside a control whose own label already says it: only seen, not heard twice */
  decorative?: boolean;
}

/** 'Visita': this appointment is one service of a visit (contract §6.2). */
export function VisitMarker({ size, decorative = false }: Props) {
  const label = visitMarkerLabel(size);
  return (
    <Box
      component="span"
      role={decorative ? undefined : 'img'}
      aria-label={decorative ? undefined : label}
      aria-hidden={decorative ? true : undefined}
      title={label}
      data-visita=""
      sx={{
        display: 'inline-flex',
        alignItems: 'center',
        px: 0.5,
        borderRadius: 0.5,
        fontSize: 11,
        fontWeight: 700,
        lineHeight: 1.5,
        whiteSpace: 'nowrap',
        bgcolor: '#e3f2fd',
        color: '#0d47a1',
        border: 1,
        borderColor: '#90caf9',
      }}
    >
      {visitText.chip}
      {size && size > 1 ? ` · ${size}` : ''}
    </Box>
  );
}
