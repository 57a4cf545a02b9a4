import { ArrowLeftOutlined, EditOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Button, Card, Descriptions, Skeleton, Space, Tabs } from 'antd';
import { useNavigate, useParams } from 'react-router';
import { formatDateTime } from '../../components/format-time';
import { LoadFailed } from '../../components/load-failed';
import { ClassAttendanceTab } from './class-attendance-tab';
import { ClassPapersTab } from './class-papers-tab';
import { ClassResourcesTab } from './class-resources-tab';
import { ClassStudentsTab } from './class-students-tab';
import { ClassTeachersTab } from './class-teachers-tab';
import { collegeKeys, fetchClassDetail } from './college-api';
import { classDetailPath, classFormPath, isClassDetailTab } from './college-paths';
import { useIsCollegeAdmin } from './use-college-data';

/**
 * /collegeViews/classManage/teacherClass/detailList/:id/:tab: a class with tabs students / teachers / resources /
 * papers / attendance; the tab is part of the URL. Admins manage the members; the class's teachers run attendance.
 */
export default function ClassDetailPage() {
  const params = useParams();
  const navigate = useNavigate();
  const isAdmin = useIsCollegeAdmin();
  const id = Number(params.id);
  const tab = isClassDetailTab(params.tab) ? params.tab : 'students';
  const detail = useQuery({
    queryKey: collegeKeys.classDetail(id),
    queryFn: () => fetchClassDetail(id),
    enabled: Number.isInteger(id) && id > 0,
  });

  if (detail.isError) {
    return <LoadFailed title="班级信息加载失败" error={detail.error} onRetry={() => detail.refetch()} />;
  }
  if (!detail.data) {
    return (
      <Card>
        <Skeleton active paragraph={{ rows: 6 }} />
      </Card>
    );
  }

  const klass = detail.data;
  return (
    <Space orientation="vertical" size={16} style={{ width: '100%' }}>
      <Card
        title={klass.name}
        extra={
          <Space>
            {isAdmin ? (
              <Button icon={<EditOutlined />} onClick={() => navigate(classFormPath(klass.id))}>
                编辑班级
              </Button>
            ) : null}
            <Button icon={<ArrowLeftOutlined />} onClick={() => navigate(-1)}>
              返回
            </Button>
          </Space>
        }
      >
        <Descriptions
          column={{ xs: 1, sm: 2, lg: 3, xl: 6 }}
          items={[
            { key: 'grade', label: '年级', children: klass.grade || '—' },
            { key: 'campus', label: '校区', children: klass.campus_name || '—' },
            { key: 'teachers', label: '教师', children: `${klass.teachers.length} 名` },
            { key: 'students', label: '学生', children: `${klass.students.length} 名` },
            { key: 'resources', label: '课程资源', children: `${klass.resources.length} 个` },
            { key: 'created', label: '创建时间', children: formatDateTime(klass.created_at) },
          ]}
        />
      </Card>
      <Card styles={{ body: { paddingTop: 8 } }}>
        <Tabs
          activeKey={tab}
          onChange={(key) =>
            navigate(classDetailPath(klass.id, isClassDetailTab(key) ? key : 'students'), { replace: true })
          }
          destroyOnHidden
          items={[
            {
              key: 'students',
              label: `学生（${klass.students.length}）`,
              children: <ClassStudentsTab klass={klass} />,
            },
            {
              key: 'teachers',
              label: `教师（${klass.teachers.length}）`,
              children: <ClassTeachersTab klass={klass} />,
            },
            {
              key: 'resources',
              label: `课程资源（${klass.resources.length}）`,
              children: <ClassResourcesTab klass={klass} />,
            },
            { key: 'papers', label: '试卷', children: <ClassPapersTab klass={klass} /> },
            { key: 'attendance', label: '考勤签到', children: <ClassAttendanceTab klass={klass} /> },
          ]}
        />
      </Card>
    </Space>
  );
}
