/** The invoicing simulator (bwkp, 税控开票) rules: line arithmetic, discounts, red letters, grading, flow. */
export * from './bwkp-messages';
export * from './case-check';
export * from './content-check';
export * from './discount';
export * from './flow';
export * from './grading';
export * from './lines';
export * from './red-letter';
export * from './subjects';
export * from './types';
export * from './wrong-fields';
