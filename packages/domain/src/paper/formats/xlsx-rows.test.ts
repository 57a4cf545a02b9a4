import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { BLANK_MARK, checkQuestion } from '../check';
import { OPTION_LETTERS, type TEntryLine, type TQuestionContent } from '../question';
import { parseXlsxRows, questionToRow, XLSX_COLUMNS, xlsxHeaderProblem } from './xlsx-rows';

const HEADER = [...XLSX_COLUMNS];

/** A template row from the cells named (the others empty). */
function row(cells: Partial<Record<string, string>>): string[] {
  return HEADER.map((name) => cells[name] ?? '');
}

/** The one question of a sheet with these rows under the header. */
function only(cells: Partial<Record<string, string>>) {
  const items = parseXlsxRows([HEADER, row(cells)]);
  expect(items).toHaveLength(1);
  return items[0];
}

const OPTIONS = { 选项A: '库存现金', 选项B: '短期借款', 选项C: '实收资本', 选项D: '应付账款' };

describe('parseXlsxRows: every type', () => {
  it('reads a 单选题 with its explanation, difficulty and tags', () => {
    const item = only({
      题型: '单选题',
      题干: '下列属于资产类科目的是（　）',
      ...OPTIONS,
      答案: 'a',
      解析: '库存现金是资产。',
      难度: '2',
      知识点: '会计科目、资产 , 科目分类，资产',
    });
    expect(item).toEqual({
      line: 2,
      label: '下列属于资产类科目的是（　）',
      errors: [],
      content: {
        type: 'single',
        stem: '下列属于资产类科目的是（　）',
        options: ['库存现金', '短期借款', '实收资本', '应付账款'],
        answer: { type: 'single', choices: 'A' },
        explanation: '库存现金是资产。',
        difficulty: 2,
        tags: ['会计科目', '资产', '科目分类'],
      },
    });
  });

  it.each([
    ['多选题', 'C, A、d', { type: 'multiple', choices: 'ACD' }],
    ['多选', 'ＡＣ', { type: 'multiple', choices: 'AC' }],
    ['不定项选择题', 'B', { type: 'indefinite', choices: 'B' }],
    ['不定项选择', 'BD', { type: 'indefinite', choices: 'BD' }],
  ])('reads the letters of a %s answer %s', (type, answer, model) => {
    expect(only({ 题型: type, 题干: '题干', ...OPTIONS, 答案: answer }).content?.answer).toEqual(model);
  });

  it.each([
    ['正确', true],
    ['对', true],
    ['√', true],
    ['t', true],
    ['TRUE', true],
    ['错误', false],
    ['错', false],
    ['×', false],
    ['F', false],
    ['false', false],
  ])('reads the 判断 answer %s', (answer, value) => {
    expect(only({ 题型: '判断题', 题干: '题干', 答案: answer }).content?.answer).toEqual({ type: 'judge', value });
  });

  it('reads a 填空题: blanks by |, alternatives by /, \\/ a slash of the answer itself', () => {
    const item = only({
      题型: '填空题',
      题干: `限额按${BLANK_MARK}天核定，比例为${BLANK_MARK}，即${BLANK_MARK}。`,
      答案: '3 / 三 ｜1\\/2|a\\|b\\\\',
    });
    expect(item.errors).toEqual([]);
    expect(item.content?.answer).toEqual({ type: 'blank', blanks: [['3', '三'], ['1/2'], ['a|b\\']] });
  });

  it('reads a 计算分录题: codes, sub-accounts, commas, full-width colons and amounts', () => {
    const item = only({
      题型: '计算分录题',
      题干: '销售商品，价款10000元，增值税1300元，款项存入银行。',
      答案: '借：1002 银行存款 11,300.00\n\n贷:主营业务收入 10000\r\n贷  应交税费—应交增值税（销项税额）   1300元',
    });
    expect(item.errors).toEqual([]);
    expect(item.content?.answer).toEqual({
      type: 'entry',
      lines: [
        { side: 'debit', account: '银行存款', code: '1002', amount: '11300.00' },
        { side: 'credit', account: '主营业务收入', amount: '10000' },
        { side: 'credit', account: '应交税费—应交增值税（销项税额）', amount: '1300' },
      ],
    });
  });

  it('reads a 简答题, its reference answer optional, and the default difficulty 3', () => {
    const item = only({ 题型: '简答题', 题干: '简述现金日记账的登记要求。', 答案: '逐日逐笔登记\n日清月结' });
    expect(item.content).toMatchObject({
      answer: { type: 'essay', reference: '逐日逐笔登记\n日清月结' },
      difficulty: 3,
    });
    expect(only({ 题型: '简答题', 题干: '简述。' }).content?.answer).toEqual({ type: 'essay', reference: '' });
  });

  it('finds the columns by their header in any order, skips empty rows and names each row by its Excel number', () => {
    const header = ['答案', '题干 ', '题型（必填）', '难度'];
    const items = parseXlsxRows([
      header,
      ['正确', '现金应日清月结。', '判断题', ''],
      [],
      ['', '', '', ''],
      ['错', '预付账款是负债。', '判断', '4'],
    ]);
    expect(items.map((item) => [item.line, item.content?.answer, item.content?.difficulty])).toEqual([
      [2, { type: 'judge', value: true }, 3],
      [5, { type: 'judge', value: false }, 4],
    ]);
  });
});

