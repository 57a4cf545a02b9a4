// Demo teaching content: four course packages with chapters and lessons, each lesson with a short video and a PDF
// handout. The files are in ./content/assets (made by ./content/make-assets.sh from this data and ./content/handouts).
import { readFile } from 'node:fs/promises';
import type { Db } from '../db/client';
import { chapters, classResources, collegeResources, lessons, resources, uploads } from '../db/schema';
import { sourcePath } from '../paths';
import type { FileStore } from '../storage/file-store';

export interface TDemoLesson {
  title: string;
  /** 教学目标, 2–3 sentences */
  description: string;
  /** shown one after another in the video and read by its narration */
  keyPoints: string[];
  /** base name of content/assets/<asset>.mp4, content/assets/<asset>.pdf and content/handouts/<asset>.html */
  asset: string;
  /** seconds, as measured by ffprobe (make-assets.sh prints it) */
  videoDuration: number;
}

export interface TDemoChapter {
  title: string;
  lessons: TDemoLesson[];
}

export interface TDemoCourse {
  name: string;
  category: string;
  description: string;
  isRecommended: boolean;
  chapters: TDemoChapter[];
}

export const demoCourses: TDemoCourse[] = [
  {
    name: '增值税发票开具实训',
    category: '发票实训',
    description:
      '以2026年5月1日起登记为一般纳税人的“广州市穗通办公设备有限公司”为实训主体，完成发票领用与读入、普通发票和专用发票开具、清单与折扣发票、作废与红字冲销、抄报清卡的税控开票全流程。税控开票是本课程的实训前提（2026年新办纳税人实际开具数电发票），课程逐步对照讲解全面数字化的电子发票（数电发票）的开具与红冲。每课配操作视频和讲义，案例金额均按现行税率计算，可直接用于发票实训课堂。',
    isRecommended: true,
    chapters: [
      {
        title: '税控开票软件与发票基础',
        lessons: [
          {
            title: '发票种类与数电发票',
            description:
              '认识实训企业、增值税专用发票、增值税普通发票和数电发票的用途与票面要素。能根据购买方身份和业务性质选择正确的发票种类，说明数电发票与税控发票的主要区别，以及本课程以税控开票为实训前提的原因。',
            keyPoints: [
              '专用发票：购买方可凭票抵扣进项税额',
              '普通发票：不能抵扣，常开给个人和小规模纳税人',
              '数电发票：20位号码，无需税控设备和领票',
              '票面要素：购销双方、商品编码、税率和价税合计',
            ],
            asset: 'fp-01',
            videoDuration: 35,
          },
          {
            title: '发票领用与读入',
            description:
              '理解票种核定、最高开票限额和发票领用的办理流程。能在电子税务局申领发票、在开票软件中完成网络读入并核对发票库存，了解数电发票开具金额总额度的管理方式。',
            keyPoints: [
              '先办理票种核定，确定票种、数量和开票限额',
              '在电子税务局申领发票，领用方式可选',
              '开票软件网络读入后，发票进入库存',
              '数电发票不领票，按开具金额总额度开票',
            ],
            asset: 'fp-02',
            videoDuration: 32,
          },
        ],
      },
      {
        title: '开具增值税普通发票与专用发票',
        lessons: [
          {
            title: '开具增值税普通发票',
            description:
              '掌握增值税普通发票（含电子普通发票）的填开步骤和购买方信息要求。能正确选择商品和服务税收分类编码，在含税与不含税单价之间换算，并核对价税合计大写。',
            keyPoints: [
              '购买方为企业的，须填写名称和纳税人识别号',
              '机关、事业单位填写名称，有信用代码的一并填写',
              '按商品选择19位税收分类编码',
              '含税单价除以一加税率，换算为不含税单价',
              '核对金额、税额和价税合计大写后开具',
            ],
            asset: 'fp-03',
            videoDuration: 38,
          },
          {
            title: '开具增值税专用发票',
            description:
              '掌握增值税专用发票的开具条件、购买方四项信息和不得开具专用发票的情形。能按业务资料开具多行专用发票，计算每行金额和税额并复核价税合计。',
            keyPoints: [
              '纸质专用发票须填齐购买方名称、识别号等四项',
              '向个人消费者销售不得开具专用发票',
              '每行税额等于金额乘以税率，保留两位小数',
              '开具后交付发票联和抵扣联',
            ],
            asset: 'fp-04',
            videoDuration: 31,
          },
          {
            title: '清单发票与折扣发票',
            description:
              '理解销货清单和折扣行的开具规则。能对超过八行的业务开具带清单的发票，能在同一张发票上开具折扣行，使折扣额可以从销售额中减除。',
            keyPoints: [
              '商品超过8行时，开具销货清单',
              '折扣与销售额在同一张发票金额栏分别注明',
              '仅在备注栏注明的折扣，不得从销售额中减除',
              '折扣行紧跟被折扣行，税率和编码相同',
            ],
            asset: 'fp-05',
            videoDuration: 33,
          },
        ],
      },
      {
        title: '作废、红字与抄报汇总',
        lessons: [
          {
            title: '发票作废与红字发票',
            description:
              '掌握发票作废的条件和红字发票的适用情形。能区分购买方和销售方申请开具红字发票信息表的情形，按信息表开具红字专用发票，并了解数电发票红字确认单的流程。',
            keyPoints: [
              '当月开具且未抄税、未认证的发票可以作废',
              '跨月或已抵扣的发票，须开具红字发票',
              '购方已抵扣的，由购方填开信息表并转出进项',
              '数电发票通过红字确认单办理红冲',
            ],
            asset: 'fp-06',
            videoDuration: 32,
          },
          {
            title: '抄报汇总与清卡',
            description:
              '理解税控发票汇总上传、申报和清卡的月度顺序。能查询当月开票数据并与申报表核对，按时完成清卡，避免因未清卡而无法开票。',
            keyPoints: [
              '每月征期先汇总上传上月开票数据',
              '完成增值税申报后，在开票软件中清卡',
              '开票汇总数与申报表附表一逐项核对',
              '逾期未清卡，开票软件将锁死',
            ],
            asset: 'fp-07',
            videoDuration: 30,
          },
        ],
      },
    ],
  },
  {
    name: '电子税务局纳税申报实训',
    category: '纳税申报',
    description:
      '在电子税务局环境中完成增值税一般纳税人和小规模纳税人申报、企业所得税季度预缴申报、个人所得税扣缴申报和印花税申报。案例按2026年1月1日起施行的增值税法和现行政策编制，涵盖小规模纳税人起征点和减按1%征收率、小型微利企业所得税优惠和“六税两费”减半征收，穗通公司2026年4月为小规模纳税人、5月起按月申报一般纳税人申报表。学生可以对照讲义逐栏填写申报表，并核对每个数字的来源。',
    isRecommended: false,
    chapters: [
      {
        title: '增值税申报',
        lessons: [
          {
            title: '一般纳税人申报：主表与附表一',
            description:
              '认识增值税及附加税费申报表（一般纳税人适用）的结构。能根据开票数据和未开票收入填写附列资料（一）的销售明细，并将销售额和销项税额带入主表。',
            keyPoints: [
              '申报表由主表和五张附列资料组成',
              '附表一按税率和开票类型分列销售额',
              '未开具发票的收入也要申报',
              '附表一合计数带入主表销项税额',
            ],
            asset: 'sb-01',
            videoDuration: 29,
          },
          {
            title: '一般纳税人申报：附表二与应纳税额',
            description:
              '掌握进项税额的申报抵扣和进项税额转出。能填写附列资料（二），计算主表应纳税额，并在附列资料（五）中计算城市维护建设税、教育费附加和地方教育附加。',
            keyPoints: [
              '先在平台勾选确认发票，再申报抵扣',
              '旅客运输电子客票可以计算抵扣',
              '用于集体福利的进项税额要转出',
              '应纳税额等于销项减实际抵扣税额',
            ],
            asset: 'sb-02',
            videoDuration: 30,
          },
          {
            title: '小规模纳税人申报',
            description:
              '理解小规模纳税人的标准、增值税起征点和减按1%征收率征收的政策。能按季度销售额判断是否达到起征点，填写小规模纳税人申报表和减免税明细表，并计算减半征收的附加税费。',
            keyPoints: [
              '起征点为月销售额10万元或季度销售额30万元',
              '未达起征点的免征，达到起征点的全额计税',
              '开具专用发票的销售额须照章纳税',
              '3%征收率减按1%征收，执行至2027年底',
              '附加税费享受六税两费减半征收',
            ],
            asset: 'sb-03',
            videoDuration: 39,
          },
        ],
      },
      {
        title: '所得税与印花税申报',
        lessons: [
          {
            title: '企业所得税季度预缴',
            description:
              '掌握企业所得税月（季）度预缴纳税申报表（A类）的填报方法。能按累计数计算实际利润额，判断小型微利企业条件并计算减免税额和本期应补税额。',
            keyPoints: [
              '预缴申报按年初至本期末的累计数填写',
              '实际利润额：利润总额扣除免税收入等项目',
              '小型微利企业实际税负为5%',
              '本期应补税额要扣除本年已预缴税额',
            ],
            asset: 'sb-04',
            videoDuration: 30,
          },
          {
            title: '个人所得税扣缴申报',
            description:
              '掌握工资薪金所得累计预扣法和劳务报酬所得的预扣方法。能在自然人电子税务局扣缴端采集人员信息、下载专项附加扣除并计算本月应扣缴税额。',
            keyPoints: [
              '工资薪金按累计预扣法计算',
              '每月减除费用5000元',
              '专项附加扣除由员工填报，单位下载',
              '劳务报酬每次超过4000元的，减除20%费用',
            ],
            asset: 'sb-05',
            videoDuration: 28,
          },
          {
            title: '印花税申报',
            description:
              '掌握印花税法规定的税目、税率和计税依据。能按季汇总应税合同并计算应纳税额，了解营业账簿按年申报和“六税两费”减半政策的适用。',
            keyPoints: [
              '计税依据为合同金额，不含列明的增值税',
              '买卖合同税率为万分之三',
              '借款合同万分之零点五，租赁合同千分之一',
              '应税合同可以按季申报',
            ],
            asset: 'sb-06',
            videoDuration: 28,
          },
        ],
      },
    ],
  },
  {
    name: '会计实账实训',
    category: '会计实账',
    description:
      '以商品流通企业“广州市穗通办公设备有限公司”2026年1月的真实业务为主线（执行小企业会计准则，当月为小规模纳税人），完成建账、录入2025年末结转的期初余额、填制和审核凭证、登记账簿、对账、期末结转和编制财务报表的全过程。全部分录、余额和报表数字前后衔接并经过试算平衡，学生可以逐笔核对。',
    isRecommended: true,
    chapters: [
      {
        title: '建账与期初',
        lessons: [
          {
            title: '建账与会计科目设置',
            description:
              '理解建账需要确定的会计准则、科目体系和账簿体系。能为企业设置一级科目和明细科目编码，并配置客户、供应商和部门等辅助核算。',
            keyPoints: [
              '确定执行企业会计准则还是小企业会计准则',
              '一级科目四位编码，明细科目逐级加两位',
              '一般纳税人的应交增值税下设进项、销项等专栏',
              '往来科目设置客户和供应商辅助核算',
            ],
            asset: 'zw-01',
            videoDuration: 33,
          },
          {
            title: '期初余额录入与试算平衡',
            description:
              '掌握期初余额的录入顺序和方向。能根据上年末余额表录入总账和明细账余额，并通过试算平衡检查借贷是否相等。',
            keyPoints: [
              '先录入明细科目，上级科目自动汇总',
              '累计折旧等备抵科目余额在贷方',
              '资产合计等于负债与所有者权益合计',
              '试算平衡后才能开始填制凭证',
            ],
            asset: 'zw-02',
            videoDuration: 28,
          },
        ],
      },
      {
        title: '凭证与账簿',
        lessons: [
          {
            title: '填制与审核记账凭证',
            description:
              '掌握原始凭证审核的要点和记账凭证的填制规范。能根据业务单据编制会计分录、填制记账凭证，并完成审核与签章。',
            keyPoints: [
              '审核原始凭证的真实性、合法性和完整性',
              '记账凭证按月连续编号',
              '摘要简明，借贷方金额必须相等',
              '制单人与审核人不得为同一人',
            ],
            asset: 'zw-03',
            videoDuration: 27,
          },
          {
            title: '登记账簿与对账',
            description:
              '掌握日记账、明细账和总账的登记方法。能逐笔登记银行存款日记账，编制银行存款余额调节表，并用正确的方法更正错账。',
            keyPoints: [
              '日记账逐日逐笔登记，随时结出余额',
              '对账包括账证、账账和账实核对',
              '用余额调节表核对未达账项',
              '错账用划线更正、红字更正或补充登记',
            ],
            asset: 'zw-04',
            videoDuration: 28,
          },
        ],
      },
      {
        title: '期末结转与财务报表',
        lessons: [
          {
            title: '期末计提与结转',
            description:
              '掌握月末计提工资、折旧、利息和附加税费，结转销售成本和未交增值税的方法。能将损益类科目结转至本年利润并计算所得税费用。',
            keyPoints: [
              '月末计提工资、折旧和借款利息',
              '结转已售商品的销售成本',
              '结转未交增值税并计提附加税费',
              '损益类科目全部结转至本年利润',
            ],
            asset: 'zw-05',
            videoDuration: 26,
          },
          {
            title: '编制资产负债表与利润表',
            description:
              '掌握资产负债表和利润表主要项目的填列方法。能根据科目余额表编制月度资产负债表和利润表，并检查报表勾稽关系。',
            keyPoints: [
              '货币资金等于现金和银行存款之和',
              '固定资产按原值减累计折旧填列',
              '利润总额减所得税费用得到净利润',
              '资产总计必须等于负债和所有者权益总计',
            ],
            asset: 'zw-06',
            videoDuration: 30,
          },
        ],
      },
    ],
  },
  {
    name: '财务管理',
    category: '财务管理',
    description:
      '围绕货币时间价值、证券估值、资本成本与杠杆、营运资金管理四个核心主题，用企业真实决策情境讲解计算方法。每课的例题都给出公式、系数和完整计算过程，课后练习附参考答案，适合与财务管理计算表实训配合使用。',
    isRecommended: false,
    chapters: [
      {
        title: '货币时间价值与证券估值',
        lessons: [
          {
            title: '货币时间价值',
            description:
              '理解复利终值、复利现值和年金的含义。能查系数表计算复利与年金的终值和现值，并用年金现值系数计算等额还款额。',
            keyPoints: [
              '复利终值等于现值乘以复利终值系数',
              '普通年金在每期期末发生',
              '等额还款额等于本金除以年金现值系数',
              '名义利率按复利次数换算为实际利率',
            ],
            asset: 'cw-01',
            videoDuration: 27,
          },
          {
            title: '债券与股票估值',
            description:
              '掌握债券估值的现金流折现方法和股票的固定增长模型。能计算债券的内在价值，用资本资产定价模型确定必要收益率，并据此作出投资判断。',
            keyPoints: [
              '债券价值等于利息和面值的现值之和',
              '市场利率高于票面利率时，债券折价',
              '固定增长股票价值等于下年股利除以收益率与增长率之差',
              '必要收益率可用资本资产定价模型确定',
            ],
            asset: 'cw-02',
            videoDuration: 30,
          },
        ],
      },
      {
        title: '资本成本与营运资金',
        lessons: [
          {
            title: '资本成本与杠杆',
            description:
              '掌握个别资本成本和加权平均资本成本的计算。能计算经营杠杆系数、财务杠杆系数和总杠杆系数，并解释杠杆对风险的影响。',
            keyPoints: [
              '借款资本成本要考虑利息抵税和筹资费用',
              '加权平均资本成本按资本结构加权',
              '经营杠杆系数等于边际贡献除以息税前利润',
              '总杠杆系数等于经营杠杆乘以财务杠杆',
            ],
            asset: 'cw-03',
            videoDuration: 30,
          },
          {
            title: '营运资金管理',
            description:
              '掌握最佳现金持有量、应收账款机会成本和经济订货批量的计算。能计算现金周转期，并提出缩短现金周转期的措施。',
            keyPoints: [
              '存货模式下，机会成本等于交易成本时现金持有量最佳',
              '应收账款机会成本按占用资金和资本成本计算',
              '经济订货批量使订货成本与储存成本之和最小',
              '现金周转期越短，营运资金占用越少',
            ],
            asset: 'cw-04',
            videoDuration: 34,
          },
        ],
      },
    ],
  },
];

