import { centsToWire, normalizePrice, toCents } from '@turnos/domain';
import type { ClientListItem } from '@/api/clients';

/**
 * The cart's live estimate (contract §7.3): the same formula the server applies, on exact cents
 * (bigint, never floating point). The server computes the charge; the screen shows this while it
 * is typed, and every bad input answered in Spanish, before anything is sent.
 */

export const MEDIOS_CAJA = [
  'efectivo',
  'transferencia',
  'debito',
  'credito',
  'mercadopago',
] as const;
export type TillPaymentMethod = (typeof MEDIOS_CAJA)[number];
/** A payment line's method: the usual ones, or the client's credit when they have some (§7.5). */
export type ChargePaymentMethod = TillPaymentMethod | 'saldo';

export const MEDIO_LABEL: Record<TillPaymentMethod | 'saldo', string> = {
  efectivo: 'Efectivo',
  transferencia: 'Transferencia',
  debito: 'Débito',
  credito: 'Crédito',
  mercadopago: 'Mercado Pago',
  saldo: 'Saldo a favor',
};

export const CUOTAS_MAX = 24;

export interface CartService {
  id_turno: number;
  nombre: string;
  profesional: string;
  id_peluquero_sucursal: number;
  hora: string;
  /** the appointment's price, wire ('18000.00') */
  precio: string;
  /** its paid deposit (wire), '0.00' when none was paid */
  sena: string;
  /** the appointment's client (whose credit may pay, contract §7.5) */
  id_cliente?: number;
}

export interface CartProduct {
  id_producto: number;
  nombre: string;
  /** unit price, wire */
  precio: string;
  /** as typed */
  cantidad: string;
  /** at the branch, when the product was added */
  stock: number;
  /** who sold it, a professional of the branch (their commission, contract §7.4); none if unset */
  id_peluquero_sucursal?: number;
}

export interface CartTip {
  id_peluquero_sucursal: number;
  profesional: string;
  /** as typed ('1500' or '1500,50') */
  monto: string;
}

export interface CartPayment {
  medio: ChargePaymentMethod;
  /** as typed */
  monto: string;
  /** as typed, crédito only */
  cuotas: string;
  /** Mercado Pago (or a transfer's) reference, optional */
  referencia: string;
}

export interface Cart {
  /** the client of a sale without services (with services: the first one's client) */
  client: ClientListItem | null;
  services: CartService[];
  products: CartProduct[];
  /** as typed; '' is no discount */
  descuento: string;
  tips: CartTip[];
  payments: CartPayment[];
}

export const emptyCart = (): Cart => ({
  client: null,
  services: [],
  products: [],
  descuento: '',
  tips: [],
  payments: [{ medio: 'efectivo', monto: '', cuotas: '', referencia: '' }],
});

export const cartText = {
  amount: 'Ingresá un importe con hasta dos decimales (por ejemplo 1500,50).',
  positive: 'El importe debe ser mayor que 0.',
  cantidad: 'La cantidad debe ser un número entero mayor que 0.',
  stock: (n: number) => `Hay ${n} en stock en esta sucursal.`,
  cuotas: `Las cuotas deben ser de 1 a ${CUOTAS_MAX}.`,
  referencia: 'La referencia admite hasta 100 caracteres.',
  descuento: 'El descuento no puede superar el subtotal.',
  empty: 'Agregá al menos un servicio o un producto.',
  negative: 'La seña ya pagada y el descuento superan lo que hay que cobrar.',
  noPayment: 'Agregá al menos un pago.',
  notCovered: 'El pago no cubre el total.',
  change: 'Solo el efectivo puede dar vuelto: los demás medios no pueden superar el total.',
} as const;

export interface CartErrors {
  descuento?: string;
  products: Record<number, string>;
  tips: Record<number, string>;
  payments: Record<number, { monto?: string; cuotas?: string; referencia?: string }>;
  /** what stops the charge as a whole (nothing to charge, not covered, change from a card) */
  cart?: string;
}

export interface CartFigures {
  subtotal: bigint;
  descuento: bigint;
  sena: bigint;
  propinas: bigint;
  total: bigint;
  pagado: bigint;
  efectivo: bigint;
  /** Σ pagos − total when positive */
  vuelto: bigint;
  /** what the payments still lack, when they do not cover the total */
  falta: bigint;
  errors: CartErrors;
  ok: boolean;
}

/** A typed amount in cents, or null when it is not one ('' is `empty`). */
export function typedCents(text: string, empty: bigint | null = null): bigint | null {
  if (text.trim() === '') return empty;
  const wire = normalizePrice(text);
  return wire === null ? null : toCents(wire);
}

const CANTIDAD = /^[1-9]\d{0,5}$/;
const CUOTAS = /^([1-9]|1\d|2[0-4])$/;

