export * from './catalogue';
export * from './engine';
export * from './expr';
export * from './form';
export * from './registry';
export * from './validate';
