/**
 * Every endpoint's route, without zod (ADR 0094): `import * as paths from '@turnos/contract/paths'`
 * and `apiEndpoint(paths.getAllSucursales)` in the web. The zod entries of `@turnos/contract`
 * are built from these (`...paths.<entry>`), under the same names.
 */
export * from './accounts';
export * from './agenda';
export * from './appointments';
export * from './branches';
export * from './calendars';
export * from './client-file';
export * from './clients';
export * from './options';
export * from './payments';
export * from './professional-services';
export * from './professionals';
export * from './reception';
export * from './reports';
export * from './schedules';
export * from './services';
export * from './staff-appointments';
export * from './visits';
export * from './waitlist';
