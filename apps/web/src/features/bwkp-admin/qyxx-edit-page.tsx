import { TAXPAYER_ID_PATTERN, type TBwkpAdminQyxx } from '@sxpt/contract';
import { useMutation } from '@tanstack/react-query';
import { App, Button, Card, Col, Divider, Form, Input, Row, Skeleton, Space } from 'antd';
import { useNavigate } from 'react-router';
import { LoadFailed } from '../../components/load-failed';
import { saveQyxx } from './bwkp-admin-api';
import { caseScreenPath } from './bwkp-admin-paths';
import { NoCaseResult, useCaseIdParam } from './case-shell';
import { useCaseDetail, useQyxx, useRefreshCase } from './use-case-data';

type TField = [keyof TBwkpAdminQyxx, string, number, string];

const companyFields: TField[] = [
  ['nsr_mc', '纳税人名称', 100, '例如：广州市穗通办公设备有限公司'],
  ['business_address', '经营地址', 200, '例如：广州市天河区天河北路563号1206房'],
  ['phone_number', '电话号码', 50, '例如：020-38862705'],
  ['bank_name', '开户银行', 100, '例如：中国工商银行广州天河支行'],
  ['account', '银行账号', 50, '例如：3602012409200187436'],
  ['supervisor_name', '主管税务机关名称', 100, '例如：国家税务总局广州市天河区税务局'],
];

const empty: TBwkpAdminQyxx = {
  nsr_sbh: '',
  nsr_mc: '',
  business_address: '',
  phone_number: '',
  bank_name: '',
  account: '',
  supervisor_name: '',
  pt_fpdm: '',
  zy_fpdm: '',
  province: '',
};

function QyxxForm({ caseId, qyxx }: { caseId: number; qyxx: TBwkpAdminQyxx | null }) {
  const { message } = App.useApp();
  const navigate = useNavigate();
  const refresh = useRefreshCase();
  const detail = useCaseDetail(caseId);
  const backPath = caseScreenPath('qyxx', caseId);
  const save = useMutation({
    mutationFn: (values: TBwkpAdminQyxx) =>
      saveQyxx({
        case_id: caseId,
        ...Object.fromEntries(Object.entries(values).map(([key, value]) => [key, (value ?? '').trim()])),
      } as TBwkpAdminQyxx & { case_id: number }),
    onSuccess: async () => {
      message.success('企业信息已保存');
      await refresh(caseId);
      navigate(backPath);
    },
  });

  return (
    <Card title={`${qyxx ? '编辑' : '填写'}企业信息${detail.data ? `：${detail.data.name}` : ''}`}>
      <Form<TBwkpAdminQyxx>
        layout="vertical"
        style={{ maxWidth: 880 }}
        initialValues={qyxx ?? empty}
        onFinish={(values) => save.mutate(values)}
        scrollToFirstError
      >
        <Divider titlePlacement="start">基本信息（学生在第1题照此填写）</Divider>
        <Row gutter={16}>
          <Col xs={24} md={12}>
            <Form.Item
              name="nsr_sbh"
              label="纳税人识别号"
              normalize={(value: string) => value.toUpperCase()}
              rules={[
                { required: true, whitespace: true, message: '请输入纳税人识别号' },
                {
                  validator: (_, value: string) =>
                    !value || TAXPAYER_ID_PATTERN.test(value.trim())
                      ? Promise.resolve()
                      : Promise.reject(new Error('纳税人识别号应为15、17、18或20位数字或大写字母')),
                },
              ]}
            >
              <Input placeholder="统一社会信用代码，例如：91440106MA5CQ8T480" maxLength={20} />
            </Form.Item>
          </Col>
          {companyFields.map(([name, label, max, placeholder]) => (
            <Col key={name} xs={24} md={12}>
              <Form.Item
                name={name}
                label={label}
                rules={[
                  { required: true, whitespace: true, message: `请输入${label}` },
                  { max, message: `${label}不能超过${max}个字` },
                ]}
              >
                <Input placeholder={placeholder} maxLength={max} />
              </Form.Item>
            </Col>
          ))}
        </Row>
        <Divider titlePlacement="start">发票卷</Divider>
        <Row gutter={16}>
          <Col xs={24} md={8}>
            <Form.Item
              name="pt_fpdm"
              label="普通发票代码"
              rules={[
                { required: true, message: '请输入普通发票代码' },
                { pattern: /^\d{12}$/, message: '普通发票代码应为12位数字' },
              ]}
            >
              <Input placeholder="12位，例如：044002400204" maxLength={12} />
            </Form.Item>
          </Col>
          <Col xs={24} md={8}>
            <Form.Item
              name="zy_fpdm"
              label="专用发票代码"
              rules={[
                { required: true, message: '请输入专用发票代码' },
                { pattern: /^\d{10}$/, message: '专用发票代码应为10位数字' },
              ]}
            >
              <Input placeholder="10位，例如：4400242130" maxLength={10} />
            </Form.Item>
          </Col>
          <Col xs={24} md={8}>
            <Form.Item
              name="province"
              label="省份"
              extra="读入发票时的发票种类名称，如“广东增值税专用发票”；不填取经营地址开头的省市名"
              rules={[{ max: 10, message: '省份不能超过10个字' }]}
            >
              <Input placeholder="例如：广东" maxLength={10} />
            </Form.Item>
          </Col>
        </Row>
        <Divider />
        <Space>
          <Button type="primary" htmlType="submit" loading={save.isPending}>
            保存企业信息
          </Button>
          <Button onClick={() => navigate(backPath)}>取消</Button>
        </Space>
      </Form>
    </Card>
  );
}

/** /adminViews/bwkpAdmin/edit_qyxx?case_id=: the company information of a case (question 1's answer). */
export default function QyxxEditPage() {
  const caseId = useCaseIdParam();
  const qyxx = useQyxx(caseId ?? 0);
  if (caseId === undefined) return <NoCaseResult what="企业信息" />;
  if (qyxx.isError) {
    return (
      <LoadFailed
        title="企业信息加载失败"
        error={qyxx.error}
        onRetry={() => qyxx.refetch()}
        back={{ to: caseScreenPath('qyxx', caseId), label: '返回企业信息' }}
      />
    );
  }
  if (qyxx.isPending) {
    return (
      <Card title="企业信息">
        <Skeleton active paragraph={{ rows: 8 }} />
      </Card>
    );
  }
  return <QyxxForm caseId={caseId} qyxx={qyxx.data} />;
}
