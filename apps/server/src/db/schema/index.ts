export * from './auth';
export * from './college';
