export * from './endpoint';
export * from './envelope';
export * from './wire';
export * from './endpoints';
export * from './branches';
export * from './services';
export * from './openapi';
