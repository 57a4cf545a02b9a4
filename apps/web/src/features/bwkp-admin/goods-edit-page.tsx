import { ApartmentOutlined } from '@ant-design/icons';
import {
  bwkpTaxMarks,
  TAX_CODE_PATTERN,
  type TBwkpAdminGoodsRow,
  type TTaxCodeNode,
  taxCodeRuleText,
} from '@sxpt/contract';
import { formatGoodsName, isAllowedRate } from '@sxpt/domain';
import { useMutation } from '@tanstack/react-query';
import { Alert, App, Button, Card, Col, Divider, Form, Input, Radio, Result, Row, Select, Skeleton, Space } from 'antd';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { LoadFailed } from '../../components/load-failed';
import { saveGoods } from './bwkp-admin-api';
import { caseScreenPath, goodsEditPath, indexParam } from './bwkp-admin-paths';
import { NoCaseResult, useCaseIdParam } from './case-shell';
import { goodsBodyRow } from './goods-page';
import { findDuplicate, putRow } from './list-ops';
import { rateOptions } from './rate-options';
import { TaxCodePicker } from './taxcode-picker';
import { useGoods, useRefreshCase } from './use-case-data';

type TGoodsForm = Omit<TBwkpAdminGoodsRow, 'tax_name'>;

const emptyRow: TGoodsForm = {
  code: '',
  name: '',
  simple_code: '',
  tax_rate: '',
  brand_model: '',
  units: '',
  applicable_tax_rate: '',
  tax_mark: '是',
  flqc: '',
};

/** What the table says of the chosen code (kept after a pick; for a stored row, its official name). */
interface TCodeInfo {
  name: string;
  rates: string;
  special: string;
}

