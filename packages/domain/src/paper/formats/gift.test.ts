import { describe, expect, it } from 'vitest';
import type { TModelAnswer, TQuestionContent } from '../question';
import { parseGift } from './gift';

/** A content with the import's defaults: no options, no explanation, difficulty 3, no tags. */
function content(
  stem: string,
  answer: TModelAnswer,
  more: Partial<Pick<TQuestionContent, 'options' | 'explanation'>> = {},
): TQuestionContent {
  return { type: answer.type, stem, options: [], answer, explanation: '', difficulty: 3, tags: [], ...more };
}

/** The one question a source holds, asserting there is exactly one. */
function only(source: string) {
  const questions = parseGift(source);
  expect(questions).toHaveLength(1);
  return questions[0];
}

describe('parseGift: mapping', () => {
  it.each<[string, string, TQuestionContent]>([
    // 判断题
    ['{T}', '企业的库存现金应当每日清点。{T}', content('企业的库存现金应当每日清点。', { type: 'judge', value: true })],
    [
      '{TRUE}',
      '会计分期是会计核算的基本前提。{TRUE}',
      content('会计分期是会计核算的基本前提。', { type: 'judge', value: true }),
    ],
    ['{F}', '预付账款属于负债类科目。{F}', content('预付账款属于负债类科目。', { type: 'judge', value: false })],
    [
      '{FALSE}',
      '预付账款属于负债类科目。{FALSE}',
      content('预付账款属于负债类科目。', { type: 'judge', value: false }),
    ],
    ['judge in any case, full width', '题干{ｔｒｕｅ}', content('题干', { type: 'judge', value: true })],
    [
      'judge feedback is the explanation',
      '预付账款属于负债类科目。{F#预付账款是资产类科目。}',
      content('预付账款属于负债类科目。', { type: 'judge', value: false }, { explanation: '预付账款是资产类科目。' }),
    ],
    [
      'judge: both feedbacks',
      '题干{T#答错时的反馈#答对时的反馈}',
      content('题干', { type: 'judge', value: true }, { explanation: '答错时的反馈\n答对时的反馈' }),
    ],
    [
      'judge: general feedback wins over per-answer feedback',
      '题干{T#反馈####总解析}',
      content('题干', { type: 'judge', value: true }, { explanation: '总解析' }),
    ],
    // 单选题
    [
      '{=right ~wrong ~wrong}',
      '下列属于资产类科目的是{=库存现金 ~短期借款 ~实收资本}',
      content(
        '下列属于资产类科目的是',
        { type: 'single', choices: 'A' },
        { options: ['库存现金', '短期借款', '实收资本'] },
      ),
    ],
    [
      'options keep their order; the right one anywhere',
      '题干{~甲 ~乙 =丙 ~丁}',
      content('题干', { type: 'single', choices: 'C' }, { options: ['甲', '乙', '丙', '丁'] }),
    ],
    [
      'options on their own lines',
      '题干\n{\n  ~甲\n  =乙\n}',
      content('题干', { type: 'single', choices: 'B' }, { options: ['甲', '乙'] }),
    ],
    [
      'per-answer feedback of an option is ignored',
      '题干{=甲#对了 ~乙#错了}',
      content('题干', { type: 'single', choices: 'A' }, { options: ['甲', '乙'] }),
    ],
    [
      '= with a partial ~%50% stays single',
      '题干{=甲 ~%50%乙 ~丙}',
      content('题干', { type: 'single', choices: 'A' }, { options: ['甲', '乙', '丙'] }),
    ],
    [
      'one positive weight: single',
      '题干{~%100%甲 ~%0%乙 ~丙}',
      content('题干', { type: 'single', choices: 'A' }, { options: ['甲', '乙', '丙'] }),
    ],
    [
      'general feedback',
      '题干{=甲 ~乙 ####因为甲。}',
      content('题干', { type: 'single', choices: 'A' }, { options: ['甲', '乙'], explanation: '因为甲。' }),
    ],
    // 多选题
    [
      '{~%50%a ~%50%b ~%-100%c}',
      '题干{~%50%甲 ~%50%乙 ~%-100%丙}',
      content('题干', { type: 'multiple', choices: 'AB' }, { options: ['甲', '乙', '丙'] }),
    ],
    [
      'decimal weights',
      '题干{~%33.33333%甲 ~%-50%乙 ~%33.33333%丙 ~%33.33334%丁}',
      content('题干', { type: 'multiple', choices: 'ACD' }, { options: ['甲', '乙', '丙', '丁'] }),
    ],
    // 填空题
    [
      'short answer {=a =b}',
      '资产负债表中“货币资金”项目包括库存现金和{=银行存款 =银行存款账户}',
      content('资产负债表中“货币资金”项目包括库存现金和____', {
        type: 'blank',
        blanks: [['银行存款', '银行存款账户']],
      }),
    ],
    ['a single =answer is a blank', '题干{=甲}', content('题干____', { type: 'blank', blanks: [['甲']] })],
    [
      'several answer blocks make several blanks',
      '借：{=应收账款} 贷：{=主营业务收入 =主营业务收入—商品销售}。',
      content('借：____ 贷：____。', {
        type: 'blank',
        blanks: [['应收账款'], ['主营业务收入', '主营业务收入—商品销售']],
      }),
    ],
    [
      '0% answers are not accepted',
      '增值税基本税率是{=13% =%0%17%}',
      content('增值税基本税率是____', { type: 'blank', blanks: [['13%']] }),
    ],
    ['explicit 100% is accepted', '题干{=%100%甲 =乙}', content('题干____', { type: 'blank', blanks: [['甲', '乙']] })],
    [
      'numeric {#1130}',
      '应交增值税为{#1130}元。',
      content('应交增值税为____元。', { type: 'blank', blanks: [['1130']] }),
    ],
    ['numeric {#1130:0}', '应交增值税为{#1130:0}', content('应交增值税为____', { type: 'blank', blanks: [['1130']] })],
    ['numeric, decimals kept', '金额为{#1130.50}', content('金额为____', { type: 'blank', blanks: [['1130.50']] })],
    [
      'numeric with several = answers',
      '题干{#=1130:0 =1130.00}',
      content('题干____', { type: 'blank', blanks: [['1130', '1130.00']] }),
    ],
    ['numeric, full width', '题干{#１１３０：０}', content('题干____', { type: 'blank', blanks: [['1130']] })],
    [
      'numeric and short-answer blocks together',
      '{=甲}公司应交增值税{#1130}元',
      content('____公司应交增值税____元', { type: 'blank', blanks: [['甲'], ['1130']] }),
    ],
    // 简答题
    ['essay {}', '简述权责发生制。{}', content('简述权责发生制。', { type: 'essay', reference: '' })],
    [
      'essay with general feedback',
      '简述权责发生制。{####收入和费用按归属期确认。}',
      content('简述权责发生制。', { type: 'essay', reference: '' }, { explanation: '收入和费用按归属期确认。' }),
    ],
    // The stem around the answer block
    [
      'missing word: text after the block keeps its place',
      '企业的{~银行存款 =库存现金}应当每日清点。',
      content('企业的____应当每日清点。', { type: 'single', choices: 'B' }, { options: ['银行存款', '库存现金'] }),
    ],
    [
      'a multi-line stem',
      '甲公司本月发生如下业务：\n销售商品一批。\n应确认收入吗？{T}',
      content('甲公司本月发生如下业务：\n销售商品一批。\n应确认收入吗？', { type: 'judge', value: true }),
    ],
    // Titles, format prefixes, escapes
    ['title is dropped from the stem', '::第1题::题干{T}', content('题干', { type: 'judge', value: true })],
    [
      'a title with difficulty and tags is not read',
      '::[难度4][标签:税率,发票]题目::题干{T}',
      content('题干', { type: 'judge', value: true }),
    ],
    ['full-width title colons', '：：第1题：：题干{T}', content('题干', { type: 'judge', value: true })],
    ['[html] prefix', '::t::[html]<p>题干</p>{T}', content('<p>题干</p>', { type: 'judge', value: true })],
    ['[moodle] prefix', '[moodle]题干{T}', content('题干', { type: 'judge', value: true })],
    ['[plain] prefix', '[plain]题干{T}', content('题干', { type: 'judge', value: true })],
    [
      '[markdown] prefix on the stem and an option',
      '[markdown]**题干**{=[markdown]*甲* ~乙}',
      content('**题干**', { type: 'single', choices: 'A' }, { options: ['*甲*', '乙'] }),
    ],
    [
      'escapes in the stem',
      '集合\\{1,2\\}中 a\\=b、c\\~d、\\#3、比例 1\\:2，路径 C\\\\{T}',
      content('集合{1,2}中 a=b、c~d、#3、比例 1:2，路径 C\\', { type: 'judge', value: true }),
    ],
    ['escaped line break', '第一行\\n第二行{T}', content('第一行\n第二行', { type: 'judge', value: true })],
    [
      'escapes in options',
      '题干{=a\\=b ~c\\~d ~e\\#f ~\\{g\\}}',
      content('题干', { type: 'single', choices: 'A' }, { options: ['a=b', 'c~d', 'e#f', '{g}'] }),
    ],
    [
      '-> inside a choice is text',
      '题干{=借方->贷方 ~贷方->借方}',
      content('题干', { type: 'single', choices: 'A' }, { options: ['借方->贷方', '贷方->借方'] }),
    ],
  ])('%s', (_name, source, expected) => {
    const question = only(source);
    expect(question.errors).toEqual([]);
    expect(question.content).toEqual(expected);
  });

  it('accepts eight options', () => {
    const question = only('题干{=1 ~2 ~3 ~4 ~5 ~6 ~7 ~8}');
    expect(question.errors).toEqual([]);
    expect(question.content?.options).toHaveLength(8);
  });
});

