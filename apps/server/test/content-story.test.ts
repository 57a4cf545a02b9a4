// The seeded company is one story (seed/STORY.md, facts in seed/story.ts): the invoicing case, the handouts and
// the lesson texts agree on who the company is, who it deals with and when things happen (issue 15 §4).
import { readdirSync, readFileSync } from 'node:fs';
import { checkCreditCode } from '@sxpt/domain';
import { describe, expect, it } from 'vitest';
import { sourcePath } from '../src/paths';
import { bwkpDemoCase } from '../src/seed/bwkp-demo-case';
import { demoCourses } from '../src/seed/demo-content';
import { COMPANY, INVOICING_MONTHS, PEOPLE, SUPPLIER_CODES } from '../src/seed/story';

const handoutDir = sourcePath('seed', 'content', 'handouts');
/** Each handout's text without tags (entities are plain characters in these files). */
const handouts = readdirSync(handoutDir)
  .filter((name) => name.endsWith('.html'))
  .map((name) => ({
    name,
    text: readFileSync(`${handoutDir}/${name}`, 'utf8')
      .replace(/<style[\s\S]*?<\/style>/g, '')
      .replace(/<[^>]+>/g, ''),
  }));
const lessonText = demoCourses
  .flatMap((course) => [
    course.description,
    ...course.chapters.flatMap((chapter) =>
      chapter.lessons.flatMap((lesson) => [lesson.title, lesson.description, ...lesson.keyPoints]),
    ),
  ])
  .join('\n');
const caseText = [
  bwkpDemoCase.description,
  ...bwkpDemoCase.subjects.flatMap((subject) => [subject.title, subject.subject_describe]),
].join('\n');
const texts = [...handouts, { name: 'lessons', text: lessonText }, { name: 'invoicing case', text: caseText }];

/** 18-character unified social credit codes standing alone in a text: registration authority 1, 5 or 9, type 1–3. */
const CREDIT_CODE = /(?<![0-9A-Z])[159][1-3]\d{6}[0-9A-HJ-NPQRTUWXY]{10}(?![0-9A-Z])/g;
/** Full dates written in Chinese: 2026年5月6日. */
const FULL_DATE = /(\d{4})年(\d{1,2})月(\d{1,2})日/g;

describe('one company, one story (STORY.md)', () => {
  it('the invoicing case’s company and clerk are the story’s', () => {
    expect(bwkpDemoCase.qyxx).toMatchObject({
      nsr_sbh: COMPANY.creditCode,
      nsr_mc: COMPANY.name,
      business_address: COMPANY.address,
      phone_number: COMPANY.phone,
      bank_name: COMPANY.bankName,
      account: COMPANY.account,
      supervisor_name: COMPANY.taxOffice,
    });
    expect(COMPANY.creditCode.slice(2, 8)).toBe(COMPANY.regionCode);
    for (const answer of bwkpDemoCase.apply) {
      expect(answer.shenling_slr).toBe(PEOPLE.clerk.name);
      expect(answer.shenling_zjh).toBe(PEOPLE.clerk.idNumber);
    }
  });

  it('every credit code in the case, the handouts and the lessons passes GB 32100-2015 and is a party of the story', () => {
    const parties = new Map<string, string>([
      [COMPANY.creditCode, COMPANY.name],
      ...bwkpDemoCase.customers.filter((row) => row.tax_num !== '').map((row) => [row.tax_num, row.kh_name] as const),
      ...Object.entries(SUPPLIER_CODES).map(([name, code]) => [code, name] as const),
    ]);
    let seen = 0;
    for (const { name, text } of texts) {
      for (const [code] of text.matchAll(CREDIT_CODE)) {
        seen++;
        expect(checkCreditCode(code), `${name}: ${code}`).toBe(true);
        expect(parties.has(code), `${name}: ${code} is no party of the story`).toBe(true);
      }
    }
    expect(seen).toBeGreaterThan(5);
  });

  it('where a text names the company’s address, bank account or tax office, it names the story’s', () => {
    for (const { name, text } of texts) {
      if (text.includes('天河北路')) expect(text, name).toContain(COMPANY.address);
      if (text.includes('3602012409')) expect(text, name).toContain(COMPANY.account);
      if (text.includes('穗通') && text.includes('税务局')) {
        for (const [office] of text.matchAll(/国家税务总局广州市[^，。、；（）\s]{2,6}税务局/g)) {
          expect(office, name).toBe(COMPANY.taxOffice);
        }
      }
    }
  });

  it('the invoicing case happens in the months of its story, in question order', () => {
    const months: readonly string[] = INVOICING_MONTHS;
    for (const subject of bwkpDemoCase.subjects) {
      expect(months, `question ${subject.sort}`).toContain(subject.business_date?.slice(0, 7));
      for (const [, year] of subject.subject_describe.matchAll(FULL_DATE)) expect(year, `${subject.sort}`).toBe('2026');
    }
    expect(bwkpDemoCase.subjects[0].business_date).toBe(COMPANY.invoicingFrom);
    expect(bwkpDemoCase.subjects[0].subject_describe).toContain(
      `${Number(COMPANY.generalTaxpayerFrom.slice(5, 7))}月1日起登记为增值税一般纳税人`,
    );
  });

  it('the invoicing handouts are set in 2026 (only the 数电 rollout is dated earlier)', () => {
    const history = new Set(['2024年12月1日']);
    for (const { name, text } of handouts.filter((entry) => entry.name.startsWith('fp-'))) {
      for (const [date, year] of text.matchAll(FULL_DATE)) {
        if (!history.has(date)) expect(Number(year), `${name}: ${date}`).toBeGreaterThanOrEqual(2026);
      }
    }
  });

  it('the accounting course opens the books of January 2026, brought forward from 2025', () => {
    const zw = handouts.filter((entry) => entry.name.startsWith('zw-')).map((entry) => entry.text);
    expect(zw.join('\n')).toContain('2026年1月');
    for (const text of zw) expect(text).not.toMatch(/2025年1月\d{1,2}日/);
    expect(lessonText).toContain('2026年1月');
  });

  it('fp-01 and the case say plainly that the device-based client is a training premise in 2026', () => {
    const fp01 = handouts.find((entry) => entry.name === 'fp-01.html')?.text ?? '';
    expect(fp01).toContain('实训');
    expect(fp01).toContain('数电');
    expect(bwkpDemoCase.description).toContain('实训设定');
  });
});
