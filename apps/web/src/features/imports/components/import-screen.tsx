import { useEffect, useRef, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ImportKind } from '@turnos/domain';
import { useRunImport, useSimulateImport, type ImportAnswer } from '@/api/imports';
import { LoadError } from '@/components/load-error';
import { RouterLink } from '@/components/link-button';
import { useErrorText } from '@/components/toast';
import { paths } from '@/config/paths';
import { serverWords } from '@/lib/error-toast';
import { readPreview, type PreviewResult } from '../utils/read-preview';
import { importTexts } from '../utils/texts';
import { ImportKindPicker } from './import-kind-picker';
import { ImportFilePicker } from './import-file-picker';
import { ImportFilePreview } from './import-file-preview';
import { ImportSummary } from './import-summary';

/** A progress bar with its words, announced to screen readers. */
function Working({ text }: { text: string }) {
  return (
    <Stack spacing={1} role="status">
      <Typography>{text}</Typography>
      <LinearProgress aria-label={text} />
    </Stack>
  );
}

const somethingToImport = (a: ImportAnswer) => a.resumen.nuevos + (a.resumen.actualizados ?? 0) > 0;

/**
 * "Importar datos" (contract §7.8): pick clients or appointments, a CSV; see it as read (charset,
 * separator, columns, first lines) and what the import would do (a `simular` run: counts and the
 * lines with errors); confirm; see the result. Templates and the errors as CSV to download.
 */
export function ImportScreen() {
  const [kind, setKind] = useState<ImportKind>('clientes');
  const [file, setFile] = useState<File | null>(null);
  const [read, setRead] = useState<PreviewResult | 'reading' | null>(null);
  const simulate = useSimulateImport();
  const run = useRunImport();
  const errorText = useErrorText();
  const resultHeading = useRef<HTMLHeadingElement>(null);
  /** the file whose reading counts: a later choice makes an earlier reading stale */
  const current = useRef<File | null>(null);

  const start = async (chosen: File, as: ImportKind) => {
    current.current = chosen;
    setFile(chosen);
    setRead('reading');
    simulate.reset();
    run.reset();
    const result = await readPreview(chosen, as);
    if (current.current !== chosen) return;
    setRead(result);
    if ('preview' in result && !result.preview.mapped.problem)
      simulate.mutate({ kind: as, file: chosen });
  };
  const changeKind = (k: ImportKind) => {
    setKind(k);
    if (file) void start(file, k);
  };
  const reset = () => {
    current.current = null;
    setFile(null);
    setRead(null);
    simulate.reset();
    run.reset();
  };

  const done = run.data;
  useEffect(() => {
    if (done) resultHeading.current?.focus();
  }, [done]);

  const preview = read !== null && read !== 'reading' && 'preview' in read ? read.preview : null;
  const checked = simulate.data;
  const busy = run.isPending;

  if (done) {
    return (
      <Stack spacing={2} component="section" aria-labelledby="import-result-heading">
        <Typography variant="h2" id="import-result-heading" ref={resultHeading} tabIndex={-1}>
          {importTexts.resultHeading}
        </Typography>
        <Alert severity={done.errores.length > 0 ? 'warning' : 'success'}>
          {file?.name}: importado.
          {done.errores.length > 0 &&
            ' Las líneas con errores no se importaron: corregilas y volvé a importar el archivo (lo que ya está no se duplica).'}
        </Alert>
        <ImportSummary kind={kind} answer={done} done headingId="import-result-heading" />
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
          <Button variant="contained" onClick={reset}>
            {importTexts.again}
          </Button>
          <Button
            variant="outlined"
            component={RouterLink}
            to={kind === 'clientes' ? paths.admin.clients : paths.admin.agenda}
          >
            {kind === 'clientes' ? importTexts.seeClients : importTexts.seeAgenda}
          </Button>
        </Stack>
      </Stack>
    );
  }

  return (
    <Stack spacing={3}>
      <Typography>{importTexts.intro}</Typography>
      <ImportKindPicker kind={kind} onChange={changeKind} disabled={busy} />
      <ImportFilePicker file={file} onChoose={(f) => void start(f, kind)} disabled={busy} />
      {read === 'reading' && <Working text={importTexts.reading} />}
      {read !== null && read !== 'reading' && 'problem' in read && (
        <Alert severity="error">{read.problem}</Alert>
      )}
      {preview && (
        <>
          <Divider />
          <ImportFilePreview preview={preview} />
        </>
      )}
      {preview && !preview.mapped.problem && file && (
        <Stack spacing={2} component="section" aria-labelledby="import-check-heading">
          <Typography variant="h2" id="import-check-heading">
            {importTexts.checkHeading}
          </Typography>
          {simulate.isPending && <Working text={importTexts.simulating} />}
          {simulate.isError && (
            <LoadError
              message={
                errorText(simulate.error, importTexts.simulateError, serverWords()) ??
                importTexts.simulateError
              }
              onRetry={() => simulate.mutate({ kind, file })}
            />
          )}
          {checked && (
            <>
              <ImportSummary
                kind={kind}
                answer={checked}
                done={false}
                headingId="import-check-heading"
              />
              {run.isError && (
                <Alert severity="error">
                  {errorText(run.error, importTexts.runError, serverWords()) ??
                    importTexts.runError}
                </Alert>
              )}
              {busy && <Working text={importTexts.running} />}
              {somethingToImport(checked) ? (
                <Box>
                  <Button
                    variant="contained"
                    disabled={busy}
                    onClick={() => run.mutate({ kind, file })}
                  >
                    {importTexts.confirm}
                  </Button>
                </Box>
              ) : (
                <Typography role="status">{importTexts.nothingToImport}</Typography>
              )}
            </>
          )}
        </Stack>
      )}
    </Stack>
  );
}
