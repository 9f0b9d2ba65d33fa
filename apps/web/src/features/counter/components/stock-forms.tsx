import { type FormEvent, type ReactNode, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useErrorText, useToast } from '@/components/toast';
import { serverWords } from '@/lib/error-toast';
import { muiField } from '@/lib/form';
import { useAdjustStock, useTransferStock } from '@/api/products';
import {
  adjustStockSchema,
  transferStockSchema,
  type AdjustStockInput,
  type TransferStockInput,
} from '../schemas';
import type { BranchOption } from '../hooks/use-counter-branches';

type Branches = readonly BranchOption[];

function BranchSelect({
  id,
  label,
  branches,
  field,
  error,
}: {
  id: string;
  label: string;
  branches: Branches;
  field: { value: string; onChange: (v: string) => void; onBlur: () => void; name: string };
  error?: string;
}) {
  return (
    <TextField
      id={id}
      select
      size="small"
      label={label}
      value={field.value}
      name={field.name}
      onBlur={field.onBlur}
      onChange={(e) => field.onChange(e.target.value)}
      error={Boolean(error)}
      helperText={error}
      sx={{ minWidth: 160 }}
    >
      {branches.map((b) => (
        <MenuItem key={b.id} value={b.id}>
          {b.nombre}
        </MenuItem>
      ))}
    </TextField>
  );
}

/** A stock form's frame: its title, the server's refusal, and its fields in one row (a column on a phone). */
function StockFormFrame({
  titleId,
  title,
  failure,
  onSubmit,
  children,
}: {
  titleId: string;
  title: string;
  failure: string | null;
  onSubmit: (e: FormEvent<HTMLFormElement>) => void;
  children: ReactNode;
}) {
  return (
    <form noValidate onSubmit={onSubmit} aria-labelledby={titleId}>
      <Stack spacing={1}>
        <Typography id={titleId} variant="h3">
          {title}
        </Typography>
        {failure && <Alert severity="error">{failure}</Alert>}
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          spacing={1}
          sx={{ alignItems: 'flex-start' }}
        >
          {children}
        </Stack>
      </Stack>
    </form>
  );
}

/** Add or remove units at a branch, with the reason (never below 0: the server answers). */
export function AdjustStockForm({
  productId,
  branches,
}: {
  productId: number;
  branches: Branches;
}) {
  const adjust = useAdjustStock();
  const toast = useToast();
  const errorText = useErrorText();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<
    AdjustStockInput,
    unknown,
    { id_sucursal: string; cantidad: number; motivo: string }
  >({
    resolver: zodResolver(adjustStockSchema),
    defaultValues: { id_sucursal: branches[0]?.id ?? '', cantidad: '', motivo: '' },
  });
  const { errors, isSubmitting } = form.formState;
  const submit = form.handleSubmit(async (v) => {
    setFailure(null);
    try {
      const r = await adjust.mutateAsync({
        id_producto: productId,
        ...v,
        id_sucursal: Number(v.id_sucursal),
      });
      toast.success(`Stock ajustado: quedan ${r.stock}.`);
      form.reset({ ...form.getValues(), cantidad: '', motivo: '' });
    } catch (e) {
      setFailure(errorText(e, 'No pudimos ajustar el stock.', serverWords()));
    }
  });
  return (
    <StockFormFrame
      titleId="adjust-title"
      title="Ajustar stock"
      failure={failure}
      onSubmit={(e) => void submit(e)}
    >
      <Controller
        control={form.control}
        name="id_sucursal"
        render={({ field }) => (
          <BranchSelect
            id="adjust-sucursal"
            label="Sucursal"
            branches={branches}
            field={field}
            error={errors.id_sucursal?.message}
          />
        )}
      />
      <TextField
        id="adjust-cantidad"
        size="small"
        label="Cantidad (+ o −)"
        inputMode="numeric"
        error={Boolean(errors.cantidad)}
        helperText={errors.cantidad?.message ?? 'Por ejemplo 10 o -2.'}
        {...muiField(form.register('cantidad'))}
      />
      <TextField
        id="adjust-motivo"
        size="small"
        label="Motivo"
        required
        error={Boolean(errors.motivo)}
        helperText={errors.motivo?.message}
        slotProps={{ htmlInput: { maxLength: 200 } }}
        {...muiField(form.register('motivo'))}
      />
      <Button type="submit" variant="outlined" disabled={isSubmitting}>
        Ajustar
      </Button>
    </StockFormFrame>
  );
}

/** Move units from one branch to another. */
export function TransferStockForm({
  productId,
  branches,
}: {
  productId: number;
  branches: Branches;
}) {
  const transfer = useTransferStock();
  const toast = useToast();
  const errorText = useErrorText();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<
    TransferStockInput,
    unknown,
    { id_sucursal_origen: string; id_sucursal_destino: string; cantidad: number }
  >({
    resolver: zodResolver(transferStockSchema),
    defaultValues: {
      id_sucursal_origen: branches[0]?.id ?? '',
      id_sucursal_destino: branches[1]?.id ?? '',
      cantidad: '',
    },
  });
  const { errors, isSubmitting } = form.formState;
  const submit = form.handleSubmit(async (v) => {
    setFailure(null);
    try {
      await transfer.mutateAsync({
        id_producto: productId,
        id_sucursal_origen: Number(v.id_sucursal_origen),
        id_sucursal_destino: Number(v.id_sucursal_destino),
        cantidad: v.cantidad,
      });
      toast.success('Stock transferido.');
      form.reset({ ...form.getValues(), cantidad: '' });
    } catch (e) {
      setFailure(errorText(e, 'No pudimos transferir el stock.', serverWords()));
    }
  });
  if (branches.length < 2) return null;
  return (
    <StockFormFrame
      titleId="transfer-title"
      title="Transferir entre sucursales"
      failure={failure}
      onSubmit={(e) => void submit(e)}
    >
      <Controller
        control={form.control}
        name="id_sucursal_origen"
        render={({ field }) => (
          <BranchSelect
            id="transfer-origen"
            label="Desde"
            branches={branches}
            field={field}
            error={errors.id_sucursal_origen?.message}
          />
        )}
      />
      <Controller
        control={form.control}
        name="id_sucursal_destino"
        render={({ field }) => (
          <BranchSelect
            id="transfer-destino"
            label="Hacia"
            branches={branches}
            field={field}
            error={errors.id_sucursal_destino?.message}
          />
        )}
      />
      <TextField
        id="transfer-cantidad"
        size="small"
        label="Cantidad"
        inputMode="numeric"
        error={Boolean(errors.cantidad)}
        helperText={errors.cantidad?.message}
        {...muiField(form.register('cantidad'))}
      />
      <Button type="submit" variant="outlined" disabled={isSubmitting}>
        Transferir
      </Button>
    </StockFormFrame>
  );
}