/** uploads.kind of the seeded files (1 is an image, as upload_image records) */
const UPLOAD_KIND = { video: 2, handout: 3 } as const;

export interface TSeedContentOptions {
  /** colleges granted every demo resource (college_resources) */
  collegeIds: number[];
  /** classes bound to every demo resource (class_resources) */
  classIds: number[];
  /** the acc5 user recorded as author and uploader; without it no uploads rows are written */
  uploaderId?: number;
}

interface TStoredAsset {
  key: string;
  size: number;
}

function lessonNumbers(course: TDemoCourse): Map<TDemoLesson, number> {
  const numbers = new Map<TDemoLesson, number>();
  for (const lesson of course.chapters.flatMap((chapter) => chapter.lessons)) numbers.set(lesson, numbers.size + 1);
  return numbers;
}

/** The handout's download name, e.g. '第1课 发票种类与数电发票.pdf'. */
export function handoutNameOf(lessonNumber: number, lesson: TDemoLesson): string {
  return `第${lessonNumber}课 ${lesson.title}.pdf`;
}

/** The committed asset file of a lesson. */
export function assetUrlOf(asset: string, extension: 'mp4' | 'pdf'): string {
  return sourcePath('seed', 'content', 'assets', `${asset}.${extension}`);
}

async function storeAsset(files: FileStore, asset: string, extension: 'mp4' | 'pdf'): Promise<TStoredAsset> {
  const bytes = await readFile(assetUrlOf(asset, extension));
  return { key: await files.put(bytes, extension), size: bytes.length };
}

