// /adminViews/dutiableAdmin/add_industry (?id= to edit): a filing case: the company as the students' course detail
// shows it (name, unified social credit code, 纳税人资格, periods, report and write dates), its bank accounts (the
// one with a 三方协议 pays the taxes), its returns due (申报表, 征收项目, 所属期, 申报期限), the source documents students
// read (rich text with images) and the case notes. Saved in one transaction; answers are entered per form after.
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import type { TTaxCaseDetail, TTaxCaseSaveBody } from '@sxpt/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Button, Card, Col, Divider, Flex, Form, Input, Row, Select, Spin } from 'antd';
import { useNavigate, useSearchParams } from 'react-router';
import { LoadFailed } from '../../components/load-failed';
import { idParam } from '../admin/admin-paths';
import { HtmlField } from '../admin/html-field';
import { TAX_ADMIN_PATHS, taxAdminApi, taxAdminKeys } from './baoshui-admin-api';

type TValues = Omit<TTaxCaseSaveBody, 'id' | 'notes'> & { notes: string };

const EMPTY: TValues = {
  name: '',
  course_name: '电子税务局纳税申报实训',
  company_name: '',
  id_code: '',
  bill: '',
  quarter_start: '',
  quarter_end: '',
  month_start: '',
  month_end: '',
  report_date: '',
  write_date: '',
  accounts: [{ bank_name: '', subbranch: '', card_number: '', agreement: '' }],
  notes: '',
  items: [{ return_code: '', taxes_name: '', period_start: '', period_end: '', deadline: '' }],
  documents: [],
};

function valuesOf(detail: TTaxCaseDetail): TValues {
  return {
    name: detail.name,
    course_name: detail.course_name,
    company_name: detail.company_name,
    id_code: detail.id_code,
    bill: detail.bill,
    quarter_start: detail.quarter_start,
    quarter_end: detail.quarter_end,
    month_start: detail.month_start,
    month_end: detail.month_end,
    report_date: detail.report_date,
    write_date: detail.write_date,
    accounts: detail.accounts,
    notes: detail.notes.join('\n'),
    items: detail.items.map((item) => ({
      id: item.id,
      return_code: item.return_code,
      taxes_name: item.taxes_name,
      period_start: item.period_start,
      period_end: item.period_end,
      deadline: item.deadline,
    })),
    documents: detail.documents,
  };
}

const DATE_HINT = 'YYYY-MM-DD';

