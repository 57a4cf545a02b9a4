/**
 * Whether a real-ledger case may be given to students: its chart builds, its opening (and year-start) balances sit
 * on leaves with their auxiliary items and balance, its items are numbered, dated in the period and each model
 * voucher keeps every rule of entry. The messages name where (业务3第2张凭证：…), in Chinese, for acc5.
 */
import { openingProblems } from './books';
import { buildChart } from './chart';
import type { TAuxKind, TLedgerCase } from './types';
import { periodOfDate, voucherProblems } from './voucher';

export function caseProblems(data: TLedgerCase): string[] {
  const problems: string[] = [];
  const { year, month } = data.period;
  if (!Number.isInteger(year) || year < 2000 || year > 2100 || !Number.isInteger(month) || month < 1 || month > 12) {
    return ['会计期间有误'];
  }
  if (data.company.name.trim() === '') problems.push('请填写企业名称');
  const people = data.company.people;
  if (people.preparer.trim() === '' || people.reviewer.trim() === '') problems.push('请填写制单人和审核人');
  else if (people.preparer.trim() === people.reviewer.trim()) problems.push('审核人与制单人不能为同一人');
  const { chart, problems: chartProblems } = buildChart(data.company.standard, data.accounts, data.settings);
  problems.push(...chartProblems.map((problem) => problem.message));
  for (const items of Object.values(data.auxItems) as { code: string; name: string }[][]) {
    const codes = new Set<string>();
    for (const item of items ?? []) {
      if (item.code.trim() === '' || item.name.trim() === '') problems.push('辅助核算项目的编码和名称不能为空');
      if (codes.has(item.code)) problems.push(`辅助核算项目编码「${item.code}」重复`);
      codes.add(item.code);
    }
  }
  const knownAux = (kind: TAuxKind, code: string) => (data.auxItems[kind] ?? []).some((item) => item.code === code);
  problems.push(...openingProblems(chart, data.opening, knownAux).map((problem) => problem.message));
  if (data.yearStart) {
    problems.push(...openingProblems(chart, data.yearStart, knownAux).map((problem) => `年初余额：${problem.message}`));
  }
  if (data.items.length === 0) problems.push('案例至少需要一笔业务');
  const ids = new Set<number>();
  data.items.forEach((item) => {
    const where = `业务${item.id}`;
    if (!Number.isInteger(item.id) || item.id < 1) problems.push(`${where}：业务编号应为正整数`);
    if (ids.has(item.id)) problems.push(`${where}：业务编号重复`);
    ids.add(item.id);
    if (item.title.trim() === '') problems.push(`${where}：请填写业务标题`);
    const period = periodOfDate(item.date);
    const inPeriod = period !== null && period.year === year && period.month === month;
    if (!inPeriod) problems.push(`${where}：业务日期须在${year}年${month}月内`);
    // the vouchers are checked on a day of the period (a wrong item date is named once, above)
    const date = inPeriod ? item.date : `${year}-${String(month).padStart(2, '0')}-01`;
    if (item.vouchers.length === 0) problems.push(`${where}：请填写参考凭证`);
    item.vouchers.forEach((voucher, index) => {
      const found = voucherProblems(
        { word: '记', number: 1, date, attachments: voucher.attachments, lines: voucher.lines },
        { chart, auxItems: data.auxItems, period: data.period },
      );
      for (const problem of found) problems.push(`${where}第${index + 1}张凭证：${problem.message}`);
    });
  });
  return problems;
}
