import { useEffect } from 'react';
import { Controller, useFieldArray, useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import MenuItem from '@mui/material/MenuItem';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import { BUSY_SERVICE_ID } from '@turnos/domain';
import { FormDialog } from '@/components/form-dialog';
import { LoadError } from '@/components/load-error';
import { muiField } from '@/lib/form';
import { serverWords } from '@/lib/error-toast';
import {
  COMMISSIONS_LOAD_ERROR,
  useCommissionRates,
  useSaveCommissionRates,
  type Commissions,
} from '@/api/commissions';
import { LINKED_SERVICES_ERROR, useLinkedServices } from '@/api/professional-services';
import {
  commissionRatesSchema,
  percentForField,
  type CommissionRatesForm,
  type CommissionRatesOutput,
} from '../schemas';

export const RATES_SAVED = 'Comisiones guardadas.';
export const RATES_SAVE_ERROR = 'No se pudieron guardar las comisiones.';

interface Props {
  professionalBranchId: number;
  /** e.g. 'Ana Gómez · Centro' */
  subtitle?: string;
  open: boolean;
  onClose: () => void;
}

const toForm = (c: Commissions): CommissionRatesForm => ({
  comision_servicios: percentForField(c.comision_servicios),
  comision_productos: percentForField(c.comision_productos),
  por_servicio: c.por_servicio.map((p) => ({
    id_servicio: String(p.id_servicio),
    porcentaje: percentForField(p.porcentaje),
  })),
});

const percentSlot = {
  input: { endAdornment: <InputAdornment position="end">%</InputAdornment> },
  htmlInput: { inputMode: 'decimal' as const, maxLength: 6 },
};

/**
 * Comisiones (admin, the professional's row menu): the percentage of the services they do, of
 * the products they sell, and a service's own percentage over the first (contract §7.4).
 */
export function CommissionRatesDialog({ professionalBranchId, subtitle, open, onClose }: Props) {
  const rates = useCommissionRates(professionalBranchId, open);
  const services = useLinkedServices(professionalBranchId, open);
  const save = useSaveCommissionRates();
  const form = useForm<CommissionRatesForm, unknown, CommissionRatesOutput>({
    resolver: zodResolver(commissionRatesSchema),
    defaultValues: { comision_servicios: '', comision_productos: '', por_servicio: [] },
  });
  const { register, reset, control, formState } = form;
  const { errors } = formState;
  const list = useFieldArray({ control, name: 'por_servicio' });
  const chosen = useWatch({ control, name: 'por_servicio' });

  useEffect(() => {
    if (open && rates.data) reset(toForm(rates.data));
  }, [open, rates.data, reset]);

  const options = (services.data ?? []).filter((s) => s.id_servicio !== BUSY_SERVICE_ID);
  const nameOf = (id: string) =>
    options.find((s) => String(s.id_servicio) === id)?.nombre ?? `Servicio ${id}`;
  const loadError = rates.isError || services.isError;

  return (
    <FormDialog
      open={open}
      id="commission-rates"
      title="Comisiones"
      form={form}
      onSubmit={async (v) => {
        await save.mutateAsync({ id_peluquero_sucursal: professionalBranchId, ...v });
      }}
      successText={RATES_SAVED}
      errorText={RATES_SAVE_ERROR}
      answerText={serverWords()}
      onClose={onClose}
      ready={Boolean(rates.data && services.data)}
      maxWidth="sm"
    >
      {subtitle && <Typography color="text.secondary">{subtitle}</Typography>}
      {loadError && (
        <LoadError
          message={rates.isError ? COMMISSIONS_LOAD_ERROR : LINKED_SERVICES_ERROR}
          onRetry={() => void (rates.isError ? rates.refetch() : services.refetch())}
          retrying={rates.isFetching || services.isFetching}
        />
      )}
      {!loadError && (rates.isPending || services.isPending) && (
        <Skeleton variant="rounded" height={160} aria-label="Cargando comisiones" />
      )}
      {rates.data && services.data && (
        <>
          <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 2 }}>
            <TextField
              id="commission-servicios"
              label="Servicios"
              required
              fullWidth
              error={Boolean(errors.comision_servicios)}
              helperText={errors.comision_servicios?.message ?? 'De 0 a 100, por ejemplo 40 o 12,5'}
              slotProps={percentSlot}
              {...muiField(register('comision_servicios'))}
            />
            <TextField
              id="commission-productos"
              label="Productos vendidos"
              required
              fullWidth
              error={Boolean(errors.comision_productos)}
              helperText={errors.comision_productos?.message ?? 'De 0 a 100'}
              slotProps={percentSlot}
              {...muiField(register('comision_productos'))}
            />
          </Stack>
          <div>
            <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
              Porcentaje propio por servicio
            </Typography>
            <Typography variant="body2" color="text.secondary">
              Reemplaza al de servicios para ese servicio (por ejemplo, la coloración paga más que
              el corte).
            </Typography>
          </div>
          {list.fields.length === 0 && (
            <Typography variant="body2" role="status">
              Ningún servicio tiene porcentaje propio.
            </Typography>
          )}
          {list.fields.map((f, i) => (
            <Stack
              key={f.id}
              direction="row"
              sx={{ gap: 1, alignItems: 'flex-start', flexWrap: { xs: 'wrap', sm: 'nowrap' } }}
            >
              <Controller
                control={control}
                name={`por_servicio.${i}.id_servicio`}
                render={({ field }) => (
                  <TextField
                    id={`commission-servicio-${i}`}
                    select
                    label="Servicio"
                    required
                    sx={{ flex: { xs: '1 1 100%', sm: '1 1 60%' }, minWidth: 0 }}
                    error={Boolean(errors.por_servicio?.[i]?.id_servicio)}
                    helperText={errors.por_servicio?.[i]?.id_servicio?.message}
                    {...field}
                  >
                    {field.value !== '' &&
                      !options.some((s) => String(s.id_servicio) === field.value) && (
                        <MenuItem value={field.value}>{nameOf(field.value)}</MenuItem>
                      )}
                    {options.map((s) => (
                      <MenuItem key={s.id_servicio} value={String(s.id_servicio)}>
                        {s.nombre}
                      </MenuItem>
                    ))}
                  </TextField>
                )}
              />
              <TextField
                id={`commission-porcentaje-${i}`}
                label="Porcentaje"
                required
                sx={{ flex: '1 1 40%', minWidth: 0 }}
                error={Boolean(errors.por_servicio?.[i]?.porcentaje)}
                helperText={errors.por_servicio?.[i]?.porcentaje?.message}
                slotProps={percentSlot}
                {...muiField(register(`por_servicio.${i}.porcentaje`))}
              />
              <IconButton
                aria-label={`Quitar ${chosen[i]?.id_servicio ? nameOf(chosen[i].id_servicio) : 'el servicio'}`}
                onClick={() => list.remove(i)}
                sx={{ mt: 1 }}
              >
                <DeleteIcon />
              </IconButton>
            </Stack>
          ))}
          <Button
            startIcon={<AddIcon />}
            onClick={() => list.append({ id_servicio: '', porcentaje: '' })}
            disabled={options.length === 0 || list.fields.length >= options.length}
            sx={{ alignSelf: 'flex-start' }}
          >
            Agregar servicio
          </Button>
        </>
      )}
    </FormDialog>
  );
}
