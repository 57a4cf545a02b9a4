export * from './check';
export * from './draw';
export * from './formats';
export * from './grading';
export * from './normalize';
export * from './paper';
export * from './question';
export * from './statistics';
