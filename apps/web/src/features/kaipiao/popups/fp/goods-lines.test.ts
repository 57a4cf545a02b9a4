import type { TBwkpGoodsCodeRow } from '@sxpt/contract';
import { applyDiscount, messages } from '@sxpt/domain';
import { describe, expect, it } from 'vitest';
import {
  blankLine,
  editLine,
  exclusiveView,
  finishMoney,
  hasFirstLineMoney,
  hasMoneyOnEveryLine,
  lineFromGoodsCode,
  linesToSend,
  listSummaryLine,
  normalizeRate,
  rateLabel,
  removeLine,
  type TLine,
} from './goods-lines';

const chairCode: TBwkpGoodsCodeRow = {
  code: '1050201040000000000',
  name: '钢架网布办公椅',
  simple_code: 'BGY',
  tax_rate: '0.13',
  brand_model: 'BG-201',
  units: '把',
  applicable_tax_rate: '0.13',
  tax_mark: '是',
  flqc: '家具',
};

function typed(line: TLine, ...edits: [Parameters<typeof editLine>[1], string][]): TLine {
  return edits.reduce((current, [field, value]) => editLine(current, field, value), line);
}

describe('editLine: the recomputation as the student types', () => {
  it('works out money = price × quantity and tax = money / (1 + rate) × rate once both are numbers', () => {
    let line = typed(blankLine(), ['tax_rate', '0.13'], ['goods_num', '2']);
    expect(line.money).toBe('');
    line = editLine(line, 'price', '1130');
    expect(line).toMatchObject({ money: '2260.00', tax_amount: '260.00' });
    line = editLine(line, 'goods_num', '3');
    expect(line).toMatchObject({ money: '3390.00', tax_amount: '390.00' });
  });

  it('rounds half-up to the fen with decimal arithmetic (no float error)', () => {
    const line = typed(blankLine(), ['tax_rate', '0.06'], ['goods_num', '3'], ['price', '0.35']);
    // 1.05 / 1.06 × 0.06 = 0.0594… → 0.06; float 0.35 × 3 is 1.0499999…
    expect(line).toMatchObject({ money: '1.05', tax_amount: '0.06' });
  });

  it('keeps the cells while a number is still being typed', () => {
    const line = typed(blankLine(), ['tax_rate', '0.13'], ['goods_num', '2'], ['price', '10']);
    const typing = editLine(line, 'price', '1x');
    expect(typing).toMatchObject({ price: '1x', money: '20.00', tax_amount: '2.30' });
  });

  it('counts an empty rate as 0 and recomputes the tax when the rate changes', () => {
    let line = typed(blankLine(), ['goods_num', '1'], ['price', '106']);
    expect(line).toMatchObject({ money: '106.00', tax_amount: '0.00' });
    line = editLine(line, 'tax_rate', '0.06');
    expect(line.tax_amount).toBe('6.00');
  });

  it('recomputes the unit price from the money when the quantity is set', () => {
    const line = typed(blankLine(), ['tax_rate', '0.13'], ['goods_num', '3'], ['money', '1000']);
    expect(line).toMatchObject({ price: '333.33333333', money: '1000', tax_amount: '115.04' });
    expect(finishMoney(line).money).toBe('1000.00');
  });

  it('works out the quantity from the money when only the price is set', () => {
    const line = typed(blankLine(), ['tax_rate', '0.09'], ['price', '68'], ['money', '8160']);
    expect(line).toMatchObject({ goods_num: '120', tax_amount: '673.76' });
  });

  it('clears the tax when the money is emptied', () => {
    const line = typed(blankLine(), ['tax_rate', '0.13'], ['money', '113'], ['money', '']);
    expect(line).toMatchObject({ money: '', tax_amount: '' });
  });
});

