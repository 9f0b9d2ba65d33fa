import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import TextField from '@mui/material/TextField';
import { FormDialog } from '@/components/form-dialog';
import { serverWords } from '@/lib/error-toast';
import { muiField } from '@/lib/form';
import { useCreateProduct, useEditProduct, type Product } from '@/api/products';
import { productSchema, type ProductFormInput, type ProductFormOutput } from '../schemas';

const asTyped = (wire: string) => wire.replace(/\.00$/, '').replace('.', ',');

/** Create a product (`product` 'new') or edit one: name, description, price, cost, code. */
export function ProductDialog({
  product,
  onClose,
}: {
  product: Product | 'new' | null;
  onClose: () => void;
}) {
  const create = useCreateProduct();
  const edit = useEditProduct();
  const form = useForm<ProductFormInput, unknown, ProductFormOutput>({
    resolver: zodResolver(productSchema),
    defaultValues: { nombre: '', descripcion: '', precio: '', costo: '', codigo: '' },
  });
  const { errors } = form.formState;
  const { reset } = form;
  useEffect(() => {
    if (product === 'new')
      reset({ nombre: '', descripcion: '', precio: '', costo: '', codigo: '' });
    else if (product)
      reset({
        nombre: product.nombre,
        descripcion: product.descripcion,
        precio: asTyped(product.precio),
        costo: product.costo === '0.00' ? '' : asTyped(product.costo),
        codigo: product.codigo ?? '',
      });
  }, [product, reset]);
  const isNew = product === 'new';
  return (
    <FormDialog
      open={product !== null}
      id="product"
      title={isNew ? 'Nuevo producto' : 'Editar producto'}
      form={form}
      onSubmit={async (v) => {
        if (product === 'new') await create.mutateAsync(v);
        else if (product) await edit.mutateAsync({ id_producto: product.id_producto, ...v });
      }}
      successText={isNew ? 'Producto creado.' : 'Cambios guardados con éxito.'}
      errorText={isNew ? 'No pudimos crear el producto.' : 'No pudimos guardar los cambios.'}
      answerText={serverWords()}
      onClose={onClose}
      maxWidth="sm"
    >
      <TextField
        id="product-nombre"
        label="Nombre"
        required
        error={Boolean(errors.nombre)}
        helperText={errors.nombre?.message}
        slotProps={{ htmlInput: { maxLength: 100 } }}
        {...muiField(form.register('nombre'))}
      />
      <TextField
        id="product-descripcion"
        label="Descripción"
        error={Boolean(errors.descripcion)}
        helperText={errors.descripcion?.message}
        slotProps={{ htmlInput: { maxLength: 254 } }}
        {...muiField(form.register('descripcion'))}
      />
      <TextField
        id="product-precio"
        label="Precio de venta"
        required
        inputMode="decimal"
        error={Boolean(errors.precio)}
        helperText={errors.precio?.message}
        {...muiField(form.register('precio'))}
      />
      <TextField
        id="product-costo"
        label="Costo"
        inputMode="decimal"
        error={Boolean(errors.costo)}
        helperText={errors.costo?.message ?? 'Opcional: lo que te cuesta a vos.'}
        {...muiField(form.register('costo'))}
      />
      <TextField
        id="product-codigo"
        label="Código (SKU o código de barras)"
        error={Boolean(errors.codigo)}
        helperText={errors.codigo?.message ?? 'Opcional y único; podés escanearlo acá.'}
        slotProps={{ htmlInput: { maxLength: 64 } }}
        {...muiField(form.register('codigo'))}
        onKeyDown={(e) => {
          // a barcode scanner ends with Enter: keep the dialog open to finish the form
          if (e.key === 'Enter') e.preventDefault();
        }}
      />
    </FormDialog>
  );
}