describe('parseGift: errors', () => {
  it.each<[string, string, string[]]>([
    ['an unclosed {', '题干{=甲 ~乙', ['第1行：大括号不配对：“{”没有对应的“}”']],
    ['a } without {', '题干}{T}', ['第1行：大括号不配对：“}”前面没有对应的“{”']],
    ['a { inside a block', '题干{=甲 {~乙}', ['第1行：大括号不配对：前一个“{”还没有用“}”结束']],
    ['the brace line is named', '题干\n{=甲\n~乙\n{T}', ['第4行：大括号不配对：前一个“{”还没有用“}”结束']],
    ['no answer block', '这是一段说明文字。', ['第1行：没有答案块：GIFT 题目的答案要写在 {…} 中（简答题写 {}）']],
    ['single with one option', '题干{~%100%甲}', ['第1行：单选题至少要有两个选项，这道题只有1个']],
    ['more than eight options', '题干{=1 ~2 ~3 ~4 ~5 ~6 ~7 ~8 ~9}', ['第1行：选项最多8个（A–H），这道题有9个']],
    [
      'no right option',
      '题干{~甲 ~乙}',
      ['第1行：没有正确选项：用“=”标出正确选项，或给正确选项写正的权重（如 ~%50%）'],
    ],
    [
      'no positive weight',
      '题干{~%0%甲 ~%-50%乙}',
      ['第1行：没有正确选项：用“=”标出正确选项，或给正确选项写正的权重（如 ~%50%）'],
    ],
    [
      'several = options with ~',
      '题干{=甲 =乙 ~丙}',
      ['第1行：单选题只能有一个“=”正确选项；多选题请给每个正确选项写正的权重，如 ~%50%甲 ~%50%乙'],
    ],
    ['an empty option', '题干{=甲 ~ ~丙}', ['第1行：选项B的内容为空']],
    ['stem empty', '{T}', ['第1行：题干为空']],
    ['stem empty after a title', '::标题::\n{=甲 ~乙}', ['第1行：题干为空']],
    ['stem only a blank', '{=甲}', ['第1行：题干为空']],
    ['matching', '请配对。{=资产->库存现金 =负债->短期借款}', ['第1行：不支持的题型（匹配题）']],
    ['numeric tolerance', '题干{#1130:5}', ['第1行：数值题只支持精确答案，“1130:5”带有误差范围']],
    ['numeric range', '题干{#1..2}', ['第1行：数值题只支持精确答案，“1..2”是一个范围']],
    ['numeric not a number', '题干{#一千}', ['第1行：数值题的答案“一千”不是数字']],
    ['numeric empty', '题干{#}', ['第1行：数值题没有写答案']],
    ['partial short answer', '题干{=甲 =%50%乙}', ['第1行：填空题不支持部分得分：答案“乙”的权重是50%']],
    ['short answer all 0%', '题干{=%0%甲}', ['第1行：填空没有正确答案']],
    ['an empty short answer', '题干{= =甲}', ['第1行：填空的答案为空']],
    [
      'several blocks, not all blanks',
      '题干{T}又{=甲}',
      ['第1行：只有填空题可以有多个答案块，这道题的答案块不全是填空'],
    ],
    [
      'adjacent blanks',
      '题干{=甲}{=乙}',
      ['第1行：题干中的空有1个，答案块有2个：相邻的答案块之间要有文字，题干中不要另写下划线'],
    ],
    [
      'underscores of its own in a blank stem',
      '在____处填写{=甲}',
      ['第1行：题干中的空有2个，答案块有1个：相邻的答案块之间要有文字，题干中不要另写下划线'],
    ],
    ['checkQuestion: a stem too long', `${'长'.repeat(20_001)}{T}`, ['第1行：题干最多20000字']],
    ['checkQuestion: an explanation too long', `题干{T####${'长'.repeat(5_001)}}`, ['第1行：解析最多5000字']],
    ['an unrecognised block', '题干{甲乙丙}', ['第1行：无法识别的答案块“{甲乙丙}”']],
    ['text before the options', '题干{说明 =甲 ~乙}', ['第1行：无法识别的答案块“{说明 =甲 ~乙}”']],
    [
      'several problems at once',
      '题干{~甲}',
      [
        '第1行：单选题至少要有两个选项，这道题只有1个',
        '第1行：没有正确选项：用“=”标出正确选项，或给正确选项写正的权重（如 ~%50%）',
      ],
    ],
    [
      'the block line is named',
      '题干\n第二行\n{~甲 ~乙}',
      ['第3行：没有正确选项：用“=”标出正确选项，或给正确选项写正的权重（如 ~%50%）'],
    ],
  ])('%s', (_name, source, errors) => {
    const question = only(source);
    expect(question.errors).toEqual(errors);
    expect(question.content).toBeNull();
    expect(question.line).toBe(1);
  });

  it('gives a question with errors its line and label, and reads the next one', () => {
    const questions = parseGift('// 第一部分\n\n::有问题的题::题干{=甲\n\n第二题{T}\n');
    expect(questions).toEqual([
      { line: 3, label: '有问题的题', content: null, errors: ['第3行：大括号不配对：“{”没有对应的“}”'] },
      { line: 5, label: '第二题', content: content('第二题', { type: 'judge', value: true }), errors: [] },
    ]);
  });

  it('labels an untitled question with errors by its stem', () => {
    expect(only('预付账款属于负债类科目{~甲}').label).toBe('预付账款属于负债类科目');
    expect(only('预付账款属于负债类科目{=甲 ~乙').label).toBe('预付账款属于负债类科目');
  });
});

