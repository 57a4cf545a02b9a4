import { describe, expect, it } from 'vitest';
import * as domain from '../index';

describe('package entry exports the invoicing rules', () => {
  it.each([
    'computeLine',
    'completeLine',
    'computeTotals',
    'formatGoodsName',
    'checkLineTolerance',
    'checkInvoiceTaxTolerance',
    'buildListSummaryLine',
    'isListRequired',
    'applyDiscount',
    'checkDiscountInvoice',
    'DISCOUNT_ANSWER',
    'STANDARD_QUESTIONS',
    'SUBJECT_TYPE',
    'resolveStep',
    'invoiceStepOf',
    'gradeQyxx',
    'gradeKhbm',
    'gradeGoodsCodes',
    'gradeApply',
    'gradeInvoice',
    'expectedDraft',
    'checkBlueInvoiceRef',
    'checkHzxxbNumber',
    'makeHzxxbNumber',
    'negateLines',
    'buildRedLines',
    'redRemark',
    'canSubmit',
    'canRead',
    'canApply',
    'canOpenIssueForm',
    'canSaveInvoice',
    'canVoid',
    'canImportRedForm',
    'refuseManualRedSpecial',
    'canConfirmSubmit',
    'checkCase',
    'checkCaseDates',
    'checkQyxxCodes',
    'checkKhbmCodes',
    'checkApplyCodes',
    'checkGoodsCodeRows',
    'textTotalProblems',
    'bwkpMessages',
  ])('%s', (name) => {
    expect(domain).toHaveProperty(name);
  });

  it('does not export the sample case', () => {
    expect(domain).not.toHaveProperty('SAMPLE_SUBJECTS');
  });
});
