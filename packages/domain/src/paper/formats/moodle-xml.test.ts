import { describe, expect, it } from 'vitest';
import { htmlToText, parseMoodleXml } from './moodle-xml';

/** A Moodle 4 export of a category of 出纳实务, as Moodle writes it (one question of each mapped type and a matching). */
const SAMPLE = `\uFEFF<?xml version="1.0" encoding="UTF-8"?>
<quiz>
<!-- question: 0  -->
  <question type="category">
    <category>
      <text>$course$/top/默认/出纳实务</text>
    </category>
    <info format="html">
      <text></text>
    </info>
    <idnumber></idnumber>
  </question>

<!-- question: 101  -->
  <question type="multichoice">
    <name>
      <text>增值税税率</text>
    </name>
    <questiontext format="html">
      <text><![CDATA[<p dir="ltr" style="text-align: left;">一般纳税人销售<strong>办公设备</strong>适用的增值税税率是（　）</p>]]></text>
    </questiontext>
    <generalfeedback format="html">
      <text><![CDATA[<p>销售货物适用13%的税率。</p>]]></text>
    </generalfeedback>
    <defaultgrade>1.0000000</defaultgrade>
    <penalty>0.3333333</penalty>
    <hidden>0</hidden>
    <idnumber></idnumber>
    <single>true</single>
    <shuffleanswers>true</shuffleanswers>
    <answernumbering>ABCD</answernumbering>
    <showstandardinstruction>0</showstandardinstruction>
    <correctfeedback format="html">
      <text>你的答案正确。</text>
    </correctfeedback>
    <answer fraction="100" format="html">
      <text><![CDATA[<p dir="ltr">13%</p>]]></text>
      <feedback format="html">
        <text></text>
      </feedback>
    </answer>
    <answer fraction="0" format="html">
      <text>&lt;p&gt;9%&lt;/p&gt;</text>
      <feedback format="html">
        <text></text>
      </feedback>
    </answer>
    <answer fraction="0" format="html">
      <text><![CDATA[<p>6%&nbsp;</p>]]></text>
    </answer>
    <answer fraction="0" format="html">
      <text>3%</text>
    </answer>
    <tags>
      <tag><text>增值税</text></tag>
      <tag><text>税率</text></tag>
    </tags>
  </question>

<!-- question: 102  -->
  <question type="multichoice">
    <name>
      <text>银行结算方式</text>
    </name>
    <questiontext format="html">
      <text><![CDATA[<p>下列属于银行结算方式的有（　）</p>]]></text>
    </questiontext>
    <generalfeedback format="html">
      <text></text>
    </generalfeedback>
    <single>false</single>
    <answer fraction="33.33333" format="html">
      <text>支票</text>
    </answer>
    <answer fraction="33.33333" format="html">
      <text>汇兑</text>
    </answer>
    <answer fraction="33.33334" format="html">
      <text>托收承付</text>
    </answer>
    <answer fraction="-100" format="html">
      <text>现金盘点 &amp; 清查</text>
    </answer>
  </question>

<!-- question: 103  -->
  <question type="truefalse">
    <name>
      <text>日清月结</text>
    </name>
    <questiontext format="moodle_auto_format">
      <text>库存现金应当每日清点，做到日清月结。</text>
    </questiontext>
    <generalfeedback format="moodle_auto_format">
      <text></text>
    </generalfeedback>
    <answer fraction="100" format="moodle_auto_format">
      <text>true</text>
      <feedback format="moodle_auto_format">
        <text>对：出纳应每日清点现金。</text>
      </feedback>
    </answer>
    <answer fraction="0" format="moodle_auto_format">
      <text>false</text>
      <feedback format="moodle_auto_format">
        <text>错</text>
      </feedback>
    </answer>
  </question>

<!-- question: 104  -->
  <question type="shortanswer">
    <name>
      <text>货币资金</text>
    </name>
    <questiontext format="html">
      <text><![CDATA[<p>企业存放在本单位、用于日常零星开支的货币资金是</p>]]></text>
    </questiontext>
    <generalfeedback format="html">
      <text></text>
    </generalfeedback>
    <usecase>0</usecase>
    <answer fraction="100" format="moodle_auto_format">
      <text>库存现金</text>
    </answer>
    <answer fraction="100" format="moodle_auto_format">
      <text>现金</text>
    </answer>
    <answer fraction="0" format="moodle_auto_format">
      <text>银行存款</text>
    </answer>
  </question>

<!-- question: 105  -->
  <question type="numerical">
    <name>
      <text>税额</text>
    </name>
    <questiontext format="html">
      <text><![CDATA[<p>含税销售额11300元、税率13%时，销项税额为_____元。</p>]]></text>
    </questiontext>
    <generalfeedback format="html">
      <text><![CDATA[<p>11300 &divide; 1.13 &times; 13% = 1300</p><p>注意先价税分离。</p>]]></text>
    </generalfeedback>
    <answer fraction="100" format="moodle_auto_format">
      <text>1300</text>
      <tolerance>0</tolerance>
    </answer>
    <unitgradingtype>0</unitgradingtype>
    <unitpenalty>0.1000000</unitpenalty>
    <showunits>3</showunits>
    <unitsleft>0</unitsleft>
  </question>

<!-- question: 106  -->
  <question type="essay">
    <name>
      <text>现金日记账</text>
    </name>
    <questiontext format="html">
      <text><![CDATA[<p>简述现金日记账的登记要求。</p>]]></text>
    </questiontext>
    <generalfeedback format="html">
      <text></text>
    </generalfeedback>
    <responseformat>editor</responseformat>
    <responserequired>1</responserequired>
    <responsefieldlines>15</responsefieldlines>
    <graderinfo format="html">
      <text><![CDATA[<p>由出纳逐日逐笔登记；</p><ul><li>日清月结</li><li>账实相符</li></ul>]]></text>
    </graderinfo>
    <responsetemplate format="html">
      <text></text>
    </responsetemplate>
  </question>

<!-- question: 107  -->
  <question type="matching">
    <name>
      <text>票据配对</text>
    </name>
    <questiontext format="html">
      <text><![CDATA[<p>将票据与用途配对。</p>]]></text>
    </questiontext>
    <subquestion format="html">
      <text><![CDATA[<p>现金支票</p>]]></text>
      <answer><text>支取现金</text></answer>
    </subquestion>
  </question>

</quiz>
`;

