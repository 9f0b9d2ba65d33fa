export * from './messages';
export * from './error-codes';
export * from './roles';
export * from './phone';
export * from './money';
export * from './time';
export * from './validation/account';
