/** The counter's refusals (contract §7.2, §7.3): 1009 'rule forbids it now' (`ruleForbids`). */
export { ruleForbids } from '../../http/app-error';

export const TILL_NOT_FOUND = 'La caja no existe.';
export const CHARGE_NOT_FOUND = 'El cobro no existe.';
export const TILL_ALREADY_OPEN = 'Ya hay una caja abierta en esta sucursal';
export const TILL_CLOSED = 'La caja está cerrada.';
export const ALREADY_CHARGED = 'El turno ya fue cobrado';
export const NOT_COVERED = 'El pago no cubre el total';