/**
 * Seed the demo course packages: store every lesson's video and handout in the file store, then in one transaction
 * insert resources, chapters and lessons, the uploads rows (when an uploader is given), the grants to the colleges
 * and the bindings to the classes.
 */
export async function seedDemoContent(db: Db, files: FileStore, options: TSeedContentOptions): Promise<void> {
  const stored = new Map<string, { video: TStoredAsset; handout: TStoredAsset }>();
  for (const lesson of demoCourses.flatMap((course) => course.chapters.flatMap((chapter) => chapter.lessons))) {
    stored.set(lesson.asset, {
      video: await storeAsset(files, lesson.asset, 'mp4'),
      handout: await storeAsset(files, lesson.asset, 'pdf'),
    });
  }

  await db.transaction(async (tx) => {
    if (options.uploaderId !== undefined) {
      const userId = options.uploaderId;
      await tx.insert(uploads).values(
        [...stored.values()].flatMap(({ video, handout }) => [
          { userId, storageKey: video.key, mime: 'video/mp4', size: video.size, kind: UPLOAD_KIND.video },
          { userId, storageKey: handout.key, mime: 'application/pdf', size: handout.size, kind: UPLOAD_KIND.handout },
        ]),
      );
    }

    let recommendSort = 0;
    for (const [courseIndex, course] of demoCourses.entries()) {
      const [resource] = await tx
        .insert(resources)
        .values({
          name: course.name,
          category: course.category,
          description: course.description,
          status: 1,
          isRecommended: course.isRecommended,
          recommendSort: course.isRecommended ? ++recommendSort : 0,
          sort: courseIndex + 1,
          createdBy: options.uploaderId ?? null,
        })
        .returning({ id: resources.id });
      const numbers = lessonNumbers(course);

      for (const [chapterIndex, chapter] of course.chapters.entries()) {
        const [row] = await tx
          .insert(chapters)
          .values({ resourceId: resource.id, title: chapter.title, sort: chapterIndex + 1 })
          .returning({ id: chapters.id });
        await tx.insert(lessons).values(
          chapter.lessons.map((lesson, lessonIndex) => {
            const assets = stored.get(lesson.asset)!;
            return {
              chapterId: row.id,
              resourceId: resource.id,
              title: lesson.title,
              description: lesson.description,
              sort: lessonIndex + 1,
              videoUrl: files.urlOf(assets.video.key),
              videoDuration: lesson.videoDuration,
              handoutUrl: files.urlOf(assets.handout.key),
              handoutName: handoutNameOf(numbers.get(lesson)!, lesson),
            };
          }),
        );
      }

      if (options.collegeIds.length > 0) {
        await tx
          .insert(collegeResources)
          .values(options.collegeIds.map((collegeId) => ({ collegeId, resourceId: resource.id })));
      }
      if (options.classIds.length > 0) {
        await tx
          .insert(classResources)
          .values(options.classIds.map((classId) => ({ classId, resourceId: resource.id })));
      }
    }
  });
}