describe('parseXlsxRows: problems name the row', () => {
  it.each<[string, Partial<Record<string, string>>, string[]]>([
    [
      'no type',
      { 题干: '题干', 答案: 'A' },
      ['第2行：题型为空：应为单选题、多选题、判断题、不定项选择题、填空题、计算分录题、简答题之一'],
    ],
    [
      'an unknown type',
      { 题型: '连线题', 题干: '题干', 答案: 'A' },
      ['第2行：题型“连线题”不正确：应为单选题、多选题、判断题、不定项选择题、填空题、计算分录题、简答题之一'],
    ],
    ['no stem', { 题型: '判断题', 答案: '对' }, ['第2行：题干为空']],
    [
      'one option',
      { 题型: '单选题', 题干: '题干', 选项A: '甲', 答案: 'A' },
      ['第2行：单选题至少要有两个选项，这道题只有1个'],
    ],
    [
      'a gap in the options',
      { 题型: '单选题', 题干: '题干', 选项A: '甲', 选项C: '丙', 答案: 'A' },
      ['第2行：选项B的内容为空'],
    ],
    [
      'a letter beyond the options',
      { 题型: '多选题', 题干: '题干', 选项A: '甲', 选项B: '乙', 答案: 'AE' },
      ['第2行：答案中的“E”不是本题的选项（本题有2个选项）'],
    ],
    [
      'no letters',
      { 题型: '单选题', 题干: '题干', 选项A: '甲', 选项B: '乙' },
      ['第2行：答案为空：请写正确选项的字母，如 B 或 ACD'],
    ],
    [
      'two letters for a 单选题 (checkQuestion)',
      { 题型: '单选题', 题干: '题干', 选项A: '甲', 选项B: '乙', 答案: 'AB' },
      ['第2行：单选题只能有一个正确答案'],
    ],
    [
      'options on a 判断题',
      { 题型: '判断题', 题干: '题干', 选项A: '对', 选项B: '错', 答案: '对' },
      ['第2行：判断题不设选项，请清空选项列'],
    ],
    [
      'a 判断 answer not read',
      { 题型: '判断题', 题干: '题干', 答案: '是' },
      ['第2行：判断题的答案应为“正确”或“错误”（也可写 对/错、√/×、T/F），这里是“是”'],
    ],
    [
      'blanks not as many as the stem marks (checkQuestion)',
      { 题型: '填空题', 题干: `甲${BLANK_MARK}乙`, 答案: '1|2' },
      ['第2行：题干中的空（____）有1个，答案有2个'],
    ],
    [
      'an empty alternative',
      { 题型: '填空题', 题干: `甲${BLANK_MARK}`, 答案: '1//2' },
      ['第2行：第1个空有空白的答案（“|”“/”前后都要写答案；答案本身含“/”时写作“\\/”）'],
    ],
    [
      'an entry line not read',
      { 题型: '计算分录题', 题干: '题干', 答案: '借：库存现金 500\n银行存款 500' },
      ['第2行：答案第2行“银行存款 500”应写成“借：科目 金额”或“贷：科目 金额”'],
    ],
    [
      'an entry that does not balance (checkQuestion)',
      { 题型: '计算分录题', 题干: '题干', 答案: '借：库存现金 500\n贷：银行存款 50' },
      ['第2行：分录借贷不平衡'],
    ],
    [
      'an amount of three decimals (checkQuestion)',
      { 题型: '计算分录题', 题干: '题干', 答案: '借：库存现金 5.005\n贷：银行存款 5.005' },
      ['第2行：分录第1行的金额应为大于0、最多两位小数的数字', '第2行：分录第2行的金额应为大于0、最多两位小数的数字'],
    ],
    ['a difficulty of 6', { 题型: '简答题', 题干: '题干', 难度: '6' }, ['第2行：难度应为1到5的整数，这里是“6”']],
    [
      'several problems at once',
      { 题型: '单选题', 选项A: '甲', 答案: 'A', 难度: '难' },
      ['第2行：题干为空', '第2行：难度应为1到5的整数，这里是“难”', '第2行：单选题至少要有两个选项，这道题只有1个'],
    ],
  ])('%s', (_, cells, errors) => {
    const item = only(cells);
    expect(item.content).toBeNull();
    expect(item.errors).toEqual(errors);
  });

  it('refuses a header without 题型, 题干 or 答案', () => {
    expect(xlsxHeaderProblem(['账号', '姓名', '答案'])).toBe(
      '表头缺少“题型”“题干”列：请下载Excel模板，按模板的表头（第1行）填写',
    );
    expect(xlsxHeaderProblem(HEADER)).toBeNull();
    expect(parseXlsxRows([['账号'], ['x']])).toEqual([
      {
        line: 1,
        label: '表头',
        content: null,
        errors: ['第1行：表头缺少“题型”“题干”“答案”列：请下载Excel模板，按模板的表头（第1行）填写'],
      },
    ]);
  });
});

