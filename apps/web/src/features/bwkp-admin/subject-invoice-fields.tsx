import { CopyOutlined } from '@ant-design/icons';
import type {
  TBwkpAdminApply,
  TBwkpAdminGoodsRow,
  TBwkpAdminKhbmRow,
  TBwkpAdminQyxx,
  TBwkpAdminSubject,
} from '@sxpt/contract';
import { applyDiscount, SUBJECT_TYPE, type TGoodsLine, withoutBlankLines } from '@sxpt/domain';
import { Alert, Button, Col, Divider, Form, Input, InputNumber, Row, Select, Space, Typography } from 'antd';
import { GoodsLinesEditor } from './goods-lines-editor';
import { blueCandidates, suggestInvoiceNumber, type TSubjectFormValues } from './subject-logic';

/** The case data the invoice parts of the editor pick from. */
export interface TCaseMaterials {
  subjects: readonly TBwkpAdminSubject[];
  goods: readonly TBwkpAdminGoodsRow[];
  customers: readonly TBwkpAdminKhbmRow[];
  qyxx: TBwkpAdminQyxx | null;
  apply: readonly TBwkpAdminApply[];
}

const buyerFields: [keyof TSubjectFormValues['kh_data'], string, number][] = [
  ['kh_name', '名称', 100],
  ['tax_num', '纳税人识别号', 20],
  ['address_telephone', '地址、电话', 200],
  ['bank_account', '开户行及账号', 200],
];

function BuyerFields({ customers }: { customers: readonly TBwkpAdminKhbmRow[] }) {
  const form = Form.useFormInstance<TSubjectFormValues>();
  return (
    <>
      <Divider titlePlacement="start">购买方</Divider>
      <Space style={{ marginBottom: 12 }} wrap>
        <Typography.Text type="secondary">从客户编码填入：</Typography.Text>
        <Select<number>
          showSearch={{ optionFilterProp: 'title' }}
          placeholder="选择客户"
          aria-label="从客户编码选择购买方"
          style={{ width: 320 }}
          value={undefined}
          notFoundContent="先在「客户编码」中录入客户"
          options={customers.map((row, index) => ({ value: index, title: row.kh_name, label: row.kh_name }))}
          onChange={(index) => {
            const row = customers[index];
            form.setFieldValue('kh_data', {
              kh_name: row.kh_name,
              tax_num: row.tax_num,
              address_telephone: row.address_telephone,
              bank_account: row.bank_account,
            });
          }}
        />
      </Space>
      <Row gutter={16}>
        {buyerFields.map(([name, label, max]) => (
          <Col key={name} xs={24} md={12}>
            <Form.Item
              name={['kh_data', name]}
              label={`购买方${label}`}
              rules={[
                ...(name === 'kh_name' ? [{ required: true, whitespace: true, message: '请输入购买方名称' }] : []),
                { max, message: `购买方${label}不能超过${max}个字` },
              ]}
            >
              <Input maxLength={max} />
            </Form.Item>
          </Col>
        ))}
      </Row>
    </>
  );
}

function DiscountFields({ lines }: { lines: readonly TGoodsLine[] }) {
  const form = Form.useFormInstance<TSubjectFormValues>();
  const line = Form.useWatch('discount_line', form);
  const tax = Form.useWatch('discount_tax', form);
  const result = line && tax ? applyDiscount(withoutBlankLines(lines), { line, tax }) : null;
  const added = result?.ok && line ? result.lines[line] : undefined;
  return (
    <>
      <Divider titlePlacement="start">折扣</Divider>
      <Row gutter={16}>
        <Col xs={12} md={6}>
          <Form.Item name="discount_line" label="折扣行号" rules={[{ required: true, message: '请输入折扣行号' }]}>
            <InputNumber min={1} precision={0} style={{ width: '100%' }} />
          </Form.Item>
        </Col>
        <Col xs={12} md={6}>
          <Form.Item name="discount_tax" label="折扣率（%）" rules={[{ required: true, message: '请输入折扣率' }]}>
            <Input placeholder="例如：5" />
          </Form.Item>
        </Col>
      </Row>
      {result && !result.ok ? <Alert type="warning" showIcon title={result.message} /> : null}
      {added ? (
        <Alert
          type="info"
          showIcon
          title={`学生添加的折扣行：${added.fwname}，金额 ${added.money}，税额 ${added.tax_amount}`}
        />
      ) : null}
    </>
  );
}

