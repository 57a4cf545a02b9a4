import { EyeOutlined } from '@ant-design/icons';
import { bwkpInvoiceTypeLabels, type TBwkpAdminSubject } from '@sxpt/contract';
import { isInvoiceSubjectType, STANDARD_QUESTIONS, SUBJECT_TYPE_LABELS } from '@sxpt/domain';
import { useMutation } from '@tanstack/react-query';
import {
  Alert,
  App,
  Button,
  Card,
  Col,
  DatePicker,
  Divider,
  Form,
  Input,
  Result,
  Row,
  Select,
  Skeleton,
  Space,
} from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { LoadFailed } from '../../components/load-failed';
import { createSubject, saveSubject } from './bwkp-admin-api';
import { caseScreenPath, idParam } from './bwkp-admin-paths';
import { NoCaseResult, useCaseIdParam } from './case-shell';
import { SubjectInvoiceFields, type TCaseMaterials } from './subject-invoice-fields';
import {
  formValuesOf,
  liveProblems,
  SUBJECT_SLOTS,
  slotOf,
  subjectTypeLabel,
  type TSubjectFormValues,
  toSubjectFields,
} from './subject-logic';
import { SubjectPreviewModal } from './subject-preview';
import { useApply, useGoods, useKhbm, useQyxx, useRefreshCase, useSubjects } from './use-case-data';

const typeOptions = Object.entries(SUBJECT_TYPE_LABELS).map(([type, label]) => ({ value: Number(type), label }));

const DATE_FORMAT = 'YYYY-MM-DD';

/** The business date as the form keeps it ('YYYY-MM-DD' or '') and as the date picker shows it. */
const dateProps = (value: string | undefined) => ({ value: value ? dayjs(value, DATE_FORMAT) : null });
const dateText = (value: Dayjs | null | undefined) => (value ? value.format(DATE_FORMAT) : '');

function LiveCheck({
  values,
  others,
  stored,
}: {
  values: TSubjectFormValues;
  others: readonly TBwkpAdminSubject[];
  stored?: TBwkpAdminSubject;
}) {
  const problems = liveProblems(values, others, stored);
  if (problems.length === 0) return <Alert type="success" showIcon title="题目符合开票规则，可以保存" />;
  return (
    <Alert
      type="warning"
      showIcon
      title={`还有 ${problems.length} 个问题，改正后才能保存`}
      description={
        <ul style={{ margin: 0, paddingInlineStart: 20 }}>
          {problems.map((problem) => (
            <li key={problem}>{problem}</li>
          ))}
        </ul>
      }
    />
  );
}

