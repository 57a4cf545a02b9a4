export * from './books';
export * from './chart';
export * from './closing';
export * from './grading';
export * from './messages';
export * from './statements';
export * from './types';
export * from './voucher';