function CopyFrom({ subject, onCopy }: { subject: TBwkpAdminSubject | undefined; onCopy: () => void }) {
  return (
    <Button icon={<CopyOutlined />} disabled={!subject} onClick={onCopy}>
      复制{subject ? `第${subject.sort}题` : '该题'}的购买方和货物行
    </Button>
  );
}

/** The void-and-reissue parts: which question's invoice is voided, and the lines issued again. */
function VoidFields({ values, materials }: { values: TSubjectFormValues; materials: TCaseMaterials }) {
  const form = Form.useFormInstance<TSubjectFormValues>();
  const candidates = blueCandidates(materials.subjects, values.sort, values.invoice_type);
  const target = materials.subjects.find((subject) => subject.sort === values.void_sort);
  return (
    <>
      <Divider titlePlacement="start">作废与重开</Divider>
      <Space align="start" wrap>
        <Form.Item
          name="void_sort"
          label="作废哪一题开具的发票"
          rules={[{ required: true, message: '请选择作废的题目' }]}
        >
          <Select
            style={{ width: 320 }}
            placeholder="选择前面开具同类发票的题目"
            options={candidates.map((subject) => ({
              value: subject.sort,
              label: `第${subject.sort}题 ${subject.title}`,
            }))}
          />
        </Form.Item>
        <Form.Item label=" ">
          <CopyFrom
            subject={target}
            onCopy={() =>
              target && form.setFieldsValue({ kh_data: target.kh_data, goods_content: target.goods_content })
            }
          />
        </Form.Item>
      </Space>
    </>
  );
}

/** The red-letter parts: the blue invoice's question, and its code and number for the verification. */
function RedFields({ values, materials }: { values: TSubjectFormValues; materials: TCaseMaterials }) {
  const form = Form.useFormInstance<TSubjectFormValues>();
  const candidates = blueCandidates(materials.subjects, values.sort, values.invoice_type);
  const blue = materials.subjects.find((subject) => subject.sort === values.blue_sort);
  const code = values.invoice_type === 2 ? materials.qyxx?.zy_fpdm : materials.qyxx?.pt_fpdm;
  const start = materials.apply.find((answer) => answer.invoice_zl === values.invoice_type)?.start_num ?? null;
  const suggested = blue ? suggestInvoiceNumber(materials.subjects, blue.sort, start) : null;
  return (
    <>
      <Divider titlePlacement="start">对应的正数发票</Divider>
      <Space align="start" wrap>
        <Form.Item
          name="blue_sort"
          label="冲销哪一题开具的发票"
          rules={[{ required: true, message: '请选择对应的正数发票题目' }]}
        >
          <Select
            style={{ width: 320 }}
            placeholder="选择前面开具同类发票的题目"
            options={candidates.map((subject) => ({
              value: subject.sort,
              label: `第${subject.sort}题 ${subject.title}`,
            }))}
          />
        </Form.Item>
        <Form.Item label=" ">
          <CopyFrom
            subject={blue}
            onCopy={() => blue && form.setFieldsValue({ kh_data: blue.kh_data, goods_content: blue.goods_content })}
          />
        </Form.Item>
      </Space>
      <Typography.Paragraph type="secondary">
        学生核对的是自己在所选题目开具的那张发票；下面的代码和号码在找不到学生的发票时使用。发票起始号码固定时，号码可以按题目顺序推算。
      </Typography.Paragraph>
      <Row gutter={16}>
        <Col xs={24} md={12}>
          <Form.Item label="对应正数发票代码" required>
            <Space.Compact style={{ width: '100%' }}>
              <Form.Item
                name="y_invoice_code"
                noStyle
                rules={[
                  { required: true, message: '请输入对应正数发票代码' },
                  { pattern: /^(\d{10}|\d{12})$/, message: '对应正数发票代码应为10位或12位数字' },
                ]}
              >
                <Input maxLength={12} aria-label="对应正数发票代码" />
              </Form.Item>
              <Button disabled={!code} onClick={() => code && form.setFieldValue('y_invoice_code', code)}>
                填入企业的发票代码
              </Button>
            </Space.Compact>
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item label="对应正数发票号码" required>
            <Space.Compact style={{ width: '100%' }}>
              <Form.Item
                name="y_invoice_num"
                noStyle
                rules={[
                  { required: true, message: '请输入对应正数发票号码' },
                  { pattern: /^\d{8}$/, message: '对应正数发票号码应为8位数字' },
                ]}
              >
                <Input maxLength={8} aria-label="对应正数发票号码" />
              </Form.Item>
              <Button
                disabled={!suggested}
                title={suggested ? undefined : '申领答案未固定起始号码，无法推算'}
                onClick={() => suggested && form.setFieldValue('y_invoice_num', suggested)}
              >
                {suggested ? `按起始号码推算（${suggested}）` : '无法推算'}
              </Button>
            </Space.Compact>
          </Form.Item>
        </Col>
      </Row>
      {values.subject_type === SUBJECT_TYPE.red_special ? (
        <Form.Item
          name="sqfs"
          label="信息表申请方"
          extra="学生填开红字信息表时须选择业务所要求的申请方；选“不限”则不评判"
        >
          <Select
            style={{ width: 240 }}
            options={[
              { value: 0, label: '不限' },
              { value: 1, label: '购买方申请' },
              { value: 2, label: '销售方申请' },
            ]}
          />
        </Form.Item>
      ) : null}
    </>
  );
}

