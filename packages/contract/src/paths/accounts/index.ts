/** The routes of `../../accounts.ts`'s entries, one module each (ADR 0094). */
export * from './auth-login';
export * from './auth-validate';
export * from './auth-refresh';
export * from './auth-revoke';
export * from './autologin';
export * from './users-register';
export * from './reset-password-request';
export * from './reset-password-change';
