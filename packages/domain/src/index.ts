export * from './capital';
export * from './compare';
export * from './decimal';
export * from './errors';
export * from './learning';
export * from './messages';
export * from './money';
export * from './progress';
