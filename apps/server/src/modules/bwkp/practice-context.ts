/**
 * The working context of a bwkp call once checked (openPractice: the student is in the class, the class has the
 * resource and the student may use it, the lesson is of the resource, and it has a 'bwkp' item pointing at a
 * published case: the one named by case_id, or the lesson's first): whose practice of which case, where. Any
 * failure answers 403 无权访问该课程内容.
 */
export interface TBwkpContext {
  studentId: number;
  studentName: string;
  classId: number;
  resourceId: number;
  lessonId: number;
  caseId: number;
  /** content_version seen by the context check (for the cached case reads) */
  contentVersion: number;
}
