/**
 * The walkthrough videos of the demo invoicing case (issue 15 §3): for each of the 17 questions of bwkpDemoCase a short
 * video (content/assets/bwkp-qNN.mp4) that works the model answer in the simulator, screen by screen, and says what
 * each step does and the rule it teaches. This file is the videos' script: per question its steps, each one
 * screenshot of the simulator (taken by e2e/walkthrough/capture.spec.ts under the step's `shot` name) and one or two
 * sentences, shown as the caption and read as the narration. The figures come from bwkpDemoCase, so a change of the
 * case flows into the texts; rebuild the videos with content/make-walkthroughs.sh (content/README.md).
 *
 * Rules as the texts state them (2026: the VAT Law applies from 2026-01-01; the rates 13 %, 9 % and 6 % of the case
 * are the Law's): 商品名称 shows as *简称*名称; with tax-inclusive prices tax = money ÷ (1 + rate) × rate; no special
 * invoice to a consumer; 建筑服务 remark (国家税务总局公告2016年第23号); void only in the month of issue, before the
 * report, with every part returned; across the month only a red invoice; a red special invoice only by importing an
 * approved information form (国家税务总局公告2016年第47号); more than 8 lines need the list (清单); a discount on the
 * same invoice's amount column, the discount line right after the line it discounts; 抄报 and 清卡 in the filing
 * period.
 */
import { applyDiscount, computeTotals, DISCOUNT_ANSWER, type TGoodsLine } from '@sxpt/domain';
import { bwkpDemoCase, type TBwkpDemoSubject } from './bwkp-demo-case';

export interface TWalkthroughStep {
  /** the screenshot the step shows: capture.spec.ts saves it as q<NN>-<shot>.png */
  shot: string;
  /** one or two sentences: shown at the bottom of the screen while the step lasts, and read out */
  caption: string;
  /** what the narration reads when it differs from the caption (long codes left out); default the caption */
  speech?: string;
}

export interface TBwkpWalkthrough {
  /** the question (bwkpDemoCase subject sort) */
  sort: number;
  title: string;
  /** base name of content/assets/<asset>.mp4: bwkp-q01 … bwkp-q17 */
  asset: string;
  steps: TWalkthroughStep[];
}

const CASE = bwkpDemoCase;

/** bwkp-q05: the asset base name of question `sort`'s video. */
function walkthroughAssetOf(sort: number): string {
  return `bwkp-q${String(sort).padStart(2, '0')}`;
}

function question(sort: number): TBwkpDemoSubject {
  const found = CASE.subjects.find((entry) => entry.sort === sort);
  if (found === undefined) throw new Error(`bwkp walkthroughs: no question ${sort} in the demo case`);
  return found;
}

function percent(rate: string): string {
  return `${Math.round(Number(rate) * 100)}%`;
}

/** 3440.00÷1.13×13%=395.75: the tax of a line at a tax-inclusive price. */
function taxSum(line: TGoodsLine): string {
  return `${line.money}÷${(1 + Number(line.tax_rate)).toFixed(2)}×${percent(line.tax_rate)}=${line.tax_amount}`;
}

/** 价税合计7280.00元 */
function total(lines: readonly TGoodsLine[]): string {
  return `${computeTotals(lines).total_money}元`;
}

function totalTax(lines: readonly TGoodsLine[]): string {
  return `${computeTotals(lines).total_tax}元`;
}

/** The number the invoice of question `sort` gets from its roll (question 9's invoice is voided, 10 issues anew). */
function invoiceNumberOf(sort: number): { code: string; num: string } {
  const { invoice_type } = question(sort);
  const roll = CASE.rolls.find((entry) => entry.invoice_type === invoice_type);
  if (roll === undefined) throw new Error(`bwkp walkthroughs: no roll for question ${sort}`);
  const index = CASE.subjects.filter(
    (entry) => entry.sort < sort && entry.invoice_type === invoice_type && entry.subject_type !== 11,
  ).length;
  return { code: roll.invoice_code, num: String(Number(roll.start_num) + index).padStart(8, '0') };
}

/** The goods rows of the case at `rate`, by their own names. */
function goodsAt(rate: string): string[] {
  return CASE.goods.filter((row) => row.tax_rate === rate).map((row) => row.name);
}

/** The company's own name of a line's goods (as the goods codes list it). */
function goodsNameOf(line: TGoodsLine): string {
  return CASE.goods.find((row) => row.code === line.spbm)?.name ?? line.fwname;
}

