export * from './auth-status.ts';
export * from './customer.ts';
export * from './require-customer.ts';
export * from './access-checks.ts';
export * from './accounts-permissions.ts';
export * from './sign-in-provider.ts';