function GoodsForm({ caseId, rows, index }: { caseId: number; rows: TBwkpAdminGoodsRow[]; index?: number }) {
  const { message } = App.useApp();
  const navigate = useNavigate();
  const refresh = useRefreshCase();
  const [form] = Form.useForm<TGoodsForm>();
  const [isPicking, setIsPicking] = useState(false);
  const current = index === undefined ? undefined : rows[index];
  const [info, setInfo] = useState<TCodeInfo | null>(
    current?.tax_name ? { name: current.tax_name, rates: '', special: '' } : null,
  );
  const name = Form.useWatch('name', form) ?? '';
  const flqc = Form.useWatch('flqc', form) ?? '';
  const backPath = caseScreenPath('goods', caseId);
  const save = useMutation({
    mutationFn: ({ row }: { row: TGoodsForm; isAgain: boolean }) => {
      const trimmed = Object.fromEntries(
        Object.entries(row).map(([key, value]) => [key, String(value ?? '').trim()]),
      ) as TGoodsForm;
      return saveGoods({ case_id: caseId, goods_content: putRow(rows.map(goodsBodyRow), trimmed, index) });
    },
    onSuccess: async (_, { isAgain }) => {
      message.success(current ? '商品编码已保存' : '商品已添加');
      await refresh(caseId);
      if (isAgain) {
        form.resetFields();
        setInfo(null);
        navigate(goodsEditPath(caseId), { replace: true });
      } else navigate(backPath);
    },
  });
  const submit = (isAgain: boolean) =>
    form.validateFields().then(
      (row) => save.mutate({ row, isAgain }),
      () => undefined,
    );

  function pick(node: TTaxCodeNode) {
    const rate = node.rate_list.find((entry) => isAllowedRate(entry));
    form.setFieldsValue({
      code: node.code,
      flqc: node.short_name,
      ...(rate ? { tax_rate: rate, applicable_tax_rate: rate } : {}),
    });
    if (!form.getFieldValue('name')) form.setFieldValue('name', node.name);
    setInfo({ name: node.name, rates: node.rates, special: node.special_management });
    setIsPicking(false);
    void form.validateFields(['code', 'flqc', 'tax_rate', 'applicable_tax_rate']).catch(() => undefined);
  }

  return (
    <Card title={current ? `编辑商品：${current.name}` : '新增商品'}>
      <Form<TGoodsForm>
        form={form}
        layout="vertical"
        style={{ maxWidth: 880 }}
        initialValues={current ? goodsBodyRow(current) : emptyRow}
        onFinish={() => submit(false)}
      >
        <Divider titlePlacement="start">税收分类编码</Divider>
        <Row gutter={16}>
          <Col xs={24} md={14}>
            <Form.Item label="税收分类编码" required>
              <Space.Compact style={{ width: '100%' }}>
                <Form.Item
                  name="code"
                  noStyle
                  rules={[
                    { required: true, message: '请选择税收分类编码' },
                    { pattern: TAX_CODE_PATTERN, message: taxCodeRuleText },
                  ]}
                >
                  <Input
                    placeholder="19位编码，点击右侧按钮从编码表选择"
                    maxLength={19}
                    aria-label="税收分类编码"
                    onChange={() => setInfo(null)}
                  />
                </Form.Item>
                <Button icon={<ApartmentOutlined />} onClick={() => setIsPicking(true)}>
                  选择编码
                </Button>
              </Space.Compact>
            </Form.Item>
          </Col>
          <Col xs={24} md={10}>
            <Form.Item
              name="flqc"
              label="分类简称"
              extra="发票上写在两个星号之间"
              rules={[
                { required: true, whitespace: true, message: '请输入分类简称' },
                { max: 50, message: '分类简称不能超过50个字' },
              ]}
            >
              <Input placeholder="选择编码后自动带出" maxLength={50} />
            </Form.Item>
          </Col>
        </Row>
        {info ? (
          <Alert
            type="info"
            showIcon
            style={{ marginBottom: 16 }}
            title={`编码表名称：${info.name}${info.rates ? `；税率 ${info.rates}` : ''}${info.special ? `；特殊管理：${info.special}` : ''}`}
          />
        ) : null}
        <Divider titlePlacement="start">商品</Divider>
        <Row gutter={16}>
          <Col xs={24} md={14}>
            <Form.Item
              name="name"
              label="商品名称"
              extra={name || flqc ? `发票上显示为：${formatGoodsName(flqc, name)}` : '企业自己的商品名称'}
              rules={[
                { required: true, whitespace: true, message: '请输入商品名称' },
                { max: 100, message: '商品名称不能超过100个字' },
                {
                  validator: (_, value: string) =>
                    value &&
                    findDuplicate(rows.map(goodsBodyRow), { ...emptyRow, name: value }, index, (row) => row.name)
                      ? Promise.reject(new Error(`商品名称「${value.trim()}」已存在`))
                      : Promise.resolve(),
                },
              ]}
            >
              <Input placeholder="例如：钢架网布办公椅" maxLength={100} />
            </Form.Item>
          </Col>
          <Col xs={24} md={10}>
            <Form.Item name="simple_code" label="简码" rules={[{ max: 50, message: '简码不能超过50个字' }]}>
              <Input placeholder="例如：BGY" maxLength={50} />
            </Form.Item>
          </Col>
          <Col xs={12} md={6}>
            <Form.Item name="tax_rate" label="税率" rules={[{ required: true, message: '请选择税率' }]}>
              <Select options={rateOptions} placeholder="选择税率" aria-label="税率" />
            </Form.Item>
          </Col>
          <Col xs={12} md={6}>
            <Form.Item
              name="applicable_tax_rate"
              label="适用税率"
              rules={[{ required: true, message: '请选择适用税率' }]}
            >
              <Select options={rateOptions} placeholder="选择适用税率" aria-label="适用税率" />
            </Form.Item>
          </Col>
          <Col xs={12} md={6}>
            <Form.Item name="brand_model" label="规格型号" rules={[{ max: 100, message: '规格型号不能超过100个字' }]}>
              <Input placeholder="例如：BG-201" maxLength={100} />
            </Form.Item>
          </Col>
          <Col xs={12} md={6}>
            <Form.Item name="units" label="计量单位" rules={[{ max: 20, message: '计量单位不能超过20个字' }]}>
              <Input placeholder="例如：把" maxLength={20} />
            </Form.Item>
          </Col>
          <Col xs={24}>
            <Form.Item name="tax_mark" label="含税价标志" extra="“是”：单价为含税价，与开票界面的单价(含税)一致">
              <Radio.Group options={bwkpTaxMarks.map((mark) => ({ value: mark, label: mark }))} />
            </Form.Item>
          </Col>
        </Row>
        <Divider />
        <Space>
          <Button type="primary" htmlType="submit" loading={save.isPending}>
            保存
          </Button>
          {current ? null : (
            <Button loading={save.isPending} onClick={() => submit(true)}>
              保存并继续新增
            </Button>
          )}
          <Button onClick={() => navigate(backPath)}>取消</Button>
        </Space>
      </Form>
      <TaxCodePicker open={isPicking} onClose={() => setIsPicking(false)} onPick={pick} />
    </Card>
  );
}

/** /adminViews/bwkpAdmin/edit_goods?case_id=(&index=): add a goods code (from the tax-code tree), or edit row `index`. */
export default function GoodsEditPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const caseId = useCaseIdParam();
  const index = indexParam(params.get('index'));
  const goods = useGoods(caseId);
  if (caseId === undefined) return <NoCaseResult what="商品编码" />;
  if (goods.isError) {
    return (
      <LoadFailed
        title="商品编码加载失败"
        error={goods.error}
        onRetry={() => goods.refetch()}
        back={{ to: caseScreenPath('goods', caseId), label: '返回商品编码' }}
      />
    );
  }
  if (goods.isPending) {
    return (
      <Card title="商品编码">
        <Skeleton active paragraph={{ rows: 8 }} />
      </Card>
    );
  }
  const rows = goods.data.list;
  if (index !== undefined && index >= rows.length) {
    return (
      <Card>
        <Result
          status="warning"
          title="该商品编码已不存在"
          subTitle="它可能已被删除或移动，请回到商品编码列表重新选择。"
          extra={
            <Button type="primary" onClick={() => navigate(caseScreenPath('goods', caseId))}>
              返回商品编码
            </Button>
          }
        />
      </Card>
    );
  }
  return <GoodsForm key={`${caseId}-${index ?? 'new'}`} caseId={caseId} rows={rows} index={index} />;
}
