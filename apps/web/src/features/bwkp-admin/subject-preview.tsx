import { PlayCircleOutlined } from '@ant-design/icons';
import { bwkpInvoiceTypeLabels, type TBwkpAdminSubjectSaveBody } from '@sxpt/contract';
import {
  checkSubject,
  expectedDraft,
  formatGoodsName,
  formatRate,
  isInvoiceSubjectType,
  isRedSubjectType,
  SUBJECT_TYPE,
  type TGoodsLine,
  type TInvoiceDraft,
} from '@sxpt/domain';
import { Alert, Descriptions, Divider, Empty, Flex, Modal, Table, type TableColumnsType, Tag, Typography } from 'antd';
import { LinesTotals } from './goods-lines-editor';
import { subjectTypeLabel, toDomainSubject } from './subject-logic';

type TSubjectFields = Omit<TBwkpAdminSubjectSaveBody, 'id'>;

const rate = (value: string) => (value === '' ? '' : formatRate(value));

/** The goods facts the question gives a student before it is done (no money or tax, the bare name). */
function FactTable({ lines }: { lines: readonly TGoodsLine[] }) {
  const columns: TableColumnsType<TGoodsLine> = [
    { title: '货物或应税劳务名称', key: 'name', render: (_, line) => formatGoodsName('', line.fwname) },
    { title: '规格型号', dataIndex: 'ggxh' },
    { title: '单位', dataIndex: 'company', width: 60 },
    { title: '数量', dataIndex: 'goods_num', width: 80, align: 'right' },
    { title: '单价(含税)', dataIndex: 'price', width: 100, align: 'right' },
    { title: '税率', dataIndex: 'tax_rate', width: 70, render: rate },
  ];
  return (
    <Table<TGoodsLine>
      rowKey={(line) => `${line.fwname}-${line.goods_num}-${line.price}-${line.line_kind ?? ''}`}
      size="small"
      pagination={false}
      columns={columns}
      dataSource={[...lines]}
    />
  );
}

/** Full invoice lines as the expected invoice carries them. */
function AnswerTable({ lines }: { lines: readonly TGoodsLine[] }) {
  const columns: TableColumnsType<TGoodsLine & { key: number }> = [
    { title: '货物或应税劳务名称', dataIndex: 'fwname' },
    { title: '规格型号', dataIndex: 'ggxh' },
    { title: '单位', dataIndex: 'company', width: 56 },
    { title: '数量', dataIndex: 'goods_num', width: 72, align: 'right' },
    { title: '单价(含税)', dataIndex: 'price', width: 96, align: 'right' },
    { title: '金额(含税)', dataIndex: 'money', width: 100, align: 'right' },
    { title: '税率', dataIndex: 'tax_rate', width: 64, render: rate },
    { title: '税额', dataIndex: 'tax_amount', width: 90, align: 'right' },
  ];
  return (
    <Table<TGoodsLine & { key: number }>
      rowKey="key"
      size="small"
      bordered
      pagination={false}
      columns={columns}
      dataSource={lines.map((line, key) => ({ ...line, key }))}
      footer={() => <LinesTotals lines={lines} />}
    />
  );
}

function ExpectedInvoice({ draft }: { draft: TInvoiceDraft }) {
  return (
    <Flex vertical gap={8}>
      <Descriptions bordered size="small" column={{ xs: 1, md: 2 }}>
        <Descriptions.Item label="发票种类">
          {bwkpInvoiceTypeLabels[draft.invoice_type]} ·{' '}
          {draft.invoice_status === 2 ? <Tag color="red">负数（红字）</Tag> : <Tag color="blue">正数</Tag>}
        </Descriptions.Item>
        <Descriptions.Item label="购买方名称">{draft.kh_name || '—'}</Descriptions.Item>
        <Descriptions.Item label="纳税人识别号">{draft.kh_sbh || '—'}</Descriptions.Item>
        <Descriptions.Item label="地址电话">{draft.address_telephone || '—'}</Descriptions.Item>
        <Descriptions.Item label="开户行及账号" span={2}>
          {draft.bank_account || '—'}
        </Descriptions.Item>
        {draft.remark ? (
          <Descriptions.Item label="备注" span={2}>
            {draft.remark}
          </Descriptions.Item>
        ) : null}
      </Descriptions>
      <AnswerTable lines={draft.goods} />
      {draft.list_goods ? (
        <>
          <Typography.Text strong>销货清单</Typography.Text>
          <AnswerTable lines={draft.list_goods} />
        </>
      ) : null}
    </Flex>
  );
}

