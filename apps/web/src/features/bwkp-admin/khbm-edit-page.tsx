import { TAXPAYER_ID_PATTERN, type TBwkpAdminKhbmRow } from '@sxpt/contract';
import { useMutation } from '@tanstack/react-query';
import { App, Button, Card, Divider, Form, Input, Result, Skeleton, Space } from 'antd';
import { useNavigate, useSearchParams } from 'react-router';
import { LoadFailed } from '../../components/load-failed';
import { saveKhbm } from './bwkp-admin-api';
import { caseScreenPath, indexParam, khbmEditPath } from './bwkp-admin-paths';
import { NoCaseResult, useCaseIdParam } from './case-shell';
import { findDuplicate, putRow } from './list-ops';
import { useKhbm, useRefreshCase } from './use-case-data';

const emptyRow: TBwkpAdminKhbmRow = {
  kh_name: '',
  simple_code: '',
  tax_num: '',
  address_telephone: '',
  bank_account: '',
};

function trimRow(row: TBwkpAdminKhbmRow): TBwkpAdminKhbmRow {
  return {
    kh_name: row.kh_name.trim(),
    simple_code: (row.simple_code ?? '').trim(),
    tax_num: (row.tax_num ?? '').trim(),
    address_telephone: (row.address_telephone ?? '').trim(),
    bank_account: (row.bank_account ?? '').trim(),
  };
}

function KhbmForm({ caseId, rows, index }: { caseId: number; rows: TBwkpAdminKhbmRow[]; index?: number }) {
  const { message } = App.useApp();
  const navigate = useNavigate();
  const refresh = useRefreshCase();
  const [form] = Form.useForm<TBwkpAdminKhbmRow>();
  const backPath = caseScreenPath('khbm', caseId);
  const current = index === undefined ? undefined : rows[index];
  const isNew = current === undefined;
  const save = useMutation({
    mutationFn: ({ row }: { row: TBwkpAdminKhbmRow; isAgain: boolean }) =>
      saveKhbm({ case_id: caseId, kh_content: putRow(rows, trimRow(row), index) }),
    onSuccess: async (_, { isAgain }) => {
      message.success(isNew ? '客户已添加' : '客户编码已保存');
      await refresh(caseId);
      if (isAgain) {
        form.resetFields();
        navigate(khbmEditPath(caseId), { replace: true });
      } else navigate(backPath);
    },
  });
  const submit = (isAgain: boolean) =>
    form.validateFields().then(
      (row) => save.mutate({ row, isAgain }),
      () => undefined,
    );

  return (
    <Card title={current ? `编辑客户：${current.kh_name}` : '新增客户'}>
      <Form<TBwkpAdminKhbmRow>
        form={form}
        layout="vertical"
        style={{ maxWidth: 720 }}
        initialValues={current ?? emptyRow}
        onFinish={() => submit(false)}
      >
        <Form.Item
          name="kh_name"
          label="客户名称"
          rules={[
            { required: true, whitespace: true, message: '请输入客户名称' },
            { max: 100, message: '客户名称不能超过100个字' },
            {
              validator: (_, value: string) =>
                value && findDuplicate(rows, { ...emptyRow, kh_name: value }, index, (row) => row.kh_name)
                  ? Promise.reject(new Error(`客户名称「${value.trim()}」已存在`))
                  : Promise.resolve(),
            },
          ]}
        >
          <Input placeholder="例如：广州云帆信息科技有限公司" maxLength={100} />
        </Form.Item>
        <Form.Item name="simple_code" label="简码" rules={[{ max: 50, message: '简码不能超过50个字' }]}>
          <Input placeholder="客户简称的拼音首字母，例如：YFKJ" maxLength={50} />
        </Form.Item>
        <Form.Item
          name="tax_num"
          label="税号"
          normalize={(value: string) => value.toUpperCase()}
          extra="个人客户可不填"
          rules={[
            {
              validator: (_, value: string) =>
                !value?.trim() || TAXPAYER_ID_PATTERN.test(value.trim())
                  ? Promise.resolve()
                  : Promise.reject(new Error('税号应为15、17、18或20位数字或大写字母')),
            },
          ]}
        >
          <Input placeholder="纳税人识别号，例如：91440106MA59K2W7XM" maxLength={20} />
        </Form.Item>
        <Form.Item name="address_telephone" label="地址电话" rules={[{ max: 200, message: '地址电话不能超过200个字' }]}>
          <Input placeholder="例如：广州市天河区高普路1021号506房 020-85561832" maxLength={200} />
        </Form.Item>
        <Form.Item
          name="bank_account"
          label="开户行及账号"
          rules={[{ max: 200, message: '开户行及账号不能超过200个字' }]}
        >
          <Input placeholder="例如：招商银行广州天河支行 120914578610301" maxLength={200} />
        </Form.Item>
        <Divider />
        <Space>
          <Button type="primary" htmlType="submit" loading={save.isPending}>
            保存
          </Button>
          {isNew ? (
            <Button loading={save.isPending} onClick={() => submit(true)}>
              保存并继续新增
            </Button>
          ) : null}
          <Button onClick={() => navigate(backPath)}>取消</Button>
        </Space>
      </Form>
    </Card>
  );
}

/** /adminViews/bwkpAdmin/khbm_edit_management?case_id=(&index=): add a customer code, or edit row `index`. */
export default function KhbmEditPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const caseId = useCaseIdParam();
  const index = indexParam(params.get('index'));
  const khbm = useKhbm(caseId);
  if (caseId === undefined) return <NoCaseResult what="客户编码" />;
  if (khbm.isError) {
    return (
      <LoadFailed
        title="客户编码加载失败"
        error={khbm.error}
        onRetry={() => khbm.refetch()}
        back={{ to: caseScreenPath('khbm', caseId), label: '返回客户编码' }}
      />
    );
  }
  if (khbm.isPending) {
    return (
      <Card title="客户编码">
        <Skeleton active paragraph={{ rows: 6 }} />
      </Card>
    );
  }
  const rows = khbm.data.list;
  if (index !== undefined && index >= rows.length) {
    return (
      <Card>
        <Result
          status="warning"
          title="该客户编码已不存在"
          subTitle="它可能已被删除或移动，请回到客户编码列表重新选择。"
          extra={
            <Button type="primary" onClick={() => navigate(caseScreenPath('khbm', caseId))}>
              返回客户编码
            </Button>
          }
        />
      </Card>
    );
  }
  return <KhbmForm key={`${caseId}-${index ?? 'new'}`} caseId={caseId} rows={rows} index={index} />;
}
