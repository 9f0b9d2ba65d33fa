/** The routes of `../../payments.ts`'s entries, one module each (ADR 0094). */
export * from './obtener-datos-pago';
export * from './crear-preferencia-pago';
export * from './mp-webhook';
export * from './confirmar-retorno-pago';
export * from './obtener-alertas-de-pago';
export * from './resolver-alerta-de-pago';
