import IconButton from '@mui/material/IconButton';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import LinkOffIcon from '@mui/icons-material/LinkOff';
import { formatARS, formatDuration } from '@/lib/format';
import type { ProfessionalService } from '@/api/professional-services';

interface Props {
  service: ProfessionalService;
  busy: boolean;
  onToggle: (on: boolean) => void;
  onUnlink: () => void;
}

/** A linked service: its active switch (moves after the save) and the unlink button. */
export function LinkedServiceItem({ service: s, busy, onToggle, onUnlink }: Props) {
  const on = String(s.activo) === '1';
  return (
    <ListItem divider sx={{ pr: 1 }}>
      <ListItemText
        primary={s.nombre}
        secondary={`${formatDuration(Number(s.duracion))} · ${formatARS(s.precio)}`}
        sx={{ minWidth: 0 }}
      />
      <Stack direction="row" sx={{ alignItems: 'center', flexShrink: 0 }}>
        <Switch
          checked={on}
          disabled={busy}
          onChange={(e) => onToggle(e.target.checked)}
          slotProps={{ input: { 'aria-label': `${s.nombre}: activo` } }}
        />
        <IconButton aria-label={`Desvincular ${s.nombre}`} onClick={onUnlink} disabled={busy}>
          <LinkOffIcon />
        </IconButton>
      </Stack>
    </ListItem>
  );
}
