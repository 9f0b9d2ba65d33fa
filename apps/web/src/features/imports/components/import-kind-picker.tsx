import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import DownloadIcon from '@mui/icons-material/Download';
import type { ImportKind } from '@turnos/domain';
import { downloadTemplate } from '../utils/import-files';
import { importTexts } from '../utils/texts';

/** Clients or appointments, what each does, and its template. */
export function ImportKindPicker({
  kind,
  onChange,
  disabled,
}: {
  kind: ImportKind;
  onChange: (kind: ImportKind) => void;
  disabled: boolean;
}) {
  return (
    <Stack spacing={1}>
      <FormControl disabled={disabled}>
        <FormLabel id="import-kind">{importTexts.kindLabel}</FormLabel>
        <RadioGroup
          row
          aria-labelledby="import-kind"
          aria-describedby="import-kind-help"
          value={kind}
          onChange={(e) => onChange(e.target.value === 'turnos' ? 'turnos' : 'clientes')}
        >
          {(['clientes', 'turnos'] as const).map((k) => (
            <FormControlLabel key={k} value={k} control={<Radio />} label={importTexts.kinds[k]} />
          ))}
        </RadioGroup>
        <FormHelperText id="import-kind-help" sx={{ mx: 0 }}>
          {importTexts.kindHelp[kind]}
        </FormHelperText>
      </FormControl>
      <div>
        <Button variant="text" startIcon={<DownloadIcon />} onClick={() => downloadTemplate(kind)}>
          {importTexts.template} de {importTexts.kinds[kind].toLowerCase()}
        </Button>
      </div>
    </Stack>
  );
}
