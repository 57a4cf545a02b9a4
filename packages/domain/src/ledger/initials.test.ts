import { describe, expect, it } from 'vitest';
import { buildChart } from './chart';
import { pinyinInitials } from './initials';

describe('pinyin initials of account names', () => {
  it.each([
    ['库存现金', 'kcxj'],
    ['银行存款', 'yhck'],
    ['工行天河支行', 'ghthzh'],
    ['应交税费', 'yjsf'],
    ['应付职工薪酬', 'yfzgxc'],
    ['主营业务收入', 'zyywsr'],
    ['主营业务成本', 'zyywcb'],
    ['管理费用', 'glfy'],
    ['财务费用', 'cwfy'],
    ['累计折旧', 'ljzj'],
    ['长期借款', 'cqjk'],
    ['本年利润', 'bnlr'],
    ['未分配利润', 'wfplr'],
    ['进项税额', 'jxse'],
    ['转出未交增值税', 'zcwjzzs'],
    ['A4复印纸', 'a4fyz'],
    ['应交税费—应交增值税', 'yjsfyjzzs'],
  ])('%s → %s', (name, initials) => {
    expect(pinyinInitials(name)).toBe(initials);
  });

  it('gives every account of both charts an initial for each character', () => {
    for (const standard of ['sbe', 'cas'] as const) {
      for (const account of buildChart(standard).chart.accounts.values()) {
        expect(pinyinInitials(account.name), account.name).toHaveLength(account.name.length);
      }
    }
  });
});