// ——— export → import gives the same question ———

const CHARS = [...'现金银行存款税率增值发票凭证ABCxyz0123 ,.，。、/|\\／｜（）—-<>&"\'\n'];
/** Trimmed, non-empty text of the characters above (no underscores: they would mark blanks). */
const text = (maxLength = 12) =>
  fc
    .array(fc.constantFrom(...CHARS), { minLength: 1, maxLength })
    .map((chars) => chars.join('').trim())
    .filter((value) => value !== '');
const maybeText = fc.oneof(fc.constant(''), text(30));
const line = (max: number) => text(max).map((value) => value.replace(/\n/g, ' '));
const tag = fc
  .array(fc.constantFrom(...'现金税率发票ABC12 -'), { minLength: 1, maxLength: 20 })
  .map((chars) => chars.join('').trim())
  .filter((value) => value !== '');

const common = fc.record({
  stem: text(40),
  explanation: maybeText,
  difficulty: fc.integer({ min: 1, max: 5 }),
  tags: fc.uniqueArray(tag, { maxLength: 10 }),
});

const choice = fc
  .tuple(
    fc.constantFrom('single', 'multiple', 'indefinite' as const),
    fc.uniqueArray(line(20), { minLength: 2, maxLength: 8 }),
  )
  .chain(([type, options]) =>
    fc
      .subarray([...OPTION_LETTERS.slice(0, options.length)], {
        minLength: type === 'multiple' ? 2 : 1,
        maxLength: type === 'single' ? 1 : options.length,
      })
      .map((letters) => ({ type, options, answer: { type, choices: letters.sort().join('') } })),
  );

