import { DownloadOutlined, UploadOutlined } from '@ant-design/icons';
import type { TClassDetail, TClassPerson, TImportError, TMemberMode } from '@sxpt/contract';
import { Alert, App, Button, Flex, Modal, Radio, Space, Typography } from 'antd';
import { useState } from 'react';
import { errorText } from '../../api/api-error';
import { ClassPeopleTable } from './class-people-table';
import { exportClassTeachers, importClassTeachers, removeClassTeacher } from './college-api';
import { ImportErrorsTable } from './import-errors-table';
import { importErrorsOf } from './member-api';
import { useIsCollegeAdmin, useRefreshCollege } from './use-college-data';
import { useConfirmAction } from './use-confirm-action';
import { XlsxUpload } from './xlsx-upload';

/** The teachers tab: the list; admins remove one, import from .xlsx (add or replace) and export. */
export function ClassTeachersTab({ klass }: { klass: TClassDetail }) {
  const { message } = App.useApp();
  const confirm = useConfirmAction();
  const isAdmin = useIsCollegeAdmin();
  const refresh = useRefreshCollege();
  const [isImporting, setImporting] = useState(false);
  const [isExporting, setExporting] = useState(false);

  function confirmRemove(person: TClassPerson) {
    confirm({
      title: `将「${person.name}」移出本班？`,
      content: '该教师将不再能查看和管理本班；教师账号不受影响。',
      okText: '移出',
      isDanger: true,
      action: async () => {
        await removeClassTeacher(klass.id, person.id);
        message.success('已移出班级');
        await refresh();
      },
    });
  }

  async function exportList() {
    setExporting(true);
    try {
      message.success(`已导出：${await exportClassTeachers(klass.id)}`);
    } catch {
      // the client already showed why
    } finally {
      setExporting(false);
    }
  }

  return (
    <>
      {isAdmin ? (
        <Flex gap={8} justify="flex-end" style={{ marginBottom: 12 }}>
          <Button type="primary" icon={<UploadOutlined />} onClick={() => setImporting(true)}>
            导入教师
          </Button>
          <Button icon={<DownloadOutlined />} loading={isExporting} onClick={exportList}>
            导出名单
          </Button>
        </Flex>
      ) : null}
      <ClassPeopleTable
        people={klass.teachers}
        emptyText={isAdmin ? '本班还没有任课教师，可「编辑班级」选择或「导入教师」' : '本班还没有任课教师'}
        onRemove={isAdmin ? confirmRemove : undefined}
      />
      {isImporting ? <TeacherImportModal klass={klass} onClose={() => setImporting(false)} /> : null}
    </>
  );
}

function TeacherImportModal({ klass, onClose }: { klass: TClassDetail; onClose: () => void }) {
  const { message } = App.useApp();
  const refresh = useRefreshCollege();
  const [mode, setMode] = useState<TMemberMode>('add');
  const [isBusy, setBusy] = useState(false);
  const [rowErrors, setRowErrors] = useState<TImportError[]>([]);
  const [failure, setFailure] = useState('');

  async function upload(file: File) {
    setBusy(true);
    setRowErrors([]);
    setFailure('');
    try {
      const data = await importClassTeachers(klass.id, mode, file, file.name);
      message.success(`导入成功：文件中 ${data.imported} 名教师，本班现有 ${data.count} 名教师`);
      await refresh();
      onClose();
    } catch (error) {
      const errors = importErrorsOf(error);
      if (errors?.length) setRowErrors(errors);
      else setFailure(errorText(error));
      throw error;
    } finally {
      setBusy(false);
    }
  }

  return (
    <Modal open title={`向「${klass.name}」导入教师`} footer={null} onCancel={onClose} width={640}>
      <Space orientation="vertical" size={12} style={{ width: '100%' }}>
        <Typography.Paragraph style={{ margin: 0 }}>
          Excel 第 1 行是表头「账号」，从第 2 行起每行填一个本院校教师的账号（教师须先在「教师管理」中创建）。
        </Typography.Paragraph>
        <Radio.Group value={mode} onChange={(event) => setMode(event.target.value)}>
          <Space orientation="vertical">
            <Radio value="add">追加：文件中的教师加入本班，现有教师保留</Radio>
            <Radio value="replace">替换：本班教师改为恰好是文件中的教师，其他教师移出本班</Radio>
          </Space>
        </Radio.Group>
        <XlsxUpload
          isBusy={isBusy}
          onFile={upload}
          onRefused={setFailure}
          hint="整份文件先检查，有任何一行有误时不会导入任何教师。"
        />
        {failure ? <Alert type="error" showIcon title={failure} /> : null}
        {rowErrors.length ? <ImportErrorsTable errors={rowErrors} /> : null}
      </Space>
    </Modal>
  );
}
