import { LearningPage } from './learning-page';

/** dataStatis/jiangyi (administrator) and jiangyi_teacher (teacher): handout reading of a course in a class. */
export default function JiangyiPage() {
  return <LearningPage kind="handout" />;
}
