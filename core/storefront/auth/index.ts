export * from './auth-client.port.ts';
export * from './auth-use-cases.ts';
export * from './load-auth-pages.use-case.ts';
export * from './password-reset-gateway.port.ts';
export * from './sign-in.use-cases.ts';
