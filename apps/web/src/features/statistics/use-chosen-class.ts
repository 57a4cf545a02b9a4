// The class an analysis page shows: the one in the address (?class_id=), else the first the user sees; choosing one
// keeps it in the address (a reload or a link keeps it) and clears the choices below it.
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { fetchClasses, statisticsKeys } from './statistics-api';

export function useChosenClass() {
  const [params, setParams] = useSearchParams();
  const classes = useQuery({ queryKey: statisticsKeys.classes, queryFn: fetchClasses });
  const klass = (classes.data ?? []).find((entry) => entry.id === Number(params.get('class_id'))) ?? classes.data?.[0];
  /** Choose a class, or (with resourceId) a course of the chosen class. */
  const choose = (classId: number, resourceId?: number) =>
    setParams(
      { class_id: String(classId), ...(resourceId === undefined ? {} : { resource_id: String(resourceId) }) },
      { replace: true },
    );
  return { classes, klass, params, choose };
}
