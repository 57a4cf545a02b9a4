import type { TClassDetail, TResourcePaper } from '@sxpt/contract';
import { useQueries } from '@tanstack/react-query';
import { Alert, Empty, Spin, Table, Typography } from 'antd';
import { collegeKeys, fetchResourcePapers } from './college-api';

/** The papers tab: the paper items in the lessons of the class's resources (/college/resource/papers_list). */
export function ClassPapersTab({ klass }: { klass: TClassDetail }) {
  const papers = useQueries({
    queries: klass.resources.map((resource) => ({
      queryKey: collegeKeys.resourcePapers(resource.id),
      queryFn: () => fetchResourcePapers(resource.id),
    })),
  });

  if (klass.resources.length === 0) {
    return <Empty description="本班还没有课程资源，因此也没有试卷" />;
  }
  if (papers.some((query) => query.isPending)) return <Spin style={{ display: 'block', margin: '32px auto' }} />;
  const failed = papers.find((query) => query.isError);
  if (failed?.error) return <Alert type="error" showIcon title={`试卷加载失败：${failed.error.message}`} />;

  const groups = klass.resources
    .map((resource, index) => ({ resource, list: papers[index]?.data ?? [] }))
    .filter((group) => group.list.length > 0);
  if (groups.length === 0) {
    return <Empty description="本班课程资源的课时中暂时没有试卷；学校管理在课时中加入试卷后会出现在这里" />;
  }
  return (
    <>
      {groups.map(({ resource, list }) => (
        <div key={resource.id} style={{ marginBottom: 24 }}>
          <Typography.Title level={5}>{resource.name}</Typography.Title>
          <Table<TResourcePaper>
            rowKey="item_id"
            size="small"
            dataSource={list}
            pagination={false}
            columns={[
              { title: '课时', dataIndex: 'lesson_title', width: '40%' },
              { title: '试卷', dataIndex: 'title' },
            ]}
          />
        </div>
      ))}
    </>
  );
}