function SubjectForm({
  caseId,
  subject,
  sort,
  materials,
}: {
  caseId: number;
  subject?: TBwkpAdminSubject;
  sort: number;
  materials: TCaseMaterials;
}) {
  const { message } = App.useApp();
  const navigate = useNavigate();
  const refresh = useRefreshCase();
  const [form] = Form.useForm<TSubjectFormValues>();
  const [values, setValues] = useState<TSubjectFormValues>(() => formValuesOf(subject, sort));
  const [isPreviewing, setIsPreviewing] = useState(false);
  const backPath = caseScreenPath('subject', caseId);
  const taken = new Set(materials.subjects.map((entry) => entry.sort));
  const isInvoice = isInvoiceSubjectType(values.subject_type);
  const save = useMutation({
    mutationFn: async (current: TSubjectFormValues) => {
      const fields = toSubjectFields(current);
      if (subject) await saveSubject({ id: subject.id, ...fields });
      else await createSubject({ case_id: caseId, sort: current.sort, ...fields });
    },
    onSuccess: async () => {
      message.success(subject ? '题目已保存' : '题目已添加');
      await refresh(caseId);
      navigate(backPath);
    },
  });

  /** A new question's place decides its type and the standard invoice type. */
  function changePlace(next: number) {
    const fresh = formValuesOf(undefined, next);
    form.setFieldsValue({
      subject_type: fresh.subject_type,
      invoice_type: fresh.invoice_type,
      discount_line: fresh.discount_line,
      discount_tax: fresh.discount_tax,
      void_sort: fresh.void_sort,
    });
    setValues(form.getFieldsValue(true));
  }

  return (
    <Card
      title={subject ? `编辑第${sort}题：${subject.title}` : `添加第${values.sort}题`}
      extra={
        <Button icon={<EyeOutlined />} onClick={() => setIsPreviewing(true)}>
          预览
        </Button>
      }
    >
      <Form<TSubjectFormValues>
        form={form}
        layout="vertical"
        initialValues={values}
        onValuesChange={() => setValues(form.getFieldsValue(true))}
        onFinish={() => save.mutate(form.getFieldsValue(true))}
        scrollToFirstError
      >
        <Row gutter={16}>
          <Col xs={24} md={8}>
            <Form.Item name="sort" label="题号">
              <Select
                disabled={Boolean(subject)}
                aria-label="题号"
                onChange={changePlace}
                options={SUBJECT_SLOTS.map((slot) => ({
                  value: slot.sort,
                  label: `第${slot.sort}题 · ${slot.label}`,
                  disabled: slot.sort !== subject?.sort && taken.has(slot.sort),
                }))}
              />
            </Form.Item>
          </Col>
          <Col xs={12} md={8}>
            <Form.Item name="subject_type" label="题目类型" extra={`第${values.sort}题的题型由实训结构规定`}>
              <Select
                aria-label="题目类型"
                options={typeOptions.map((option) => ({
                  ...option,
                  disabled: option.value !== slotOf(values.sort)?.subject_type,
                }))}
              />
            </Form.Item>
          </Col>
          <Col xs={12} md={8}>
            <Form.Item name="invoice_type" label="发票类型">
              <Select
                aria-label="发票类型"
                options={([0, 1, 2] as const).map((type) => ({
                  value: type,
                  label: bwkpInvoiceTypeLabels[type],
                  disabled: isInvoice ? type === 0 : type !== 0,
                }))}
              />
            </Form.Item>
          </Col>
        </Row>
        <Form.Item
          name="business_date"
          label="业务日期"
          extra="学生做这道题时开票软件的日期（开票日期、红字信息表填开日期、作废和抄报的月份都按它）；业务描述中的第一个日期应与它一致。不填则为学生练习当天"
          getValueProps={dateProps}
          normalize={dateText}
        >
          <DatePicker aria-label="业务日期" format={DATE_FORMAT} style={{ width: 220 }} />
        </Form.Item>
        <Form.Item
          name="title"
          label="题目名称"
          extra={`参考：${STANDARD_QUESTIONS[values.sort - 1]?.title ?? ''}`}
          rules={[
            { required: true, whitespace: true, message: '请输入题目名称' },
            { max: 100, message: '题目名称不能超过100个字' },
          ]}
        >
          <Input maxLength={100} showCount placeholder="例如：向云帆科技销售台式计算机和激光打印机" />
        </Form.Item>
        <Form.Item
          name="subject_describe"
          label="业务描述"
          extra="学生在业务题窗口中看到的全部业务资料：日期、客户、货物、数量、含税单价和开票要求"
          rules={[{ max: 5000, message: '业务描述不能超过5000个字' }]}
        >
          <Input.TextArea rows={6} maxLength={5000} showCount />
        </Form.Item>
        <Form.Item
          name="video_path"
          label="操作视频地址（可不填）"
          rules={[
            {
              validator: (_, value: string) =>
                !value?.trim() || /^https?:\/\/\S+$/.test(value.trim()) || /^\/uploads\/[\w./-]+$/.test(value.trim())
                  ? Promise.resolve()
                  : Promise.reject(new Error('视频地址应以 http://、https:// 或 /uploads/ 开头')),
            },
          ]}
        >
          <Input placeholder="https://… 或 /uploads/…" maxLength={500} />
        </Form.Item>
        {isInvoice ? <SubjectInvoiceFields values={values} materials={materials} /> : null}
        {isInvoice ? (
          <Form.Item
            name="remark_text"
            label="备注要求（可不填）"
            extra="学生开具的发票备注栏必须包含的内容，每行一项；建筑服务发票至少两项：建筑服务发生地（县(市、区)）和项目名称（国家税务总局公告2016年第23号）"
          >
            <Input.TextArea
              aria-label="备注要求"
              rows={3}
              placeholder={'广州市天河区\n智明实验学校多媒体教室投影设备安装工程'}
            />
          </Form.Item>
        ) : null}
        {isInvoice ? null : (
          <Alert
            type="info"
            showIcon
            title={`「${subjectTypeLabel(values.subject_type)}」题不开具发票，不需要购买方和货物行`}
          />
        )}
        <Divider />
        <LiveCheck values={values} others={materials.subjects} stored={subject} />
        <Space style={{ marginTop: 16 }}>
          <Button type="primary" htmlType="submit" loading={save.isPending}>
            {subject ? '保存题目' : '添加题目'}
          </Button>
          <Button icon={<EyeOutlined />} onClick={() => setIsPreviewing(true)}>
            预览
          </Button>
          <Button onClick={() => navigate(backPath)}>返回</Button>
        </Space>
      </Form>
      <SubjectPreviewModal
        target={isPreviewing ? { fields: toSubjectFields(values), sort: values.sort } : null}
        onClose={() => setIsPreviewing(false)}
      />
    </Card>
  );
}

