import { MemberManage } from './member-manage';

/** /collegeViews/classManage/student: the college's students (admin). */
export default function StudentManagePage() {
  return <MemberManage kind="student" />;
}
