import { useState } from 'react';
import type { ClientListItem } from '@/api/clients';
import {
  emptyCart,
  type Cart,
  type CartPayment,
  type CartProduct,
  type CartService,
  type CartTip,
} from '../utils/cart-figures';

/** The cart being charged: what is in it and everything typed, kept as typed. */
export function useCart() {
  const [cart, setCart] = useState<Cart>(emptyCart);
  const update = (f: (c: Cart) => Cart) => setCart((c) => f(c));
  return {
    cart,
    clear: () => setCart(emptyCart()),
    /** adds appointments not in the cart yet (an appointment is charged once) */
    addServices: (services: CartService[]) =>
      update((c) => ({
        ...c,
        services: [
          ...c.services,
          ...services.filter((s) => !c.services.some((x) => x.id_turno === s.id_turno)),
        ],
      })),
    removeService: (appointmentId: number) =>
      update((c) => ({ ...c, services: c.services.filter((s) => s.id_turno !== appointmentId) })),
    /** one more unit of a product already in the cart, or a new line */
    addProduct: (p: Omit<CartProduct, 'cantidad'>) =>
      update((c) => {
        const i = c.products.findIndex((x) => x.id_producto === p.id_producto);
        if (i < 0) return { ...c, products: [...c.products, { ...p, cantidad: '1' }] };
        const products = c.products.map((x, j) => {
          if (j !== i) return x;
          const n = Number(x.cantidad);
          return { ...x, cantidad: Number.isInteger(n) && n > 0 ? String(n + 1) : x.cantidad };
        });
        return { ...c, products };
      }),
    setProductQuantity: (i: number, cantidad: string) =>
      update((c) => ({
        ...c,
        products: c.products.map((x, j) => (j === i ? { ...x, cantidad } : x)),
      })),
    removeProduct: (i: number) =>
      update((c) => ({ ...c, products: c.products.filter((_, j) => j !== i) })),
    /** who sold a product line (undefined: nobody named) */
    setSeller: (i: number, professionalBranchId: number | undefined) =>
      update((c) => ({
        ...c,
        products: c.products.map((x, j) =>
          j === i ? { ...x, id_peluquero_sucursal: professionalBranchId } : x,
        ),
      })),
    /** the client of a sale of products only */
    setClient: (client: ClientListItem | null) => update((c) => ({ ...c, client })),
    setDiscount: (descuento: string) => update((c) => ({ ...c, descuento })),
    addTip: (tip: CartTip) => update((c) => ({ ...c, tips: [...c.tips, tip] })),
    setTip: (i: number, monto: string) =>
      update((c) => ({ ...c, tips: c.tips.map((t, j) => (j === i ? { ...t, monto } : t)) })),
    removeTip: (i: number) => update((c) => ({ ...c, tips: c.tips.filter((_, j) => j !== i) })),
    addPayment: (p: CartPayment) => update((c) => ({ ...c, payments: [...c.payments, p] })),
    setPayment: (i: number, patch: Partial<CartPayment>) =>
      update((c) => ({
        ...c,
        payments: c.payments.map((p, j) => (j === i ? { ...p, ...patch } : p)),
      })),
    removePayment: (i: number) =>
      update((c) => ({ ...c, payments: c.payments.filter((_, j) => j !== i) })),
  };
}

export type CartApi = ReturnType<typeof useCart>;
