import { MemberManage } from './member-manage';

/** /collegeViews/classManage/teacher: the college's teachers (admin). */
export default function TeacherManagePage() {
  return <MemberManage kind="teacher" />;
}
