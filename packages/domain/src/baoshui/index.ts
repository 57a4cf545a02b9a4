export * from './catalogue';
export * from './engine';
export * from './expr';
export * from './form';
export * from './forms/vat-small';
export * from './registry';
export * from './validate';
