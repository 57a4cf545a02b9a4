import { Tag } from 'antd';

/** 1 启用 (students can practise it), 0 停用. */
export function CaseStatusTag({ status }: { status: number }) {
  return status === 1 ? <Tag color="success">已启用</Tag> : <Tag>停用</Tag>;
}
