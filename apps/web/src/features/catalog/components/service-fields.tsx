import { Controller, type Control, type FieldErrors, type UseFormRegister } from 'react-hook-form';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { SERVICE_MAX_MODULES, formatDuration } from '@turnos/domain';
import { muiField } from '@/lib/form';
import { SERVICE_FORM_MAX, type ServiceFormInput } from '../schemas';
import { BlockEditor } from './block-editor';

interface Props {
  idPrefix: string;
  control: Control<ServiceFormInput>;
  register: UseFormRegister<ServiceFormInput>;
  errors: FieldErrors<ServiceFormInput>;
}

const MODULES = Array.from({ length: SERVICE_MAX_MODULES }, (_, i) => i + 1);

/** Keeps the blocks already chosen; new modules start active. */
export function resizeBlocks(ocupacion: string, modules: number): string {
  return ocupacion.slice(0, modules).padEnd(modules, '1');
}

/** Name, description, duration, active blocks and price (seed §2 "New service form"). */
export function ServiceFields({ idPrefix, control, register, errors }: Props) {
  return (
    <Stack spacing={2}>
      <TextField
        id={`${idPrefix}-nombre`}
        label="Nombre"
        required
        error={Boolean(errors.nombre)}
        helperText={errors.nombre?.message}
        slotProps={{ htmlInput: { maxLength: SERVICE_FORM_MAX } }}
        {...muiField(register('nombre'))}
      />
      <TextField
        id={`${idPrefix}-descripcion`}
        label="Descripción"
        error={Boolean(errors.descripcion)}
        helperText={errors.descripcion?.message}
        slotProps={{ htmlInput: { maxLength: SERVICE_FORM_MAX } }}
        {...muiField(register('descripcion'))}
      />
      <Controller
        control={control}
        name="ocupacion"
        render={({ field: blocks, fieldState }) => (
          <>
            <Controller
              control={control}
              name="duracion"
              render={({ field }) => (
                <TextField
                  id={`${idPrefix}-duracion`}
                  select
                  label="Duración"
                  required
                  value={String(field.value)}
                  onChange={(e) => {
                    const n = Number(e.target.value);
                    field.onChange(n);
                    blocks.onChange(resizeBlocks(blocks.value, n));
                  }}
                  onBlur={field.onBlur}
                  inputRef={field.ref}
                  error={Boolean(errors.duracion)}
                  helperText={errors.duracion?.message ?? 'Módulos de 15 minutos'}
                  sx={{ maxWidth: 320 }}
                >
                  {MODULES.map((m) => (
                    <MenuItem key={m} value={String(m)}>
                      {m} {m === 1 ? 'módulo' : 'módulos'} ({formatDuration(m)})
                    </MenuItem>
                  ))}
                </TextField>
              )}
            />
            <BlockEditor
              value={blocks.value}
              onChange={blocks.onChange}
              error={fieldState.error?.message}
            />
          </>
        )}
      />
      <TextField
        id={`${idPrefix}-precio`}
        label="Precio"
        required
        error={Boolean(errors.precio)}
        helperText={errors.precio?.message ?? 'Ej: 2500,50'}
        slotProps={{ htmlInput: { maxLength: 60, inputMode: 'decimal' } }}
        sx={{ maxWidth: 320 }}
        {...muiField(register('precio'))}
      />
    </Stack>
  );
}
