import { Menu } from 'antd';
import { useLocation, useNavigate } from 'react-router';
import { isUnder } from '../routes';
import { getWorkingContext } from '../working-context';

const HOME = '/studentViews/index';
const COURSE = '/studentViews/CoursePage';
/** The learning screens of one course: 课程 is highlighted on each. */
const coursePages = [
  COURSE,
  '/studentViews/CourseLearnPage',
  '/studentViews/CourseDocPage',
  '/studentViews/PracticePage',
];

/** The student's top menu: 首页, and 课程 (back to the course being studied) once a course is open. */
export function StudentNav({ pathname }: { pathname: string }) {
  const navigate = useNavigate();
  const { search } = useLocation();
  const isInCourse = coursePages.some((page) => isUnder(pathname, page));
  // a course page's own query names the course (the working context is written once the page has loaded)
  const query = new URLSearchParams(isInCourse ? search : '');
  const context = getWorkingContext();
  const classId = query.get('class_id') ?? context.class_id;
  const resourceId = query.get('resource_id') ?? context.resource_id;
  const courseLink = classId && resourceId ? `${COURSE}?class_id=${classId}&resource_id=${resourceId}` : null;
  const selected = isInCourse ? 'course' : isUnder(pathname, HOME) ? 'home' : '';
  const items = [{ key: 'home', label: '首页' }, ...(courseLink ? [{ key: 'course', label: '课程' }] : [])];
  return (
    <Menu
      mode="horizontal"
      items={items}
      selectedKeys={[selected]}
      onClick={({ key }) => navigate(key === 'course' && courseLink ? courseLink : HOME)}
      style={{ borderBottom: 'none', minWidth: 140, flex: 'none', lineHeight: '58px' }}
      aria-label="学生导航"
    />
  );
}
