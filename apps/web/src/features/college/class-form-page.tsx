import type { TClassDetail } from '@sxpt/contract';
import { useMutation, useQuery } from '@tanstack/react-query';
import { App, Button, Card, Form, Input, Select, Skeleton, Space } from 'antd';
import { useNavigate, useSearchParams } from 'react-router';
import { LoadFailed } from '../../components/load-failed';
import { addClass, collegeKeys, fetchClassDetail, saveClass } from './college-api';
import { classDetailPath, classListPath } from './college-paths';
import { MemberSelect } from './member-select';
import { ResourcePicker } from './resource-picker';
import { StudentTransfer } from './student-transfer';
import { useCampusOptions, useRefreshCollege } from './use-college-data';

interface TClassFormValues {
  name: string;
  grade?: string;
  campus_id?: number | null;
  teacher_ids: number[];
  student_ids: number[];
  resource_ids: number[];
}

function valuesOf(detail: TClassDetail | undefined): TClassFormValues {
  if (!detail) return { name: '', grade: '', campus_id: undefined, teacher_ids: [], student_ids: [], resource_ids: [] };
  return {
    name: detail.name,
    grade: detail.grade,
    campus_id: detail.campus_id ?? undefined,
    teacher_ids: detail.teachers.map((t) => t.id),
    student_ids: detail.students.map((s) => s.id),
    resource_ids: detail.resources.map((r) => r.id),
  };
}

/** /collegeViews/classManage/classes/index: create a class, or edit one (?id=): its people and resources (admin). */
export default function ClassFormPage() {
  const [params] = useSearchParams();
  const id = Number(params.get('id')) || undefined;
  const detail = useQuery({
    queryKey: collegeKeys.classDetail(id ?? 0),
    queryFn: () => fetchClassDetail(id ?? 0),
    enabled: id !== undefined,
  });

  if (id !== undefined && detail.isError) {
    return <LoadFailed title="班级信息加载失败" error={detail.error} onRetry={() => detail.refetch()} />;
  }
  if (id !== undefined && !detail.data) {
    return (
      <Card title="编辑班级">
        <Skeleton active paragraph={{ rows: 8 }} />
      </Card>
    );
  }
  return <ClassForm key={id ?? 'new'} detail={detail.data} />;
}

function ClassForm({ detail }: { detail?: TClassDetail }) {
  const { message } = App.useApp();
  const navigate = useNavigate();
  const refresh = useRefreshCollege();
  const campuses = useCampusOptions();
  const [form] = Form.useForm<TClassFormValues>();
  const isEdit = detail !== undefined;

  const save = useMutation({
    mutationFn: async (values: TClassFormValues) => {
      const body = {
        name: values.name.trim(),
        grade: values.grade?.trim() ?? '',
        campus_id: values.campus_id ?? null,
        teacher_ids: values.teacher_ids ?? [],
        student_ids: values.student_ids ?? [],
        resource_ids: values.resource_ids ?? [],
      };
      if (detail) {
        await saveClass({ ...body, id: detail.id });
        return detail.id;
      }
      return (await addClass(body)).id;
    },
    onSuccess: async (classId) => {
      message.success(isEdit ? '班级已保存' : '班级已创建');
      await refresh();
      navigate(isEdit ? classDetailPath(classId, 'students') : classListPath);
    },
  });

  return (
    <Card title={isEdit ? `编辑班级：${detail.name}` : '新建班级'}>
      <Form<TClassFormValues>
        form={form}
        layout="vertical"
        style={{ maxWidth: 900 }}
        initialValues={valuesOf(detail)}
        onFinish={(values) => save.mutate(values)}
        scrollToFirstError
      >
        <Space size={16} wrap align="start">
          <Form.Item
            name="name"
            label="班级名称"
            style={{ width: 320 }}
            rules={[
              { required: true, whitespace: true, message: '请输入班级名称' },
              { max: 50, message: '班级名称不能超过50个字' },
            ]}
          >
            <Input placeholder="例如：2024级会计1班" maxLength={50} />
          </Form.Item>
          <Form.Item
            name="grade"
            label="年级"
            style={{ width: 160 }}
            rules={[{ max: 20, message: '年级不能超过20个字' }]}
          >
            <Input placeholder="例如：2024" maxLength={20} />
          </Form.Item>
          <Form.Item name="campus_id" label="校区" style={{ width: 220 }}>
            <Select
              allowClear
              placeholder="选择校区（可不选）"
              loading={campuses.isPending}
              options={(campuses.data ?? []).map((c) => ({ value: c.id, label: c.name }))}
              notFoundContent="还没有校区，可在「院校管理」中添加"
            />
          </Form.Item>
        </Space>
        <Form.Item name="teacher_ids" label="任课教师" extra="输入教师账号或姓名查找，可选多名">
          <MemberSelect kind="teacher" known={detail?.teachers} placeholder="选择任课教师" />
        </Form.Item>
        <Form.Item name="student_ids" label="学生" extra="在左侧查找并勾选学生，点击箭头加入右侧；右侧即本班学生">
          <StudentTransfer known={detail?.students} />
        </Form.Item>
        <Form.Item name="resource_ids" label="课程资源" extra="勾选本班可以使用的课程资源">
          <ResourcePicker />
        </Form.Item>
        <Space>
          <Button type="primary" htmlType="submit" loading={save.isPending}>
            {isEdit ? '保存' : '创建班级'}
          </Button>
          <Button onClick={() => navigate(-1)}>取消</Button>
        </Space>
      </Form>
    </Card>
  );
}