/** 6月: the month of question `sort`'s business date. */
function monthOf(sort: number): string {
  return `${Number((question(sort).business_date ?? '').slice(5, 7))}月`;
}

function kindOf(sort: number): string {
  return question(sort).invoice_type === 2 ? '增值税专用发票' : '增值税普通发票';
}

/** The step every invoice question ends with: saved, the invoice's code and number in the message. */
function issued(sort: number, rule: string): TWalkthroughStep {
  const { code, num } = invoiceNumberOf(sort);
  return {
    shot: 'saved',
    caption: `保存即开具，提示框显示发票代码${code}、号码${num}，本题完成。${rule}`,
    speech: `保存即开具，提示框显示发票代码和号码，本题完成。${rule}`,
  };
}

function stepsOf(sort: number): TWalkthroughStep[] {
  const q = question(sort);
  const lines = q.goods_content;
  const [first] = lines;
  switch (sort) {
    case 1: {
      const { qyxx } = CASE;
      return [
        {
          shot: 'question',
          caption: `第1题：${qyxx.nsr_mc}完成税控设备发行后，开票员首次登录开票软件，先设置企业参数。`,
        },
        {
          shot: 'form',
          caption: `在“系统设置—参数设置”中填写纳税人识别号${qyxx.nsr_sbh}、名称、地址电话和开户行及账号，须与税务登记和银行开户资料一致。`,
          speech:
            '在系统设置、参数设置中填写纳税人识别号、名称、地址电话和开户行及账号，须与税务登记和银行开户资料一致。',
        },
        {
          shot: 'saved',
          caption: '保存后标题栏显示企业名称和税号。这些信息会打印在每张发票的销售方栏，开票前必须核对无误。',
        },
      ];
    }
    case 2: {
      const [company] = CASE.customers;
      const person = CASE.customers.find((row) => row.tax_num === '');
      return [
        {
          shot: 'question',
          caption: '第2题：把经常往来客户的开票资料录入“客户编码”，开票时直接调出购买方信息，避免手工录入出错。',
        },
        {
          shot: 'list',
          caption: `逐行录入名称、简码、税号、地址电话和银行账号，简码取简称的拼音首字母，如${company.simple_code}；个人客户${person?.kh_name ?? ''}只填姓名。`,
        },
        {
          shot: 'saved',
          caption: `${CASE.customers.length}个客户保存成功。购买方的名称和纳税人识别号必须与对方提供的开票资料完全一致。`,
        },
      ];
    }
    case 3: {
      const [row] = CASE.goods;
      const at9 = goodsAt('0.09');
      const at6 = goodsAt('0.06');
      return [
        {
          shot: 'question',
          caption: '第3题：开票前，每种商品都要在“商品编码”中对应一个19位的商品和服务税收分类编码。',
        },
        {
          shot: 'picker',
          caption: `新增一行，在税收分类编码选择窗口中搜索${row.code}，选中后其简称“${row.flqc}”和税率随之带出。`,
          speech: `新增一行，在税收分类编码选择窗口中搜索编码，选中后其简称${row.flqc}和税率随之带出。`,
        },
        {
          shot: 'row',
          caption: `商品名称填写公司自己的名称，发票上显示为“*${row.flqc}*${row.name}”，即“*简称*名称”；单价为含税价，含税价标志选“是”。`,
          speech: `商品名称填写公司自己的名称，发票上显示为星号简称星号名称，如${row.flqc}、${row.name}；单价为含税价，含税价标志选是。`,
        },
        {
          shot: 'rows',
          caption: `共${CASE.goods.length}种商品：${at9.join('、')}适用9%，${at6.join('、')}适用6%，其余适用13%。`,
        },
        {
          shot: 'saved',
          caption:
            '保存成功。安装服务属于建筑服务，按一般计税方法适用9%税率；每种商品的税率应与所选编码和实际业务相符。',
        },
      ];
    }
    case 4: {
      const ordinary = CASE.apply.find((entry) => entry.invoice_zl === 1);
      const special = CASE.apply.find((entry) => entry.invoice_zl === 2);
      const rollText = CASE.rolls
        .map((roll) => {
          const count = Number(CASE.apply.find((entry) => entry.invoice_zl === roll.invoice_type)?.apply_num ?? 0);
          const end = String(Number(roll.start_num) + count - 1).padStart(roll.start_num.length, '0');
          return `${roll.invoice_type === 2 ? '专用发票' : '普通发票'}${roll.invoice_code}号码${roll.start_num}至${end}`;
        })
        .join('，');
      return [
        {
          shot: 'question',
          caption: '第4题：发票须先申领、再读入税控设备，读入后才能开具。本题申领增值税普通发票和专用发票各一卷。',
        },
        {
          shot: 'apply-ordinary',
          caption: `在“网上申领”中填写申领单：增值税普通发票${ordinary?.apply_num}份，申领人${ordinary?.shenling_slr}，证件类型${ordinary?.shenling_zjlx}，领取方式自行领取。`,
        },
        {
          shot: 'apply-special',
          caption: `接着申领增值税专用发票${special?.apply_num}份，领取方式选快递，须填写收件人和收件地址电话。`,
        },
        {
          shot: 'applied',
          caption:
            '两种发票均已申领：普通发票自行领取，专用发票快递寄送。领到发票后点“发票读入”，把发票卷读入税控设备。',
        },
        {
          shot: 'read',
          caption: `读入成功：${rollText}。每张发票的不含税金额不得超过开票限额。`,
          speech: '读入成功，列出每卷发票的代码、起止号码、份数和开票限额。每张发票的不含税金额不得超过开票限额。',
        },
      ];
    }
    case 5:
      return [
        {
          shot: 'question',
          caption: `第5题：${q.kh_data.kh_name}是小规模纳税人，不能抵扣进项税额，开具${kindOf(5)}。`,
        },
        {
          shot: 'choose',
          caption: '在“发票填开”中选择增值税普通发票，核对软件显示的发票代码和号码与打印机中的纸质发票一致后确认。',
        },
        {
          shot: 'goods',
          caption: `购买方从客户编码中调出；点商品行的“…”从商品编码中选择商品，名称自动显示为“${first.fwname}”。`,
          speech: '购买方从客户编码中调出；点商品行的选择按钮，从商品编码中选择商品，名称前自动带出分类简称。',
        },
        {
          shot: 'form',
          caption: `单价为含税单价，税额等于含税金额除以一加税率乘以税率：${taxSum(first)}；金额和税额保留到分。`,
        },
        issued(5, `价税合计${total(lines)}。`),
      ];
    case 6:
      return [
        {
          shot: 'question',
          caption: `第6题：${q.kh_data.kh_name}是增值税一般纳税人，要求开具${kindOf(6)}，用于抵扣进项税额。`,
        },
        {
          shot: 'choose',
          caption: '选择增值税专用发票。专用发票和普通发票是两卷不同的发票，代码不同，号码各自连续。',
        },
        {
          shot: 'form',
          caption: `专用发票的购买方名称、纳税人识别号、地址电话、开户行及账号必须齐全。两行商品税额合计${totalTax(lines)}。`,
        },
        issued(6, `价税合计${total(lines)}。`),
      ];
    case 7:
      return [
        {
          shot: 'question',
          caption: `第7题：向${q.kh_data.kh_name}销售专业图书，开具${kindOf(7)}。`,
        },
        {
          shot: 'form',
          caption: `图书适用9%的低税率，选择图书的商品编码后税率自动为9%。税额${taxSum(first)}。`,
        },
        issued(7, `价税合计${total(lines)}。`),
      ];
    case 8:
      return [
        {
          shot: 'question',
          caption: `第8题：为${q.kh_data.kh_name}提供文印设备运维服务，属于信息技术服务，开具${kindOf(8)}。`,
        },
        {
          shot: 'form',
          caption: `信息技术服务适用6%税率，计量单位为“${first.company}”，数量${first.goods_num}。税额${taxSum(first)}。`,
        },
        issued(8, `价税合计${total(lines)}。`),
      ];
    case 9: {
      const [place, project] = q.remark_parts ?? [];
      return [
        {
          shot: 'question',
          caption: `第9题：为${q.kh_data.kh_name}安装投影设备，属于建筑服务，适用9%税率；学校不能抵扣，开具${kindOf(9)}。`,
        },
        {
          shot: 'refused',
          caption:
            '不填备注就保存，系统提示答案有误并标出备注栏：提供建筑服务开具发票，备注栏必须注明建筑服务发生地县（市、区）名称和项目名称。',
        },
        {
          shot: 'remark',
          caption: `在备注栏注明建筑服务发生地“${place}”和项目名称“${project}”，依据是国家税务总局公告2016年第23号。`,
        },
        issued(9, `这张发票按开票通知单开具了${first.goods_num}台。`),
      ];
    }
    case 10: {
      const voided = invoiceNumberOf(q.void_sort ?? 9);
      const again = q.again_goods_content ?? [];
      return [
        {
          shot: 'question',
          caption: `第10题：验收单上实际安装${again[0]?.goods_num}台，第9题的发票数量有误。该发票在本月开具、尚未抄报，学校已退回发票，可以作废后重开。`,
        },
        {
          shot: 'select',
          caption: `在“已开发票作废”中选中第9题的发票，号码${voided.num}。作废只能在开票当月、抄报之前进行，并须收回全部联次。`,
          speech: '在已开发票作废中选中第9题的发票。作废只能在开票当月、抄报之前进行，并须收回全部联次。',
        },
        {
          shot: 'confirm',
          caption: '确认框再次列出发票代码、号码和购买方名称，核对无误后确定作废。',
        },
        {
          shot: 'voided',
          caption: '作废成功，发票状态变为作废。作废的号码不能再用，重开的发票使用下一个号码。',
        },
        {
          shot: 'form',
          caption: `按验收单重新开具${again[0]?.goods_num}台，价税合计${total(again)}，备注栏同样注明建筑服务发生地和项目名称。`,
        },
        issued(10, '作废发票和重开的发票都保留在已开发票中备查。'),
      ];
    }
    case 11: {
      const rates = [...new Set(lines.map((line) => percent(line.tax_rate)))];
      return [
        {
          shot: 'question',
          caption: `第11题：向${q.kh_data.kh_name}同时销售打印设备、耗材和图书，在一张${kindOf(11)}上分别按各自税率开具。`,
        },
        {
          shot: 'form',
          caption: `同一张发票可以有不同税率的商品，每行的税率随商品编码带出：本票有${rates.join('和')}两档，税额合计${totalTax(lines)}。`,
        },
        issued(11, '适用不同税率的应税交易应分别核算销售额，未分别核算的从高适用税率。'),
      ];
    }
    case 12: {
      const blue = invoiceNumberOf(q.blue_sort ?? 5);
      return [
        {
          shot: 'question',
          caption: `第12题：${q.kh_data.kh_name}退货。原发票是${monthOf(q.blue_sort ?? 5)}开具的，已经跨月并抄报，不能作废，只能开具红字发票冲减。`,
        },
        {
          shot: 'blue',
          caption: `在填开界面点“负数”，输入对应正数发票的代码${blue.code}和号码${blue.num}，系统核对后带出原发票内容。`,
          speech: '在填开界面点负数，输入对应正数发票的代码和号码，系统核对后带出原发票内容。',
        },
        {
          shot: 'form',
          caption: `红字发票的数量、金额和税额均为负数，价税合计-${total(lines)}；备注栏自动注明对应正数发票代码和号码。`,
          speech: `红字发票的数量、金额和税额均为负数，价税合计负${total(lines)}；备注栏自动注明对应正数发票代码和号码。`,
        },
        issued(12, '跨月的发票只能开具红字发票，不能作废。'),
      ];
    }
    case 13:
      return [
        {
          shot: 'question',
          caption: `第13题：个人客户${q.kh_data.kh_name}在门店购买电脑和打印机，要求开具发票。`,
        },
        {
          shot: 'form',
          caption: `向消费者个人销售不得开具增值税专用发票，只开普通发票：购买方名称填写姓名，纳税人识别号等可以不填。价税合计${total(lines)}。`,
        },
        issued(13, '个人消费者取得的发票不能抵扣进项税额。'),
      ];
    case 14: {
      const blue = invoiceNumberOf(q.blue_sort ?? 6);
      const seller = q.red_apply?.sqfs !== 1;
      return [
        {
          shot: 'question',
          caption: `第14题：${q.kh_data.kh_name}退货，原专用发票已跨月，不能作废；对方尚未抵扣并退回发票联和抵扣联，开具红字增值税专用发票。`,
        },
        {
          shot: 'apply',
          caption: `红字专用发票须先填开并上传《开具红字增值税专用发票信息表》。购买方未抵扣并退回发票的，由${seller ? '销售方' : '购买方'}申请，填写蓝字发票代码和号码${blue.num}。`,
          speech: `红字专用发票须先填开并上传开具红字增值税专用发票信息表。购买方未抵扣并退回发票的，由${seller ? '销售方' : '购买方'}申请，填写蓝字发票的代码和号码。`,
        },
        {
          shot: 'uploaded',
          caption: '信息表上的数量、金额和税额为负数。保存后上传税务机关，审核通过后取得16位的信息表编号。',
        },
        {
          shot: 'download',
          caption: '在“红字信息表下载”中下载审核通过的信息表，文件保存到本机，开票时导入。',
        },
        {
          shot: 'manual',
          caption: '红字专用发票不能手工填开：点“负数—手工开具”，软件提示只能导入红字发票信息表开具。',
        },
        {
          shot: 'import',
          caption: '点“负数—导入开具”，选择下载的信息表文件。',
        },
        {
          shot: 'form',
          caption: `红字发票内容与信息表一致，价税合计-${total(lines)}，备注栏自动注明信息表编号。`,
          speech: `红字发票内容与信息表一致，价税合计负${total(lines)}，备注栏自动注明信息表编号。`,
        },
        issued(14, '红字专用发票与信息表一一对应。'),
      ];
    }
    case 15:
      return [
        {
          shot: 'question',
          caption: `第15题：${q.kh_data.kh_name}一次采购${lines.length}种商品，要求开具${kindOf(15)}。`,
        },
        {
          shot: 'list',
          caption: `一张发票最多填开8行商品，超过8行须通过开票软件开具销货清单：点“清单”逐行填写，${lines.length}行价税合计${total(lines)}。`,
        },
        {
          shot: 'form',
          caption: '保存清单后，发票票面只有一行“详情见清单”，金额和税额是清单的合计。',
        },
        issued(15, '清单须由开票软件开具，与发票一并交给购买方。'),
      ];
    case 16: {
      const [discounted, other] = lines;
      const rate = `${DISCOUNT_ANSWER.tax}%`;
      const applied = applyDiscount(lines, DISCOUNT_ANSWER);
      if (!applied.ok) throw new Error(`bwkp walkthroughs: question 16: ${applied.message}`);
      const discountedTotal = total(applied.lines);
      return [
        {
          shot: 'question',
          caption: `第16题：向${q.kh_data.kh_name}销售办公桌椅，对${goodsNameOf(discounted)}给予${rate}的商业折扣，开具${kindOf(16)}。`,
        },
        {
          shot: 'lines',
          caption: `先填写两行商品：${discounted.fwname}${discounted.goods_num}${discounted.company}，${other.fwname}${other.goods_num}${other.company}。`,
          speech: `先填写两行商品：${goodsNameOf(discounted)}${discounted.goods_num}${discounted.company}，${goodsNameOf(other)}${other.goods_num}${other.company}。`,
        },
        {
          shot: 'discount',
          caption: `选中第${DISCOUNT_ANSWER.line}行，点“折扣”，输入折扣行号${DISCOUNT_ANSWER.line}、折扣率${rate}，折扣行的名称随之带出。`,
        },
        {
          shot: 'form',
          caption:
            '折扣行紧跟在被折扣的商品行之后，名称和税率与被折扣行相同，金额和税额为负数。折扣额与销售额在同一张发票的金额栏分别注明，才能按折扣后的销售额计税。',
        },
        issued(16, `折扣后价税合计${discountedTotal}。`),
      ];
    }
    case 17: {
      const issuedLast = Math.max(
        ...CASE.subjects.filter((entry) => entry.invoice_type !== 0).map((entry) => entry.sort),
      );
      return [
        {
          shot: 'question',
          caption: `第17题：${monthOf(17)}纳税申报期开始，先在开票软件中抄报汇总${monthOf(issuedLast)}的开票数据。`,
        },
        {
          shot: 'window',
          caption: '在“报税处理—抄报汇总”中核对所属期的本期开票汇总：正数、负数和作废发票的份数，以及销售额和税额。',
        },
        {
          shot: 'sync',
          caption: '先点“发票同步”，把本期开具的发票数据同步到税务机关。',
        },
        {
          shot: 'report',
          caption: '再点“汇总上报”，状态变为已上报。申报增值税后还要清卡，未按期抄报清卡的开票软件将无法继续开票。',
        },
      ];
    }
    default:
      throw new Error(`bwkp walkthroughs: no steps for question ${sort}`);
  }
}

/** The walkthrough of every question of the demo case, in question order. */
export const bwkpWalkthroughs: TBwkpWalkthrough[] = CASE.subjects
  .slice()
  .sort((a, b) => a.sort - b.sort)
  .map((entry) => ({
    sort: entry.sort,
    title: entry.title,
    asset: walkthroughAssetOf(entry.sort),
    steps: stepsOf(entry.sort),
  }));

/** The video file of each question (question sort → bwkp-qNN.mp4 in content/assets), for the seed to attach. */
export const bwkpWalkthroughFiles: ReadonlyArray<{ sort: number; file: string }> = bwkpWalkthroughs.map((entry) => ({
  sort: entry.sort,
  file: `${entry.asset}.mp4`,
}));
