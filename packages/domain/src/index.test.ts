import { describe, expect, it } from 'vitest';
import * as domain from './index';

describe('package entry', () => {
  it.each([
    'toMoney',
    'lineMoney',
    'lineTax',
    'lineTaxExclusive',
    'sumMoney',
    'discountTax',
    'formatYuan',
    'isMoneyString',
    'toQuantity',
    'toUnitPrice',
    'isAllowedRate',
    'toChineseCapital',
    'isSameValue',
    'isSameCell',
    'compareFields',
    'compareRows',
    'trimAll',
    'createProgress',
    'completeQuestion',
    'uncompleteQuestion',
    'setItem',
    'isAllComplete',
    'firstIncomplete',
    'firstIncompleteBefore',
    'needsRebuild',
    'syncProgress',
    'DomainError',
    'checkCreditCode',
    'checkIdNumber',
    'checkTaxpayerId',
  ])('exports %s', (name) => {
    expect(typeof (domain as Record<string, unknown>)[name]).toBe('function');
  });

  it('exports the constants', () => {
    expect(domain.VAT_RATES).toHaveLength(6);
    expect(domain.SUB_ITEM_COUNTS[14]).toBe(5);
    expect(domain.messages.invalidData).toBe('数据非法');
  });
});
