export * from './auth';
export * from './college';
export * from './course';