/**
 * What a question asks of the student, read-only: the question window (title, video, description), the business
 * facts of the goods and, below, the model answer the server grades against (expectedDraft of the domain).
 */
export function SubjectPreview({ fields, sort }: { fields: TSubjectFields; sort: number }) {
  const subject = toDomainSubject(fields, sort);
  const problems = checkSubject(subject);
  const isInvoice = isInvoiceSubjectType(fields.subject_type);
  let draft: TInvoiceDraft | null = null;
  if (isInvoice && problems.length === 0) draft = expectedDraft(subject);
  return (
    <Flex vertical gap={12}>
      <Descriptions size="small" column={4}>
        <Descriptions.Item label="题号">第{sort}题</Descriptions.Item>
        <Descriptions.Item label="题型">{subjectTypeLabel(fields.subject_type)}</Descriptions.Item>
        <Descriptions.Item label="发票">
          {bwkpInvoiceTypeLabels[fields.invoice_type as 0 | 1 | 2] ?? '—'}
        </Descriptions.Item>
        <Descriptions.Item label="业务日期">{fields.business_date || '学生练习当天'}</Descriptions.Item>
      </Descriptions>
      <div style={{ border: '1px solid #d9e2ef', borderRadius: 6, padding: 16, background: '#f7f9fc' }}>
        <Typography.Title level={5} style={{ marginTop: 0 }}>
          {sort}. {fields.title || '（未填写题目名称）'}
        </Typography.Title>
        {fields.video_path ? (
          <Typography.Link href={fields.video_path} target="_blank">
            <PlayCircleOutlined /> 观看操作视频
          </Typography.Link>
        ) : (
          <Typography.Text type="secondary">视频正在录制中</Typography.Text>
        )}
        <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', marginTop: 8, marginBottom: 0 }}>
          {fields.subject_describe || <Typography.Text type="secondary">（没有业务描述）</Typography.Text>}
        </Typography.Paragraph>
      </div>
      {isInvoice ? (
        <>
          <Divider titlePlacement="start" style={{ margin: '4px 0' }}>
            题目给出的货物信息（学生完成前看到的）
          </Divider>
          {fields.goods_content.length ? (
            <FactTable lines={subject.goods_content} />
          ) : (
            <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="没有货物行" />
          )}
          {fields.subject_type === SUBJECT_TYPE.void_reissue ? (
            <Alert
              type="info"
              showIcon
              title={`学生先作废第${fields.void_sort ?? sort - 1}题开具的发票，再按下面的答案重新开具`}
            />
          ) : null}
          {isRedSubjectType(fields.subject_type) ? (
            <Alert
              type="info"
              showIcon
              title={`冲销第${fields.blue_sort ?? '?'}题开具的正数发票${
                fields.red ? `（预设发票代码 ${fields.red.y_invoice_code}，号码 ${fields.red.y_invoice_num}）` : ''
              }`}
            />
          ) : null}
          <Divider titlePlacement="start" style={{ margin: '4px 0' }}>
            标准答案（服务器据此判分，学生看不到）
          </Divider>
          {draft ? (
            <ExpectedInvoice draft={draft} />
          ) : (
            <Alert
              type="warning"
              showIcon
              title="题目还有问题，改正后才能生成标准答案"
              description={problems.join('；')}
            />
          )}
        </>
      ) : (
        <Alert
          type="info"
          showIcon
          title={`本题不开具发票：学生在开票软件中完成「${subjectTypeLabel(fields.subject_type)}」，答案是案例的${
            { 1: '企业信息', 2: '客户编码', 3: '商品编码', 4: '发票申领答案', 11: '开具的全部发票' }[
              fields.subject_type
            ] ?? '设置'
          }`}
        />
      )}
    </Flex>
  );
}

/** 预览 in a dialog. */
export function SubjectPreviewModal({
  target,
  onClose,
}: {
  target: { fields: TSubjectFields; sort: number } | null;
  onClose: () => void;
}) {
  return (
    <Modal title="题目预览" open={target !== null} onCancel={onClose} footer={null} width={1000} destroyOnHidden>
      {target ? <SubjectPreview fields={target.fields} sort={target.sort} /> : null}
    </Modal>
  );
}
