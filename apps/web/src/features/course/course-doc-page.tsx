import { ArrowLeftOutlined, ExperimentOutlined, FilePdfOutlined, PlayCircleOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Button, Card, Skeleton, Space } from 'antd';
import { useEffect, useMemo } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { LoadFailed } from '../../components/load-failed';
import { courseKeys, openHandout } from './course-api';
import { courseLink, coursePaths, readLessonIds, rememberContext } from './course-links';
import { HandoutReader } from './handout-reader';
import { backToClasses, MissingContext } from './missing-context';
import { useCourseLearn, useRefreshProgress } from './use-course-data';

/** /studentViews/CourseDocPage?class_id&resource_id&lesson_id: read the lesson's PDF handout in the page. */
export default function CourseDocPage() {
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const ids = useMemo(() => readLessonIds(search), [search]);
  const refreshProgress = useRefreshProgress();
  // opening is recorded by the server: once per visit, never again on window focus
  const handout = useQuery({
    queryKey: courseKeys.handout(ids ?? { class_id: 0, resource_id: 0, lesson_id: 0 }),
    queryFn: () => openHandout(ids!),
    enabled: ids !== null,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
    refetchOnWindowFocus: false,
    retry: false,
  });
  const lesson = useCourseLearn(ids);

  useEffect(() => {
    if (ids && handout.isSuccess) {
      rememberContext(ids);
      refreshProgress();
    }
  }, [ids, handout.isSuccess, refreshProgress]);

  if (!ids) return <MissingContext what="讲义" />;
  if (handout.isError) {
    return (
      <LoadFailed title="讲义打开失败" error={handout.error} onRetry={() => handout.refetch()} back={backToClasses} />
    );
  }

  const go = (path: string) => navigate(courseLink(path, ids));
  const data = lesson.data;

  return (
    <Card
      title={
        <Space>
          <FilePdfOutlined style={{ color: '#d4380d' }} />
          <span>{handout.data?.handout_name || data?.title || '讲义'}</span>
        </Space>
      }
      extra={
        <Space wrap>
          {data?.video_url ? (
            <Button icon={<PlayCircleOutlined />} onClick={() => go(coursePaths.learn)}>
              看视频
            </Button>
          ) : null}
          {data && data.items.length > 0 ? (
            <Button icon={<ExperimentOutlined />} onClick={() => go(coursePaths.practice)}>
              练习（{data.items.length}）
            </Button>
          ) : null}
          <Button
            type="link"
            icon={<ArrowLeftOutlined />}
            onClick={() => navigate(courseLink(coursePaths.course, ids))}
          >
            返回课程目录
          </Button>
        </Space>
      }
    >
      {handout.isPending ? (
        <Skeleton active paragraph={{ rows: 12 }} />
      ) : (
        <HandoutReader key={ids.lesson_id} ids={ids} handout={handout.data} />
      )}
    </Card>
  );
}
