import type { TResourceRow } from '@sxpt/contract';
import { App, Descriptions, Drawer, Form, Modal, Select, Tag, Typography } from 'antd';
import { useState } from 'react';
import { bindResourceClasses } from './college-api';
import { ResourceOutline } from './resource-preview';
import { useClassOptions, useRefreshCollege } from './use-college-data';

/** 分配班级 (admin): the set of classes that have the resource becomes the chosen ones. */
export function BindClassModal({ resource, onClose }: { resource: TResourceRow; onClose: () => void }) {
  const { message } = App.useApp();
  const refresh = useRefreshCollege();
  const classes = useClassOptions();
  const [classIds, setClassIds] = useState<number[]>(resource.classes.map((c) => c.id));
  const [isSaving, setSaving] = useState(false);

  async function save() {
    setSaving(true);
    try {
      await bindResourceClasses({ resource_id: resource.id, class_ids: classIds });
      message.success(classIds.length ? `已分配给 ${classIds.length} 个班级` : '已取消分配，所有班级都不再使用该资源');
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
      title={`分配班级：${resource.name}`}
      okText="保存"
      cancelText="取消"
      confirmLoading={isSaving}
      onOk={save}
      onCancel={onClose}
    >
      <Form layout="vertical">
        <Form.Item label="使用该资源的班级" extra="保存后，只有所选班级拥有该资源；取消勾选的班级将不再能使用它。">
          <Select
            mode="multiple"
            allowClear
            placeholder={classes.data?.length === 0 ? '还没有班级，请先在「班级列表」中新建' : '选择班级'}
            loading={classes.isPending}
            value={classIds}
            onChange={setClassIds}
            showSearch={{ optionFilterProp: 'label' }}
            options={(classes.data ?? []).map((c) => ({ value: c.id, label: c.name }))}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}

/** 预览: the resource's facts and its course outline; each lesson's video and handout open in place. */
export function ResourcePreviewDrawer({
  resource,
  isAdmin,
  onClose,
}: {
  resource: TResourceRow;
  isAdmin: boolean;
  onClose: () => void;
}) {
  return (
    <Drawer open size={520} title={resource.name} onClose={onClose}>
      {resource.cover ? (
        <img
          alt={resource.name}
          src={resource.cover}
          style={{ width: '100%', maxHeight: 220, objectFit: 'cover', borderRadius: 8, marginBottom: 16 }}
        />
      ) : null}
      <Descriptions
        column={1}
        bordered
        size="small"
        items={[
          { key: 'category', label: '分类', children: resource.category || '未分类' },
          { key: 'chapters', label: '章数', children: `${resource.chapter_count} 章` },
          { key: 'lessons', label: '课时数', children: `${resource.lesson_count} 课时` },
          {
            key: 'classes',
            label: isAdmin ? '已分配班级' : '我的班级中使用',
            children: resource.classes.length ? resource.classes.map((c) => <Tag key={c.id}>{c.name}</Tag>) : '无',
          },
        ]}
      />
      <Typography.Paragraph style={{ marginTop: 16 }}>{resource.description || '暂无简介'}</Typography.Paragraph>
      <Typography.Title level={5}>课程目录</Typography.Title>
      <ResourceOutline resourceId={resource.id} />
    </Drawer>
  );
}