function Editor({ id, initial }: { id: number | undefined; initial: TValues }) {
  const [form] = Form.useForm<TValues>();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const client = useQueryClient();
  const returns = useQuery({ queryKey: taxAdminKeys.returns, queryFn: taxAdminApi.returnOptions });
  const save = useMutation({
    mutationFn: (values: TValues) =>
      taxAdminApi.save({
        ...values,
        ...(id ? { id } : {}),
        notes: values.notes
          .split('\n')
          .map((line) => line.trim())
          .filter(Boolean),
      }),
    onSuccess: async (saved) => {
      message.success('保存成功');
      await client.invalidateQueries({ queryKey: taxAdminKeys.all });
      navigate(TAX_ADMIN_PATHS.detail(saved.id));
    },
  });
  const date = (name: (string | number)[], label: string, required = true) => (
    <Form.Item name={name} label={label} rules={required ? [{ required: true, message: `请填写${label}` }] : []}>
      <Input placeholder={DATE_HINT} aria-label={label} />
    </Form.Item>
  );
  return (
    <Form form={form} layout="vertical" initialValues={initial} onFinish={(values) => save.mutate(values)}>
      <Card title={id ? '编辑申报案例' : '新增申报案例'} style={{ marginBottom: 16 }}>
        <Row gutter={16}>
          <Col span={12}>
            <Form.Item name="name" label="案例名称" rules={[{ required: true, message: '请输入案例名称' }]}>
              <Input aria-label="案例名称" maxLength={80} />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item name="course_name" label="课程名称">
              <Input aria-label="课程名称" maxLength={80} />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item name="company_name" label="企业名称" rules={[{ required: true, message: '请输入企业名称' }]}>
              <Input aria-label="企业名称" maxLength={80} />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item
              name="id_code"
              label="统一社会信用代码"
              rules={[{ required: true, message: '请输入统一社会信用代码' }]}
            >
              <Input aria-label="统一社会信用代码" maxLength={18} />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item name="bill" label="纳税人资格">
              <Input aria-label="纳税人资格" placeholder="如：小规模纳税人（按季申报）" maxLength={60} />
            </Form.Item>
          </Col>
          <Col span={6}>{date(['report_date'], '申报日期')}</Col>
          <Col span={6}>{date(['write_date'], '填表日期')}</Col>
          <Col span={6}>{date(['quarter_start'], '季度起', false)}</Col>
          <Col span={6}>{date(['quarter_end'], '季度止', false)}</Col>
          <Col span={6}>{date(['month_start'], '月份起', false)}</Col>
          <Col span={6}>{date(['month_end'], '月份止', false)}</Col>
        </Row>
      </Card>

      <Card title="银行账户（签订三方协议的账户用于缴款）" style={{ marginBottom: 16 }}>
        <Form.List name="accounts">
          {(fields, { add, remove }) => (
            <>
              {fields.map((field) => (
                <Flex key={field.key} gap={8} align="baseline" wrap>
                  <Form.Item name={[field.name, 'bank_name']} rules={[{ required: true, message: '请输入开户银行' }]}>
                    <Input placeholder="开户银行" aria-label="开户银行" style={{ width: 160 }} />
                  </Form.Item>
                  <Form.Item name={[field.name, 'subbranch']} rules={[{ required: true, message: '请输入开户网点' }]}>
                    <Input placeholder="开户网点" aria-label="开户网点" style={{ width: 240 }} />
                  </Form.Item>
                  <Form.Item name={[field.name, 'card_number']} rules={[{ required: true, message: '请输入银行账号' }]}>
                    <Input placeholder="银行账号" aria-label="银行账号" style={{ width: 220 }} />
                  </Form.Item>
                  <Form.Item name={[field.name, 'agreement']}>
                    <Input placeholder="三方协议号（无协议留空）" aria-label="三方协议号" style={{ width: 220 }} />
                  </Form.Item>
                  {fields.length > 1 ? (
                    <Button icon={<DeleteOutlined />} onClick={() => remove(field.name)} aria-label="删除账户" />
                  ) : null}
                </Flex>
              ))}
              {fields.length < 5 ? (
                <Button
                  icon={<PlusOutlined />}
                  onClick={() => add({ bank_name: '', subbranch: '', card_number: '', agreement: '' })}
                >
                  添加账户
                </Button>
              ) : null}
            </>
          )}
        </Form.List>
      </Card>

      <Card title="申报事项" style={{ marginBottom: 16 }}>
        <Form.List name="items">
          {(fields, { add, remove }) => (
            <>
              {fields.map((field) => (
                <Flex key={field.key} gap={8} align="baseline" wrap>
                  <Form.Item name={[field.name, 'id']} hidden>
                    <Input />
                  </Form.Item>
                  <Form.Item name={[field.name, 'return_code']} rules={[{ required: true, message: '请选择申报表' }]}>
                    <Select
                      aria-label="申报表"
                      placeholder="申报表"
                      style={{ width: 320 }}
                      loading={returns.isLoading}
                      options={(returns.data ?? []).map((option) => ({
                        value: option.code,
                        label: `${option.title}（${option.category_name}）`,
                      }))}
                    />
                  </Form.Item>
                  <Form.Item name={[field.name, 'taxes_name']} rules={[{ required: true, message: '请输入征收项目' }]}>
                    <Input placeholder="征收项目" aria-label="征收项目" style={{ width: 120 }} />
                  </Form.Item>
                  {(['period_start', 'period_end', 'deadline'] as const).map((key) => (
                    <Form.Item key={key} name={[field.name, key]} rules={[{ required: true, message: '请填写日期' }]}>
                      <Input
                        placeholder={{ period_start: '所属期起', period_end: '所属期止', deadline: '申报期限' }[key]}
                        aria-label={{ period_start: '所属期起', period_end: '所属期止', deadline: '申报期限' }[key]}
                        style={{ width: 120 }}
                      />
                    </Form.Item>
                  ))}
                  {fields.length > 1 ? (
                    <Button icon={<DeleteOutlined />} onClick={() => remove(field.name)} aria-label="删除申报事项" />
                  ) : null}
                </Flex>
              ))}
              <Button
                icon={<PlusOutlined />}
                onClick={() => add({ return_code: '', taxes_name: '', period_start: '', period_end: '', deadline: '' })}
              >
                添加申报事项
              </Button>
            </>
          )}
        </Form.List>
      </Card>

      <Card title="业务资料（学生填表时阅读）" style={{ marginBottom: 16 }}>
        <Form.List name="documents">
          {(fields, { add, remove }) => (
            <>
              {fields.map((field, index) => (
                <div key={field.key}>
                  {index > 0 ? <Divider /> : null}
                  <Flex gap={8} align="baseline">
                    <Form.Item
                      name={[field.name, 'title']}
                      rules={[{ required: true, message: '请输入资料标题' }]}
                      style={{ flex: 1 }}
                    >
                      <Input placeholder="资料标题" aria-label="资料标题" maxLength={60} />
                    </Form.Item>
                    <Button icon={<DeleteOutlined />} onClick={() => remove(field.name)} aria-label="删除资料" />
                  </Flex>
                  <Form.Item
                    name={[field.name, 'html']}
                    rules={[{ required: true, message: '请输入资料内容' }]}
                    valuePropName="value"
                    trigger="onChange"
                  >
                    <HtmlFieldItem label="资料内容" />
                  </Form.Item>
                </div>
              ))}
              <Button icon={<PlusOutlined />} onClick={() => add({ title: '', html: '' })}>
                添加业务资料
              </Button>
            </>
          )}
        </Form.List>
      </Card>

      <Card title="案例说明（每行一条：数据来源、未核实的事项）" style={{ marginBottom: 16 }}>
        <Form.Item name="notes">
          <Input.TextArea aria-label="案例说明" autoSize={{ minRows: 3, maxRows: 12 }} />
        </Form.Item>
      </Card>

      <Flex gap={8}>
        <Button type="primary" htmlType="submit" loading={save.isPending}>
          保存
        </Button>
        <Button onClick={() => navigate(id ? TAX_ADMIN_PATHS.detail(id) : TAX_ADMIN_PATHS.list)}>取消</Button>
      </Flex>
    </Form>
  );
}

/** HtmlField as a Form.Item control (value and onChange injected by the form). */
function HtmlFieldItem({ label, value, onChange }: { label: string; value?: string; onChange?: (v: string) => void }) {
  return <HtmlField label={label} value={value ?? ''} onChange={(next) => onChange?.(next)} />;
}

export default function IndustryEditPage() {
  const [search] = useSearchParams();
  const id = idParam(search.get('id'));
  const detail = useQuery({
    queryKey: taxAdminKeys.detail(id ?? 0),
    queryFn: () => taxAdminApi.detail(id as number),
    enabled: id !== undefined,
  });
  if (id === undefined) return <Editor id={undefined} initial={EMPTY} />;
  if (detail.isError)
    return <LoadFailed title="申报案例加载失败" error={detail.error} onRetry={() => detail.refetch()} />;
  if (!detail.data) return <Spin />;
  return <Editor key={id} id={id} initial={valuesOf(detail.data)} />;
}