const content = (more: object) => ({ explanation: '', difficulty: 3, tags: [], options: [], ...more });

describe('parseMoodleXml: a Moodle export', () => {
  const items = parseMoodleXml(SAMPLE);

  it('reads every question but the category, in order, with its line and name', () => {
    expect(items.map((item) => [item.line, item.label, item.content?.type ?? null])).toEqual([
      [15, '增值税税率', 'single'],
      [61, '银行结算方式', 'multiple'],
      [87, '日清月结', 'judge'],
      [112, '货币资金', 'blank'],
      [135, '税额', 'blank'],
      [156, '现金日记账', 'essay'],
      [178, '票据配对', null],
    ]);
  });

  it('a single multichoice: the stem kept as HTML, options as text, general feedback and tags', () => {
    expect(items[0]).toMatchObject({ errors: [] });
    expect(items[0].content).toEqual(
      content({
        type: 'single',
        stem: '<p dir="ltr" style="text-align: left;">一般纳税人销售<strong>办公设备</strong>适用的增值税税率是（　）</p>',
        options: ['13%', '9%', '6%', '3%'],
        answer: { type: 'single', choices: 'A' },
        explanation: '销售货物适用13%的税率。',
        tags: ['增值税', '税率'],
      }),
    );
  });

  it('a multiple multichoice: the positive fractions are the right set, a negative one is wrong', () => {
    expect(items[1].content).toEqual(
      content({
        type: 'multiple',
        stem: '<p>下列属于银行结算方式的有（　）</p>',
        options: ['支票', '汇兑', '托收承付', '现金盘点 & 清查'],
        answer: { type: 'multiple', choices: 'ABC' },
      }),
    );
  });

  it('truefalse: the answer of fraction 100, its feedback the explanation when there is no general one', () => {
    expect(items[2].content).toEqual(
      content({
        type: 'judge',
        stem: '库存现金应当每日清点，做到日清月结。',
        answer: { type: 'judge', value: true },
        explanation: '对：出纳应每日清点现金。',
      }),
    );
  });

  it('shortanswer: one blank put at the end of the last paragraph, accepting the answers of fraction 100', () => {
    expect(items[3].content).toEqual(
      content({
        type: 'blank',
        stem: '<p>企业存放在本单位、用于日常零星开支的货币资金是____</p>',
        answer: { type: 'blank', blanks: [['库存现金', '现金']] },
      }),
    );
  });

  it('numerical: the blank the stem marks, the exact answer, the feedback as text', () => {
    expect(items[4].content).toEqual(
      content({
        type: 'blank',
        stem: '<p>含税销售额11300元、税率13%时，销项税额为_____元。</p>',
        answer: { type: 'blank', blanks: [['1300']] },
        explanation: '11300 ÷ 1.13 × 13% = 1300\n注意先价税分离。',
      }),
    );
  });

  it('essay: the grader information as the reference answer', () => {
    expect(items[5].content).toEqual(
      content({
        type: 'essay',
        stem: '<p>简述现金日记账的登记要求。</p>',
        answer: { type: 'essay', reference: '由出纳逐日逐笔登记；\n日清月结\n账实相符' },
      }),
    );
  });

  it('an unsupported type is an item with its error', () => {
    expect(items[6]).toEqual({
      line: 178,
      label: '票据配对',
      content: null,
      errors: ['第7题：不支持的题型 matching（可导入：multichoice、truefalse、shortanswer、numerical、essay）'],
    });
  });
});

