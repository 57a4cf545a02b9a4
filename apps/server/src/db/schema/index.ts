export * from './auth';
export * from './bwkp';
export * from './college';
export * from './course';
export * from './paper';
export * from './rate-limit';
export * from './results';
export * from './taxcode';
