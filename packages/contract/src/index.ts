export * from './auth';
export * from './cipher';
export * from './envelope';
export * from './roles';