export function cartFigures(cart: Cart): CartFigures {
  const errors: CartErrors = { products: {}, tips: {}, payments: {} };
  let subtotal = 0n;
  let sena = 0n;
  for (const s of cart.services) {
    subtotal += toCents(s.precio);
    sena += toCents(s.sena);
  }
  cart.products.forEach((p, i) => {
    const text = p.cantidad.trim();
    if (!CANTIDAD.test(text)) {
      errors.products[i] = cartText.cantidad;
      return;
    }
    const n = Number(text);
    if (n > p.stock) errors.products[i] = cartText.stock(p.stock);
    subtotal += toCents(p.precio) * BigInt(n);
  });

  const descuento = typedCents(cart.descuento, 0n);
  if (descuento === null) errors.descuento = cartText.amount;
  else if (descuento > subtotal) errors.descuento = cartText.descuento;

  let propinas = 0n;
  cart.tips.forEach((t, i) => {
    const c = typedCents(t.monto);
    if (c === null) errors.tips[i] = cartText.amount;
    else if (c === 0n) errors.tips[i] = cartText.positive;
    else propinas += c;
  });

  let pagado = 0n;
  let efectivo = 0n;
  cart.payments.forEach((p, i) => {
    const e: CartErrors['payments'][number] = {};
    const c = typedCents(p.monto);
    if (c === null) e.monto = cartText.amount;
    else if (c === 0n) e.monto = cartText.positive;
    else {
      pagado += c;
      if (p.medio === 'efectivo') efectivo += c;
    }
    if (p.medio === 'credito' && p.cuotas.trim() !== '' && !CUOTAS.test(p.cuotas.trim()))
      e.cuotas = cartText.cuotas;
    if (p.referencia.trim().length > 100) e.referencia = cartText.referencia;
    if (e.monto ?? e.cuotas ?? e.referencia) errors.payments[i] = e;
  });

  const total = subtotal - (descuento ?? 0n) - sena + propinas;
  const vuelto = pagado > total ? pagado - total : 0n;
  const falta = total > pagado ? total - pagado : 0n;

  if (cart.services.length + cart.products.length === 0) errors.cart = cartText.empty;
  else if (total < 0n) errors.cart = cartText.negative;
  else if (cart.payments.length === 0 && total > 0n) errors.cart = cartText.noPayment;
  else if (falta > 0n) errors.cart = cartText.notCovered;
  else if (vuelto > efectivo) errors.cart = cartText.change;

  const ok =
    errors.cart === undefined &&
    errors.descuento === undefined &&
    Object.keys(errors.products).length === 0 &&
    Object.keys(errors.tips).length === 0 &&
    Object.keys(errors.payments).length === 0;
  return {
    subtotal,
    descuento: descuento ?? 0n,
    sena,
    propinas,
    total,
    pagado,
    efectivo,
    vuelto,
    falta,
    errors,
    ok,
  };
}

/** Cents for people: 150050n → '$ 1.500,50'. */
export function formatCents(cents: bigint): string {
  const wire = centsToWire(cents < 0n ? -cents : cents);
  const [int = '0', dec = '00'] = wire.split('.');
  const grouped = int.replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  return `${cents < 0n ? '-' : ''}$ ${grouped}${dec === '00' ? '' : `,${dec}`}`;
}

/**
 * The client a charge is for: the first service's (as the server takes it), or the one chosen for
 * a sale of products only; null for an anonymous sale.
 */
export const cartClient = (cart: Cart): number | null =>
  cart.services[0]?.id_cliente ?? cart.client?.ID ?? null;

/** The `registrar-cobro` params of a valid cart (its typed amounts as wire strings). */
export function chargeParams(tillId: number, clientId: number | null, cart: Cart) {
  const wire = (text: string) => centsToWire(typedCents(text, 0n) ?? 0n);
  const descuento = typedCents(cart.descuento, 0n) ?? 0n;
  return {
    id_caja: tillId,
    ...(clientId === null ? {} : { id_cliente: clientId }),
    items: [
      ...cart.services.map((s) => ({ tipo: 'servicio' as const, id_turno: s.id_turno })),
      ...cart.products.map((p) => ({
        tipo: 'producto' as const,
        id_producto: p.id_producto,
        cantidad: Number(p.cantidad.trim()),
        ...(p.id_peluquero_sucursal === undefined
          ? {}
          : { id_peluquero_sucursal: p.id_peluquero_sucursal }),
      })),
    ],
    ...(descuento > 0n ? { descuento: centsToWire(descuento) } : {}),
    propinas: cart.tips.map((t) => ({
      id_peluquero_sucursal: t.id_peluquero_sucursal,
      monto: wire(t.monto),
    })),
    pagos: cart.payments.map((p) => ({
      medio: p.medio,
      monto: wire(p.monto),
      ...(p.medio === 'credito' && p.cuotas.trim() !== '' ? { cuotas: Number(p.cuotas) } : {}),
      ...(p.referencia.trim() !== '' ? { referencia: p.referencia.trim() } : {}),
    })),
  };
}
