export * from './users';
export * from './auth';
export * from './catalog';
export * from './staff';
export * from './appointments';
export * from './payments';
export * from './settings';
export * from './notifications';
