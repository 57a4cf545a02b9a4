// The practice item the analysis shows: class → course → lesson → item, kept in the address (a reload or a link keeps
// it); each level falls back to the first choice that has something to show.
import type { TPracticeAreaName, TShicaoItemQuery, TStatisticsChapter, TStatisticsClass } from '@sxpt/contract';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { fetchChapters, fetchClasses, statisticsKeys } from './statistics-api';

export interface TLessonChoice {
  chapterName: string;
  lessonId: number;
  lessonName: string;
  items: { area: TPracticeAreaName; case_id: number; title: string }[];
}

/** The lessons of a course that have practice items, in course order. */
export function lessonsWithItems(chapters: readonly TStatisticsChapter[]): TLessonChoice[] {
  return chapters.flatMap((chapter) =>
    chapter.lessons
      .filter((lesson) => lesson.items.length > 0)
      .map((lesson) => ({
        chapterName: chapter.name,
        lessonId: lesson.id,
        lessonName: lesson.name,
        items: lesson.items,
      })),
  );
}

export const itemKey = (item: { area: string; case_id: number }) => `${item.area}:${item.case_id}`;

const numberParam = (params: URLSearchParams, name: string) => {
  const value = Number(params.get(name));
  return Number.isInteger(value) && value > 0 ? value : null;
};

/** Pick the chosen entry, or the first one, of a list. */
function pick<T>(list: readonly T[], isChosen: (entry: T) => boolean): T | undefined {
  return list.find(isChosen) ?? list[0];
}

export function useShicaoFilters() {
  const [params, setParams] = useSearchParams();
  const classes = useQuery({ queryKey: statisticsKeys.classes, queryFn: fetchClasses });
  const klass: TStatisticsClass | undefined = pick(
    classes.data ?? [],
    (entry) => entry.id === numberParam(params, 'class_id'),
  );
  const resource = pick(klass?.resources ?? [], (entry) => entry.id === numberParam(params, 'resource_id'));
  const chapters = useQuery({
    queryKey: statisticsKeys.chapters(resource?.id ?? 0),
    queryFn: () => fetchChapters(resource?.id ?? 0),
    enabled: resource !== undefined,
  });
  const lessons = useMemo(() => lessonsWithItems(chapters.data ?? []), [chapters.data]);
  const lesson = pick(lessons, (entry) => entry.lessonId === numberParam(params, 'lesson_id'));
  const item = pick(lesson?.items ?? [], (entry) => itemKey(entry) === params.get('item'));

  const query: TShicaoItemQuery | null =
    klass && resource && lesson && item
      ? {
          class_id: klass.id,
          resource_id: resource.id,
          lesson_id: lesson.lessonId,
          area: item.area,
          case_id: item.case_id,
        }
      : null;

  /** Choose at one level; the levels below go back to their first choice. */
  function choose(level: 'class_id' | 'resource_id' | 'lesson_id' | 'item', value: string) {
    const order = ['class_id', 'resource_id', 'lesson_id', 'item'] as const;
    const next = new URLSearchParams(params);
    for (const name of order.slice(order.indexOf(level))) next.delete(name);
    next.set(level, value);
    setParams(next, { replace: true });
  }

  return { classes, klass, resource, chapters, lessons, lesson, item, query, choose };
}
