import { DownloadOutlined, UserAddOutlined } from '@ant-design/icons';
import type { TClassDetail, TClassPerson } from '@sxpt/contract';
import { App, Button, Flex, Form, Input, Modal } from 'antd';
import { useState } from 'react';
import { ClassPeopleTable, filterPeople } from './class-people-table';
import { addClassStudents, exportClassStudents, removeClassStudent } from './college-api';
import { MemberSelect } from './member-select';
import { useIsCollegeAdmin, useRefreshCollege } from './use-college-data';
import { useConfirmAction } from './use-confirm-action';

/** The students tab: the list, export (admin and teacher), add (mode add) and remove one (admin). */
export function ClassStudentsTab({ klass }: { klass: TClassDetail }) {
  const { message } = App.useApp();
  const confirm = useConfirmAction();
  const isAdmin = useIsCollegeAdmin();
  const refresh = useRefreshCollege();
  const [keyword, setKeyword] = useState('');
  const [isAdding, setAdding] = useState(false);
  const [isExporting, setExporting] = useState(false);

  function confirmRemove(person: TClassPerson) {
    confirm({
      title: `将「${person.name}」移出本班？`,
      content: '只是移出班级，学生账号和其他班级不受影响。',
      okText: '移出',
      isDanger: true,
      action: async () => {
        await removeClassStudent(klass.id, person.id);
        message.success('已移出班级');
        await refresh();
      },
    });
  }

  async function exportList() {
    setExporting(true);
    try {
      const filename = await exportClassStudents(klass.id);
      message.success(`已导出：${filename}`);
    } catch {
      // the client already showed why
    } finally {
      setExporting(false);
    }
  }

  return (
    <>
      <Flex gap={12} wrap justify="space-between" style={{ marginBottom: 12 }}>
        <Input.Search
          allowClear
          placeholder="按账号或姓名筛选"
          style={{ width: 240 }}
          value={keyword}
          onChange={(event) => setKeyword(event.target.value)}
        />
        <Flex gap={8}>
          {isAdmin ? (
            <Button type="primary" icon={<UserAddOutlined />} onClick={() => setAdding(true)}>
              添加学生
            </Button>
          ) : null}
          <Button icon={<DownloadOutlined />} loading={isExporting} onClick={exportList}>
            导出名单
          </Button>
        </Flex>
      </Flex>
      <ClassPeopleTable
        people={filterPeople(klass.students, keyword)}
        emptyText={
          klass.students.length
            ? '没有符合条件的学生'
            : isAdmin
              ? '本班还没有学生，点击「添加学生」加入'
              : '本班还没有学生，请联系院校管理员添加'
        }
        onRemove={isAdmin ? confirmRemove : undefined}
      />
      {isAdding ? <AddStudentsModal klass={klass} onClose={() => setAdding(false)} /> : null}
    </>
  );
}

/** Append students of the college to the class (mode add: the current students stay). */
function AddStudentsModal({ klass, onClose }: { klass: TClassDetail; onClose: () => void }) {
  const { message } = App.useApp();
  const refresh = useRefreshCollege();
  const [form] = Form.useForm<{ student_ids: number[] }>();
  const [isSaving, setSaving] = useState(false);

  async function submit({ student_ids }: { student_ids: number[] }) {
    setSaving(true);
    try {
      const { count } = await addClassStudents(klass.id, student_ids, 'add');
      message.success(`已添加 ${student_ids.length} 名学生，本班现有 ${count} 名学生`);
      await refresh();
      onClose();
    } catch {
      // the client already showed why
    } finally {
      setSaving(false);
    }
  }

  return (
    <Modal
      open
      title={`向「${klass.name}」添加学生`}
      okText="添加"
      cancelText="取消"
      confirmLoading={isSaving}
      onOk={() => form.submit()}
      onCancel={onClose}
      width={560}
    >
      <Form form={form} layout="vertical" onFinish={submit}>
        <Form.Item
          name="student_ids"
          label="学生"
          extra="输入账号或姓名查找；已在本班的学生不会重复加入。"
          rules={[{ required: true, type: 'array', min: 1, message: '请至少选择一名学生' }]}
        >
          <MemberSelect
            kind="student"
            placeholder="选择要加入本班的学生"
            excludeIds={klass.students.map((s) => s.id)}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