const judge = fc
  .boolean()
  .map((value) => ({ type: 'judge' as const, options: [], answer: { type: 'judge' as const, value } }));

const blank = fc
  .array(fc.uniqueArray(line(10), { minLength: 1, maxLength: 3 }), { minLength: 1, maxLength: 3 })
  .chain((blanks) =>
    fc.array(line(10), { minLength: blanks.length + 1, maxLength: blanks.length + 1 }).map((parts) => ({
      type: 'blank' as const,
      options: [],
      stemOf: () => parts.join(BLANK_MARK),
      answer: { type: 'blank' as const, blanks },
    })),
  );

const ACCOUNTS = [
  '库存现金',
  '银行存款',
  '应交税费—应交增值税（销项税额）',
  '应付账款—A 公司',
  '其他应收款—员工12',
  '主营业务收入',
];
const entryLine = (side: TEntryLine['side'], cents: number) =>
  fc
    .record({
      account: fc.constantFrom(...ACCOUNTS),
      code: fc.option(fc.stringMatching(/^\d{4,6}$/), { nil: undefined }),
    })
    .map(
      ({ account, code }): TEntryLine => ({
        side,
        account,
        ...(code ? { code } : {}),
        amount: cents % 100 === 0 ? String(cents / 100) : (cents / 100).toFixed(2),
      }),
    );
const entry = fc.array(fc.integer({ min: 1, max: 10_000_000 }), { minLength: 1, maxLength: 4 }).chain((debits) =>
  fc
    .tuple(
      ...debits.map((cents) => entryLine('debit', cents)),
      entryLine(
        'credit',
        debits.reduce((sum, cents) => sum + cents, 0),
      ),
    )
    .map((lines) => ({ type: 'entry' as const, options: [], answer: { type: 'entry' as const, lines } })),
);

const essay = maybeText.map((reference) => ({
  type: 'essay' as const,
  options: [],
  answer: { type: 'essay' as const, reference },
}));

const question = fc
  .tuple(common, fc.oneof(choice, judge, blank, entry, essay))
  .map(([base, typed]): TQuestionContent => {
    const { stemOf, ...rest } = typed as typeof typed & { stemOf?: () => string };
    return { ...base, ...rest, stem: stemOf ? stemOf() : base.stem } as TQuestionContent;
  });

describe('questionToRow', () => {
  it('writes the cells in the order of the header', () => {
    const row = questionToRow({
      type: 'entry',
      stem: '提取现金',
      options: [],
      answer: {
        type: 'entry',
        lines: [
          { side: 'debit', account: '库存现金', code: '1001', amount: '500.00' },
          { side: 'credit', account: '银行存款', amount: '500.00' },
        ],
      },
      explanation: '解析',
      difficulty: 2,
      tags: ['现金', '提现'],
    });
    expect(row).toHaveLength(HEADER.length);
    expect(Object.fromEntries(HEADER.map((name, i) => [name, row[i]]))).toMatchObject({
      题型: '计算分录题',
      题干: '提取现金',
      选项A: '',
      答案: '借：1001 库存现金 500.00\n贷：银行存款 500.00',
      解析: '解析',
      难度: '2',
      知识点: '现金、提现',
    });
  });

  it('row → parse gives back the same question, for any valid question', () => {
    fc.assert(
      fc.property(question, (content) => {
        expect(checkQuestion(content)).toEqual([]);
        const [item] = parseXlsxRows([HEADER, questionToRow(content)]);
        expect(item.errors).toEqual([]);
        expect(item.content).toEqual(content);
      }),
      { numRuns: 500 },
    );
  });
});
