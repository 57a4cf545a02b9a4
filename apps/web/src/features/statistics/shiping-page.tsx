import { LearningPage } from './learning-page';

/** dataStatis/shiping (teacher) and shiping_admin (administrator): video learning of a course in a class. */
export default function ShipingPage() {
  return <LearningPage kind="video" />;
}
