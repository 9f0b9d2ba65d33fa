/**
 * Every endpoint's route, without zod (ADR 0094): `import * as endpoints from
 * '@turnos/contract/paths'` and `apiCall(endpoints.getAllSucursales)` in the web. The zod entries
 * of `@turnos/contract` are built from these (`...paths.<entry>`), under the same names. One
 * module per route, so that the bundler puts each in the chunk of its one caller.
 */
export * from './accounts/index';
export * from './agenda/index';
export * from './appointments/index';
export * from './branches/index';
export * from './calendars/index';
export * from './charges/index';
export * from './client-file/index';
export * from './clients/index';
export * from './closures/index';
export * from './commissions/index';
export * from './credit/index';
export * from './imports/index';
export * from './options/index';
export * from './payments/index';
export * from './products/index';
export * from './professional-services/index';
export * from './professionals/index';
export * from './reception/index';
export * from './reports/index';
export * from './schedules/index';
export * from './series/index';
export * from './services/index';
export * from './staff-appointments/index';
export * from './till/index';
export * from './visits/index';
export * from './waitlist/index';
