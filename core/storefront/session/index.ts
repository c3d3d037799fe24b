export * from './apply-consent.use-case.ts';
export * from './choose-consent.use-case.ts';
export * from './consent-mode.port.ts';
export * from './consent-text.ts';
export * from './record-analytics-identity.use-case.ts';
export * from './session-gateway.port.ts';
export * from './session-use-cases.ts';
export * from './start-session.use-case.ts';
