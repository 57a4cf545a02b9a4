import { bwkpIdTypes, bwkpInvoiceTypeLabels, type TBwkpAdminApply } from '@sxpt/contract';
import { useMutation } from '@tanstack/react-query';
import { App, Col, Form, Input, InputNumber, Modal, Radio, Row, Select, Typography } from 'antd';
import { saveApply } from './bwkp-admin-api';
import { useRefreshCase } from './use-case-data';

type TApplyForm = Omit<TBwkpAdminApply, 'start_num'> & { start_num: number | null };

const kinds = [1, 2] as const;

function blankAnswer(kind: 1 | 2): TApplyForm {
  return {
    invoice_zl: kind,
    apply_num: 25,
    apply_result: kind === 1 ? 1 : 2,
    shenling_slr: '',
    shenling_zjlx: '身份证',
    shenling_zjh: '',
    shenling_shuoming: '',
    shenling_shoujianren: '',
    shenling_dztel: '',
    start_num: null,
  };
}

function KindFields({ index }: { index: number }) {
  const form = Form.useFormInstance();
  const result = Form.useWatch(['apply', index, 'apply_result'], form);
  const text = (field: string, label: string, max: number, isRequired = true) => (
    <Form.Item
      name={['apply', index, field]}
      label={label}
      rules={[
        ...(isRequired ? [{ required: true, whitespace: true, message: `请输入${label}` }] : []),
        { max, message: `${label}不能超过${max}个字` },
      ]}
    >
      <Input maxLength={max} />
    </Form.Item>
  );
  return (
    <>
      <Row gutter={12}>
        <Col span={12}>
          <Form.Item
            name={['apply', index, 'apply_num']}
            label="申领数量（份）"
            rules={[{ required: true, message: '请输入申领数量' }]}
          >
            <InputNumber min={1} max={1000} precision={0} style={{ width: '100%' }} />
          </Form.Item>
        </Col>
        <Col span={12}>
          <Form.Item name={['apply', index, 'apply_result']} label="领取方式">
            <Radio.Group
              options={[
                { value: 1, label: '自取' },
                { value: 2, label: '邮寄' },
              ]}
            />
          </Form.Item>
        </Col>
      </Row>
      <Row gutter={12}>
        <Col span={12}>{text('shenling_slr', '申领人', 50)}</Col>
        <Col span={12}>
          <Form.Item name={['apply', index, 'shenling_zjlx']} label="证件类型">
            <Select options={bwkpIdTypes.map((type) => ({ value: type, label: type }))} />
          </Form.Item>
        </Col>
      </Row>
      {text('shenling_zjh', '证件号码', 50)}
      {text('shenling_shuoming', '申领说明', 500, false)}
      {result === 2 ? (
        <>
          {text('shenling_shoujianren', '收件人', 50)}
          {text('shenling_dztel', '收件地址电话', 200)}
        </>
      ) : null}
      <Form.Item
        name={['apply', index, 'start_num']}
        label="发票起始号码（可不填）"
        extra="填写后每个学生读入的发票卷从该号码开始；不填则每个学生随机。"
      >
        <InputNumber min={1} max={99_999_999} precision={0} style={{ width: '100%' }} placeholder="例如 4216101" />
      </Form.Item>
    </>
  );
}

/** 编辑申领答案: the expected apply forms of both invoice kinds, saved together. `answers` null: closed. */
export function ApplyModal({
  caseId,
  answers,
  onClose,
}: {
  caseId: number;
  answers: readonly TBwkpAdminApply[] | null;
  onClose: () => void;
}) {
  const { message } = App.useApp();
  const refresh = useRefreshCase();
  const [form] = Form.useForm<{ apply: TApplyForm[] }>();
  const initial = kinds.map((kind) => answers?.find((answer) => answer.invoice_zl === kind) ?? blankAnswer(kind));
  const save = useMutation({
    mutationFn: (values: { apply: TApplyForm[] }) =>
      saveApply({
        case_id: caseId,
        apply: values.apply.map((answer, index) => ({
          ...answer,
          invoice_zl: kinds[index],
          shenling_shuoming: answer.shenling_shuoming ?? '',
          shenling_shoujianren: answer.shenling_shoujianren ?? '',
          shenling_dztel: answer.shenling_dztel ?? '',
          start_num: answer.start_num ?? null,
        })),
      }),
    onSuccess: async () => {
      message.success('申领答案已保存');
      await refresh(caseId);
      onClose();
    },
  });

  return (
    <Modal
      title="发票申领答案"
      open={answers !== null}
      width={900}
      okText="保存"
      cancelText="取消"
      confirmLoading={save.isPending}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form<{ apply: TApplyForm[] }>
        form={form}
        layout="vertical"
        preserve={false}
        initialValues={{ apply: initial }}
        onFinish={(values) => save.mutate(values)}
      >
        <Row gutter={24}>
          {kinds.map((kind, index) => (
            <Col key={kind} xs={24} md={12}>
              <Typography.Title level={5}>{bwkpInvoiceTypeLabels[kind]}</Typography.Title>
              <KindFields index={index} />
            </Col>
          ))}
        </Row>
      </Form>
    </Modal>
  );
}