/** /adminViews/bwkpAdmin/edit_subject?case_id=&(id= | sort=): edit a business question, or add one at a place. */
export default function SubjectEditPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const caseId = useCaseIdParam();
  const id = idParam(params.get('id'));
  const subjects = useSubjects(caseId);
  const goods = useGoods(caseId);
  const khbm = useKhbm(caseId);
  const qyxx = useQyxx(caseId);
  const apply = useApply(caseId);
  if (caseId === undefined) return <NoCaseResult what="业务题目" />;
  const queries = [subjects, goods, khbm, qyxx, apply];
  const failed = queries.find((query) => query.isError);
  if (failed?.error) {
    return (
      <LoadFailed
        title="题目资料加载失败"
        error={failed.error}
        onRetry={() => queries.forEach((query) => void query.refetch())}
        back={{ to: caseScreenPath('subject', caseId), label: '返回业务题目' }}
      />
    );
  }
  if (!subjects.data || !goods.data || !khbm.data || qyxx.data === undefined || !apply.data) {
    return (
      <Card title="业务题目">
        <Skeleton active paragraph={{ rows: 12 }} />
      </Card>
    );
  }
  const list = subjects.data.list;
  const subject = id === undefined ? undefined : list.find((entry) => entry.id === id);
  const taken = new Set(list.map((entry) => entry.sort));
  const asked = idParam(params.get('sort'));
  const sort =
    subject?.sort ?? (asked && !taken.has(asked) ? asked : SUBJECT_SLOTS.find((s) => !taken.has(s.sort))?.sort);
  if ((id !== undefined && !subject) || sort === undefined) {
    return (
      <Card>
        <Result
          status="warning"
          title={id !== undefined ? '题目不存在' : '17道题目都已添加'}
          subTitle={id !== undefined ? '它可能已被删除，请回到题目列表重新选择。' : '可以在题目列表中编辑已有题目。'}
          extra={
            <Button type="primary" onClick={() => navigate(caseScreenPath('subject', caseId))}>
              返回业务题目
            </Button>
          }
        />
      </Card>
    );
  }
  const materials: TCaseMaterials = {
    subjects: list.filter((entry) => entry.id !== subject?.id),
    goods: goods.data.list,
    customers: khbm.data.list,
    qyxx: qyxx.data,
    apply: apply.data.list,
  };
  return (
    <SubjectForm
      key={`${caseId}-${id ?? `new-${sort}`}`}
      caseId={caseId}
      subject={subject}
      sort={sort}
      materials={materials}
    />
  );
}