describe('parseGift: the file', () => {
  it('splits questions on blank lines and skips comments and categories', () => {
    const questions = parseGift(
      [
        '// 会计基础',
        '$CATEGORY: $course$/会计基础',
        '',
        '',
        '第一题{T}',
        '// 中间的注释',
        '',
        '   ',
        '第二题',
        '// 题干中的注释行不进题干',
        '第二题续{F}',
      ].join('\n'),
    );
    expect(questions.map((q) => [q.line, q.content?.stem])).toEqual([
      [5, '第一题'],
      [9, '第二题\n第二题续'],
    ]);
  });

  it('names lines correctly after comment lines inside a question', () => {
    const [question] = parseGift('题干\n// 注释\n{~甲 ~乙}');
    expect(question.errors).toEqual(['第3行：没有正确选项：用“=”标出正确选项，或给正确选项写正的权重（如 ~%50%）']);
  });

  it('accepts Windows line ends and a BOM', () => {
    const questions = parseGift('\uFEFF::题1::第一题{T}\r\n\r\n第二题\r\n{=甲\r\n~乙}\r\n');
    expect(questions.map((q) => [q.line, q.label, q.content?.stem, q.content?.options])).toEqual([
      [1, '题1', '第一题', []],
      [3, '第二题', '第二题', ['甲', '乙']],
    ]);
  });

  it('reads an empty file as no questions', () => {
    expect(parseGift('')).toEqual([]);
    expect(parseGift('\uFEFF// 只有注释\n\n')).toEqual([]);
  });

  it('labels by the first 30 characters of the stem, tags and spaces dropped', () => {
    const stem = '<p>甲公司为增值税一般纳税人，2024年5月销售商品一批，开具增值税专用发票，注明价款10000元。</p>';
    expect(only(`${stem}{T}`).label).toBe('甲公司为增值税一般纳税人，2024年5月销售商品一批，开具增');
  });

  it('reads a realistic file with every type', () => {
    const file = [
      '// 《初级会计实务》第二章 练习题',
      '$CATEGORY: 初级会计实务/第二章',
      '',
      '::判断1::企业的库存现金应当每日清点，做到日清月结。{T}',
      '',
      '::判断2::预付账款属于负债类科目。{FALSE#预付账款是企业按照合同规定预付的款项，属于资产类科目。}',
      '',
      '::单选1::下列各项中，应通过“其他货币资金”科目核算的是（　）。{',
      '  ~库存现金',
      '  =银行汇票存款',
      '  ~银行存款',
      '  ~备用金',
      '  ####银行汇票存款、银行本票存款、信用卡存款等通过“其他货币资金”科目核算。',
      '}',
      '',
      '::多选1::下列各项中，属于流动资产的有（　）。{',
      '  ~%50%应收账款',
      '  ~%50%存货',
      '  ~%-100%固定资产',
      '  ~%-100%无形资产',
      '}',
      '',
      '::填空1::企业销售商品开具增值税专用发票，注明价款10000元，税率13%，应交增值税（销项税额）为{#1300}元。',
      '',
      '::填空2::企业应当设置{=库存现金日记账 =现金日记账}，由出纳人员逐日逐笔登记。',
      '',
      '::简答1::[html]<p>简述应收账款减值的核算方法。</p>{####采用备抵法，按预期信用损失计提坏账准备。}',
      '',
    ].join('\r\n');
    expect(parseGift(`\uFEFF${file}`)).toEqual([
      {
        line: 4,
        label: '判断1',
        errors: [],
        content: content('企业的库存现金应当每日清点，做到日清月结。', { type: 'judge', value: true }),
      },
      {
        line: 6,
        label: '判断2',
        errors: [],
        content: content(
          '预付账款属于负债类科目。',
          { type: 'judge', value: false },
          { explanation: '预付账款是企业按照合同规定预付的款项，属于资产类科目。' },
        ),
      },
      {
        line: 8,
        label: '单选1',
        errors: [],
        content: content(
          '下列各项中，应通过“其他货币资金”科目核算的是（　）。',
          { type: 'single', choices: 'B' },
          {
            options: ['库存现金', '银行汇票存款', '银行存款', '备用金'],
            explanation: '银行汇票存款、银行本票存款、信用卡存款等通过“其他货币资金”科目核算。',
          },
        ),
      },
      {
        line: 16,
        label: '多选1',
        errors: [],
        content: content(
          '下列各项中，属于流动资产的有（　）。',
          { type: 'multiple', choices: 'AB' },
          { options: ['应收账款', '存货', '固定资产', '无形资产'] },
        ),
      },
      {
        line: 23,
        label: '填空1',
        errors: [],
        content: content('企业销售商品开具增值税专用发票，注明价款10000元，税率13%，应交增值税（销项税额）为____元。', {
          type: 'blank',
          blanks: [['1300']],
        }),
      },
      {
        line: 25,
        label: '填空2',
        errors: [],
        content: content('企业应当设置____，由出纳人员逐日逐笔登记。', {
          type: 'blank',
          blanks: [['库存现金日记账', '现金日记账']],
        }),
      },
      {
        line: 27,
        label: '简答1',
        errors: [],
        content: content(
          '<p>简述应收账款减值的核算方法。</p>',
          { type: 'essay', reference: '' },
          { explanation: '采用备抵法，按预期信用损失计提坏账准备。' },
        ),
      },
    ]);
  });
});