/** A quiz of one question of this type and inner XML. */
const quiz = (type: string, inner: string, name = '') =>
  `<?xml version="1.0"?><quiz><question type="${type}">${name ? `<name><text>${name}</text></name>` : ''}${inner}</question></quiz>`;
const stem = (text: string, format = 'html') => `<questiontext format="${format}"><text>${text}</text></questiontext>`;
const answer = (fraction: string | number, text: string, more = '') =>
  `<answer fraction="${fraction}" format="html"><text>${text}</text>${more}</answer>`;
const errorsOf = (xml: string) => {
  const items = parseMoodleXml(xml);
  expect(items).toHaveLength(1);
  expect(items[0].content).toBeNull();
  return items[0].errors;
};

describe('parseMoodleXml: mapping details', () => {
  it('a multichoice without <single> is a 单选题; single=false with one right option is 不定项', () => {
    const [single] = parseMoodleXml(quiz('multichoice', stem('题干') + answer(100, '甲') + answer(0, '乙')));
    expect(single.content?.answer).toEqual({ type: 'single', choices: 'A' });
    const [one] = parseMoodleXml(
      quiz('multichoice', `${stem('题干')}<single>false</single>${answer(0, '甲')}${answer(100, '乙')}`),
    );
    expect(one.content?.answer).toEqual({ type: 'indefinite', choices: 'B' });
  });

  it('numeric and character entities, and a label from the stem when there is no name', () => {
    const [item] = parseMoodleXml(
      quiz('truefalse', stem('资产 &#61; 负债 &#x2B; 所有者权益 &lt;恒等式&gt;', 'plain_text') + answer(100, 'true')),
    );
    expect(item.content?.stem).toBe('资产 = 负债 + 所有者权益 <恒等式>');
    expect(item.label).toBe('资产 = 负债 + 所有者权益');
  });

  it('stems marking a blank keep it; two blanks are refused', () => {
    const [marked] = parseMoodleXml(quiz('shortanswer', stem('限额按____天核定', 'plain_text') + answer(100, '3')));
    expect(marked.content?.stem).toBe('限额按____天核定');
    expect(errorsOf(quiz('shortanswer', stem('甲____乙____') + answer(100, '3')))).toEqual([
      '第1题：题干中有2处下划线（____），这种题只能有一个空',
    ]);
  });

  it.each([
    [
      'no right option',
      quiz('multichoice', stem('题干') + answer(0, '甲') + answer(-50, '乙')),
      ['第1题：没有分数大于0的选项，无法确定正确答案'],
    ],
    [
      'a single with partial credit',
      quiz('multichoice', stem('题干') + answer(100, '甲') + answer(50, '乙') + answer(0, '丙')),
      ['第1题：单选题只能有一个正确选项，这道题有2个选项的分数大于0（单选题的部分得分不能导入）'],
    ],
    [
      'one option',
      quiz('multichoice', stem('题干') + answer(100, '甲')),
      ['第1题：单选题至少要有两个选项，这道题只有1个'],
    ],
    [
      'a picture as an option',
      quiz('multichoice', stem('题干') + answer(100, '<![CDATA[<img src="@@PLUGINFILE@@/a.png">]]>') + answer(0, '乙')),
      ['第1题：选项A含有图片，暂不支持图片选项', '第1题：选项A的内容为空'],
    ],
    [
      'a fraction that is not a number',
      quiz('multichoice', stem('题干') + answer('abc', '甲') + answer(100, '乙')),
      ['第1题：选项A的分数“abc”不是数字'],
    ],
    [
      'a packed picture in the stem',
      quiz('truefalse', stem('<![CDATA[<p><img src="@@PLUGINFILE@@/x.png"></p>]]>') + answer(100, 'false')),
      ['第1题：题干中有随文件打包的图片（@@PLUGINFILE@@），不能导入；请去掉图片后导入，再在编辑器中上传图片'],
    ],
    ['an empty stem', quiz('truefalse', stem('') + answer(100, 'true')), ['第1题：题干为空']],
    [
      'a truefalse without its right answer',
      quiz('truefalse', stem('题干') + answer(0, 'true')),
      ['第1题：判断题应有且只有一个分数为100的答案（true或false）'],
    ],
    [
      'partial credit of a short answer',
      quiz('shortanswer', stem('题干') + answer(100, '甲') + answer(50, '乙')),
      ['第1题：填空题不支持部分得分：答案“乙”的权重是50%'],
    ],
    [
      'a wildcard',
      quiz('shortanswer', stem('题干') + answer(100, '库存*')),
      ['第1题：答案“库存*”含有通配符*，暂不支持'],
    ],
    [
      'a numeric tolerance',
      quiz('numerical', stem('题干') + answer(100, '1300', '<tolerance>5</tolerance>')),
      ['第1题：数值题只支持精确答案，答案“1300”的误差范围是5'],
    ],
    [
      'a numeric answer that is not a number',
      quiz('numerical', stem('题干') + answer(100, '*')),
      ['第1题：数值题的答案“*”不是数字'],
    ],
    [
      'a cloze',
      quiz('cloze', stem('{1:SHORTANSWER:=甲}')),
      ['第1题：不支持的题型 cloze（可导入：multichoice、truefalse、shortanswer、numerical、essay）'],
    ],
  ])('%s', (_, xml, errors) => {
    expect(errorsOf(xml)).toEqual(errors);
  });

  it('numbers the questions without the categories', () => {
    const xml = `<quiz><question type="category"><category><text>a</text></category></question>
<question type="ddwtos"><name><text>拖放</text></name></question></quiz>`;
    expect(parseMoodleXml(xml)).toEqual([
      {
        line: 2,
        label: '拖放',
        content: null,
        errors: ['第1题：不支持的题型 ddwtos（可导入：multichoice、truefalse、shortanswer、numerical、essay）'],
      },
    ]);
  });

  it('a file that is not well formed or not a quiz names its line', () => {
    expect(parseMoodleXml('<quiz>\n<question type="essay">\n</quiz>')).toEqual([
      {
        line: 3,
        label: 'Moodle XML 文件',
        content: null,
        errors: ['第3行：XML格式有误：结束标签</quiz>与第2行的开始标签<question>不匹配'],
      },
    ]);
    expect(parseMoodleXml('<?xml version="1.0"?>\n<html></html>')[0].errors).toEqual([
      '第2行：不是Moodle XML题库文件：根元素应为<quiz>，这里是<html>',
    ]);
    expect(parseMoodleXml('<quiz></quiz>')).toEqual([]);
  });
});

describe('htmlToText', () => {
  it.each([
    ['<p>甲</p><p>乙</p>', '甲\n乙'],
    ['甲<br>乙<br/>丙', '甲\n乙\n丙'],
    ['<span style="color:red">13%</span>&nbsp;', '13%'],
    ['a &lt;b&gt; &amp;lt; &#8212;', 'a <b> &lt; —'],
    ['  多个   空格\t ', '多个 空格'],
  ])('%s', (html, text) => {
    expect(htmlToText(html)).toBe(text);
  });
});
