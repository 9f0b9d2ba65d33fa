import { useState, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { LoadError } from '@/components/load-error';
import { useErrorToast, useToast } from '@/components/toast';
import { changedOptions, useOptions, useSaveOptions, type OptionValues } from '@/api/options';

export interface OptionField {
  name: string;
  label: string;
  kind: 'text' | 'switch' | 'number' | 'time' | 'template' | 'secret';
  /** placeholders the template accepts, shown as chips that insert them */
  placeholders?: readonly string[];
  helper?: string;
  /** a Spanish message when the value is not acceptable */
  validate?: (value: string) => string | null;
}

/** Loads its options first, then shows; saving sends only the changed fields (seed §2). */
export function OptionForm({
  fields,
  extra,
}: {
  fields: readonly OptionField[];
  extra?: ReactNode;
}) {
  const names = fields.map((f) => f.name);
  const query = useOptions(names);
  if (query.isError) {
    return (
      <LoadError message="Error al cargar las opciones." onRetry={() => void query.refetch()} />
    );
  }
  if (!query.data) {
    return (
      <Stack spacing={2} aria-label="Cargando opciones">
        {fields.map((f) => (
          <Skeleton key={f.name} variant="rounded" height={f.kind === 'template' ? 120 : 48} />
        ))}
      </Stack>
    );
  }
  return (
    <LoadedForm
      key={JSON.stringify(query.data)}
      fields={fields}
      initial={query.data}
      extra={extra}
    />
  );
}

function LoadedForm({
  fields,
  initial,
  extra,
}: {
  fields: readonly OptionField[];
  initial: OptionValues;
  extra?: ReactNode;
}) {
  const [values, setValues] = useState<OptionValues>(initial);
  const save = useSaveOptions();
  const toast = useToast();
  const showError = useErrorToast();
  const set = (name: string, value: string) => setValues((v) => ({ ...v, [name]: value }));
  const errors = Object.fromEntries(
    fields.map((f) => [
      f.name,
      values[f.name] !== initial[f.name] ? (f.validate?.(values[f.name] ?? '') ?? null) : null,
    ]),
  );
  const changes = changedOptions(initial, values);
  const invalid = Object.values(errors).some(Boolean);

  const submit = async () => {
    toast.show('Guardando cambios...', 'info');
    try {
      await save.mutateAsync(changes);
      toast.show('Cambios guardados con éxito.', 'success');
    } catch (e) {
      showError(e, 'Error al guardar los cambios.');
    }
  };

  return (
    <Box
      component="form"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      <Stack spacing={2}>
        {fields.map((f) => (
          <FieldInput
            key={f.name}
            field={f}
            value={values[f.name] ?? ''}
            error={errors[f.name] ?? null}
            onChange={(v) => set(f.name, v)}
          />
        ))}
        {extra}
        <Box>
          <Button
            type="submit"
            variant="contained"
            disabled={save.isPending || invalid || Object.keys(changes).length === 0}
          >
            Guardar cambios
          </Button>
        </Box>
      </Stack>
    </Box>
  );
}

function FieldInput({
  field: f,
  value,
  error,
  onChange,
}: {
  field: OptionField;
  value: string;
  error: string | null;
  onChange: (v: string) => void;
}) {
  if (f.kind === 'switch') {
    const hint = f.helper ? `${f.name}-helper` : undefined;
    return (
      <Box>
        <FormControlLabel
          control={
            <Switch
              checked={value === '1'}
              onChange={(e) => onChange(e.target.checked ? '1' : '0')}
              slotProps={{ input: hint ? { 'aria-describedby': hint } : {} }}
            />
          }
          label={f.label}
        />
        {f.helper && (
          <Typography id={hint} variant="body2" color="text.secondary" sx={{ ml: { sm: 6 } }}>
            {f.helper}
          </Typography>
        )}
      </Box>
    );
  }
  const insert = (p: string) => onChange(`${value}[${p}]`);
  return (
    <Box>
      <TextField
        fullWidth
        id={f.name}
        label={f.label}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        error={!!error}
        helperText={error ?? f.helper}
        type={f.kind === 'number' ? 'number' : f.kind === 'time' ? 'time' : 'text'}
        slotProps={{
          htmlInput: f.kind === 'number' ? { min: 0, step: 1 } : undefined,
          inputLabel: f.kind === 'time' ? { shrink: true } : undefined,
        }}
        multiline={f.kind === 'template'}
        minRows={f.kind === 'template' ? 6 : undefined}
        autoComplete={f.kind === 'secret' ? 'off' : undefined}
      />
      {f.placeholders && (
        <Box sx={{ mt: 1 }}>
          <Typography variant="caption" color="text.secondary" component="p" sx={{ mb: 0.5 }}>
            Campos disponibles (tocá uno para agregarlo):
          </Typography>
          <Stack direction="row" useFlexGap spacing={0.5} sx={{ flexWrap: 'wrap' }}>
            {f.placeholders.map((p) => (
              <Chip
                key={p}
                label={`[${p}]`}
                size="small"
                variant="outlined"
                onClick={() => insert(p)}
              />
            ))}
          </Stack>
        </Box>
      )}
    </Box>
  );
}
