// Question-import parsers: GIFT and Aiken, read into TImportedQuestion.
export { parseAiken } from './aiken';
export { parseGift } from './gift';
export type { TImportedQuestion } from './imported';
