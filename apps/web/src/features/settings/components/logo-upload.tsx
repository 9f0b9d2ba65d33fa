import { useEffect, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useErrorText, useToast } from '@/components/toast';
import { isApiError } from '@/lib/api-error';
import { serverWords } from '@/lib/error-toast';
import { useLogoUrl, LOGO_MAX_BYTES, LOGO_TYPES, useUploadLogo } from '@/api/options';

/** Logo: choose, preview (at most 150×150), upload. */
export function LogoUpload() {
  const current = useLogoUrl();
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const upload = useUploadLogo();
  const toast = useToast();
  const showError = useErrorText();

  // the object URL of a chosen file lives until another is chosen or the tab closes
  useEffect(() => {
    if (!preview) return undefined;
    return () => URL.revokeObjectURL(preview);
  }, [preview]);

  const choose = (f: File | null) => {
    setError(null);
    setFile(f);
    setPreview(f ? URL.createObjectURL(f) : null);
    if (f && (!LOGO_TYPES.includes(f.type) || f.size > LOGO_MAX_BYTES)) {
      setError('El logo debe ser una imagen PNG, JPEG o WebP de hasta 1 MB.');
    }
  };
  const submit = async () => {
    if (!file) {
      toast.error('Por favor, selecciona un archivo.');
      return;
    }
    try {
      await upload.mutateAsync(file);
      toast.success('Logo subido correctamente.');
      setFile(null);
      setPreview(null);
    } catch (e) {
      // refused by the server (checked by content): say why, and stop previewing what it refused
      const reason = showError(e, 'Error al subir el logo.', serverWords());
      if (reason !== null && isApiError(e) && e.fromServer) {
        setError(reason);
        setPreview(null);
      } else if (reason !== null) {
        toast.error(reason);
      }
    }
  };
  const shown = preview ?? current;
  return (
    <Stack spacing={2}>
      <Box
        sx={{
          width: 150,
          height: 150,
          border: 1,
          borderColor: 'divider',
          borderRadius: 1,
          display: 'grid',
          placeItems: 'center',
          overflow: 'hidden',
          bgcolor: 'background.paper',
        }}
      >
        {shown ? (
          <Box
            component="img"
            src={shown}
            alt="Vista previa del logo"
            sx={{ maxWidth: 150, maxHeight: 150, objectFit: 'contain' }}
          />
        ) : (
          <Typography variant="body2" color="text.secondary" sx={{ p: 1, textAlign: 'center' }}>
            No hay logo seleccionado
          </Typography>
        )}
      </Box>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
        <Button variant="outlined" component="label">
          Elegir imagen
          <input
            hidden
            type="file"
            name="file"
            accept="image/png,image/jpeg,image/webp"
            aria-label="Archivo del logo"
            onChange={(e) => choose(e.target.files?.[0] ?? null)}
          />
        </Button>
        <Button
          variant="contained"
          onClick={() => void submit()}
          disabled={upload.isPending || !!error}
        >
          Subir logo
        </Button>
      </Stack>
      {file && !error && <Typography variant="body2">{file.name}</Typography>}
      {error && <Alert severity="error">{error}</Alert>}
    </Stack>
  );
}