describe('lineFromGoodsCode: picking a goods code overwrites the line', () => {
  it('writes *简称*名称, model, unit, rate and code and clears quantity, price, money and tax', () => {
    const filled = typed(blankLine(), ['fwname', '旧名称'], ['tax_rate', '0.06'], ['goods_num', '5'], ['price', '10']);
    expect(filled.money).toBe('50.00');
    expect(lineFromGoodsCode(chairCode)).toEqual({
      fwname: '*家具*钢架网布办公椅',
      ggxh: 'BG-201',
      company: '把',
      goods_num: '',
      price: '',
      money: '',
      tax_rate: '0.13',
      tax_amount: '',
      spbm: '1050201040000000000',
    });
  });

  it('reads a rate written as a percentage', () => {
    expect(lineFromGoodsCode({ ...chairCode, tax_rate: '13%' }).tax_rate).toBe('0.13');
    expect(normalizeRate('9%')).toBe('0.09');
    expect(normalizeRate('6')).toBe('0.06');
    expect(normalizeRate('0')).toBe('0');
    expect(normalizeRate('abc')).toBe('abc');
    expect(rateLabel('0.13')).toBe('13%');
    expect(rateLabel('0')).toBe('--');
  });
});

describe('the lines sent, the list and the discount', () => {
  const desk = typed(
    lineFromGoodsCode({ ...chairCode, name: '实木贴皮办公桌' }),
    ['goods_num', '40'],
    ['price', '1280'],
  );
  const chair = typed(lineFromGoodsCode(chairCode), ['goods_num', '40'], ['price', '458']);

  it('drops the rows left empty and maps each sent line to its row', () => {
    const rateOnly = { ...blankLine(), tax_rate: '0.13' };
    const result = linesToSend([desk, blankLine(), chair, rateOnly]);
    expect(result.lines).toEqual([desk, chair]);
    expect(result.rows).toEqual([0, 2]);
    expect(linesToSend([{ ...blankLine(), fwname: '*家具*椅' }]).lines[0].tax_rate).toBe('0');
  });

  it('shows a list as the single line 详情见清单 at 0.13 with the summed money and tax', () => {
    expect(listSummaryLine([desk, blankLine(), chair])).toEqual({
      fwname: messages.seeGoodsList,
      ggxh: '',
      company: '',
      goods_num: '',
      price: '',
      money: '69520.00',
      tax_rate: '0.13',
      tax_amount: '7997.88',
      line_kind: 'list_summary',
    });
    expect(hasMoneyOnEveryLine([desk, chair])).toBe(true);
    expect(hasMoneyOnEveryLine([desk, { ...blankLine(), fwname: '*家具*椅' }])).toBe(false);
    expect(hasMoneyOnEveryLine([blankLine()])).toBe(false);
  });

  it('adds the discount line after its line (negative, same name, code and rate) and removes the pair together', () => {
    expect(hasFirstLineMoney([blankLine(), chair])).toBe(false);
    expect(hasFirstLineMoney([desk])).toBe(true);
    const result = applyDiscount([desk, chair], { line: 1, tax: '5' });
    if (!result.ok) throw new Error(result.message);
    const [discounted, discount, next] = result.lines;
    expect(discounted.line_kind).toBe('discounted');
    expect(discount).toMatchObject({
      fwname: desk.fwname,
      spbm: desk.spbm,
      tax_rate: '0.13',
      money: '-2560.00',
      tax_amount: '-294.51',
      line_kind: 'discount',
    });
    expect(next).toBe(chair);
    expect(removeLine(result.lines, 1)).toEqual([desk, chair]);
    expect(removeLine(result.lines, 0)).toEqual([chair]);
    expect(removeLine(result.lines, 2)).toEqual([discounted, discount]);
  });

  it('shows price and money without tax for the 价格 button', () => {
    expect(exclusiveView(desk)).toEqual({ price: '1132.74336283', money: '45309.73' });
    expect(exclusiveView(blankLine())).toEqual({ price: '', money: '' });
  });
});
