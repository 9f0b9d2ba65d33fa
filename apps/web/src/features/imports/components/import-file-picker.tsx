import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { importTexts } from '../utils/texts';

const sizeText = (bytes: number) =>
  bytes < 1024 * 1024
    ? `${Math.max(1, Math.round(bytes / 1024))} KB`
    : `${(bytes / 1024 / 1024).toFixed(1).replace('.', ',')} MB`;

/** The file input, as a button; the chosen file's name and size. */
export function ImportFilePicker({
  file,
  onChoose,
  disabled,
}: {
  file: File | null;
  onChoose: (file: File) => void;
  disabled: boolean;
}) {
  return (
    <Stack
      direction={{ xs: 'column', sm: 'row' }}
      spacing={1.5}
      sx={{ alignItems: { sm: 'center' } }}
    >
      <Button
        variant={file ? 'outlined' : 'contained'}
        component="label"
        startIcon={<UploadFileIcon />}
        disabled={disabled}
        sx={{ alignSelf: 'flex-start' }}
      >
        {file ? importTexts.chooseOther : importTexts.choose}
        <input
          hidden
          type="file"
          name="file"
          accept=".csv,text/csv,text/plain"
          aria-label={importTexts.fileInput}
          disabled={disabled}
          onChange={(e) => {
            const chosen = e.target.files?.[0];
            // the same file chosen again must read again
            e.target.value = '';
            if (chosen) onChoose(chosen);
          }}
        />
      </Button>
      {file ? (
        <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
          {file.name} ({sizeText(file.size)})
        </Typography>
      ) : (
        <Typography variant="body2" color="text.secondary" role="status">
          {importTexts.noFile}
        </Typography>
      )}
    </Stack>
  );
}