const linesLabel: Record<number, string> = {
  [SUBJECT_TYPE.void_reissue]: '被作废发票的货物行',
  [SUBJECT_TYPE.red_ordinary]: '正数发票的货物行',
  [SUBJECT_TYPE.red_special]: '正数发票的货物行',
  [SUBJECT_TYPE.discount]: '折扣前的货物行',
  [SUBJECT_TYPE.list]: '销货清单的货物行',
};

/** Everything an invoice question has beyond its text: buyer, lines and the parts of its type. */
export function SubjectInvoiceFields({ values, materials }: { values: TSubjectFormValues; materials: TCaseMaterials }) {
  const type = values.subject_type;
  const isRed = type === SUBJECT_TYPE.red_ordinary || type === SUBJECT_TYPE.red_special;
  return (
    <>
      {isRed ? <RedFields values={values} materials={materials} /> : null}
      {type === SUBJECT_TYPE.void_reissue ? <VoidFields values={values} materials={materials} /> : null}
      <BuyerFields customers={materials.customers} />
      <Divider titlePlacement="start">{linesLabel[type] ?? '货物行'}</Divider>
      {type === SUBJECT_TYPE.list ? (
        <Typography.Paragraph type="secondary">
          清单发票须多于8行；发票票面只显示“详情见清单”一行。
        </Typography.Paragraph>
      ) : null}
      {isRed ? (
        <Typography.Paragraph type="secondary">
          填写正数发票上的货物行（正数）；学生开具的红字发票为这些行的负数。
        </Typography.Paragraph>
      ) : null}
      <Form.Item name="goods_content">
        <GoodsLinesEditor goods={materials.goods} label="货物行" />
      </Form.Item>
      {type === SUBJECT_TYPE.discount ? <DiscountFields lines={values.goods_content} /> : null}
      {type === SUBJECT_TYPE.void_reissue ? (
        <>
          <Divider titlePlacement="start">重新开具的货物行</Divider>
          <Form.Item name="again_goods_content">
            <GoodsLinesEditor goods={materials.goods} label="重开货物行" />
          </Form.Item>
        </>
      ) : null}
    </>
  );
}
