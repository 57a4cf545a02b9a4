// admin area (acc5): the resource bank (course packages) with chapters, lessons, practice items,
// grants to colleges, and lesson uploads (video, handout).
import { z } from 'zod';
import { ZPageQuery } from './envelope';
import { idOf, objectBody, pageBody, textOf as text } from './request-body';

/** An address of an uploaded file (/uploads/…) or a web address (http, https); '' clears it. */
const fileUrl = (label: string) =>
  z
    .string({ error: `${label}有误` })
    .trim()
    .max(500, `${label}过长`)
    .refine(
      (v) => v === '' || (/^\/uploads\/[\w./-]+$/.test(v) && !v.includes('..')) || /^https?:\/\/\S+$/.test(v),
      `${label}有误`,
    );

/** 1 published, 0 draft. */
const ZResourceStatus = z
  .number({ error: '发布状态有误' })
  .int('发布状态有误')
  .refine((v) => v === 0 || v === 1, '发布状态有误');

/** Kinds of practice item a lesson can hold (the practice area or a paper). */
export const lessonItemKinds = ['bwkp', 'baoshui', 'lx', 'cashier', 'taxation', 'finance', 'audit', 'paper'] as const;
export type TLessonItemKind = (typeof lessonItemKinds)[number];
export const lessonItemKindLabels: Record<TLessonItemKind, string> = {
  bwkp: '开票实训',
  baoshui: '报税实训',
  lx: '真账实训',
  cashier: '出纳实训',
  taxation: '税务实训',
  finance: '财务实训',
  audit: '审计实训',
  paper: '试卷',
};

// ---- resources ----

export const ZAdminResourceIndexBody = pageBody({
  keyword: z.string().trim().max(50, '关键词过长').optional(),
  status: ZResourceStatus.optional(),
  /** the exact category; '' or left out: every category */
  category: z.string({ error: '资源分类有误' }).trim().max(20, '资源分类不能超过20个字').optional(),
});
export type TAdminResourceIndexBody = z.infer<typeof ZAdminResourceIndexBody>;

const resourceShape = {
  name: text('资源名称', 50),
  cover: fileUrl('封面地址').optional(),
  category: text('资源分类', 20),
  description: z.string().trim().max(2000, '资源简介不能超过2000个字').optional(),
  status: ZResourceStatus.default(0),
};
export const ZAdminResourceStoreBody = objectBody(resourceShape);
export type TAdminResourceStoreBody = z.infer<typeof ZAdminResourceStoreBody>;

export const ZAdminResourceSaveBody = objectBody({ id: idOf('资源'), ...resourceShape });
export type TAdminResourceSaveBody = z.infer<typeof ZAdminResourceSaveBody>;

export const ZAdminResourceIdBody = objectBody({ id: idOf('资源') });
export type TAdminResourceIdBody = z.infer<typeof ZAdminResourceIdBody>;

export const ZAdminResourcePublishBody = objectBody({ id: idOf('资源'), status: ZResourceStatus });
export type TAdminResourcePublishBody = z.infer<typeof ZAdminResourcePublishBody>;

export const ZAdminResourceRecommendBody = objectBody({
  id: idOf('资源'),
  is_recommended: z.union([z.boolean(), z.literal(0), z.literal(1)], { error: '推荐状态有误' }).transform(Boolean),
  recommend_sort: z
    .number({ error: '推荐排序有误' })
    .int('推荐排序须为整数')
    .min(0, '推荐排序须在0至9999之间')
    .max(9999, '推荐排序须在0至9999之间')
    .optional(),
});
export type TAdminResourceRecommendBody = z.infer<typeof ZAdminResourceRecommendBody>;

export const ZAdminResourceGrantBody = objectBody({
  resource_id: idOf('资源'),
  college_ids: z
    .array(idOf('院校'), { error: '请选择院校' })
    .max(1000, '院校过多')
    .refine((ids) => new Set(ids).size === ids.length, '院校有重复'),
});
export type TAdminResourceGrantBody = z.infer<typeof ZAdminResourceGrantBody>;

export const ZAdminResourceGrantsBody = objectBody({ resource_id: idOf('资源') });
export type TAdminResourceGrantsBody = z.infer<typeof ZAdminResourceGrantsBody>;

export interface TAdminResource {
  id: number;
  name: string;
  cover: string;
  category: string;
  description: string;
  /** 1 published, 0 draft */
  status: number;
  is_recommended: boolean;
  recommend_sort: number;
  chapter_count: number;
  lesson_count: number;
  /** colleges granted the resource */
  college_count: number;
  /** classes bound to it */
  class_count: number;
  created_at: string;
  updated_at: string;
}

export interface TAdminLessonItem {
  id: number;
  kind: TLessonItemKind;
  ref_id: number;
  title: string;
  sort: number;
}

export interface TAdminLesson {
  id: number;
  chapter_id: number;
  resource_id: number;
  title: string;
  description: string;
  sort: number;
  video_url: string;
  /** seconds; 0 when unknown */
  video_duration: number;
  handout_url: string;
  handout_name: string;
  item_count: number;
}

export interface TAdminLessonDetail extends TAdminLesson {
  items: TAdminLessonItem[];
}

export interface TAdminChapter {
  id: number;
  resource_id: number;
  title: string;
  sort: number;
  lesson_count: number;
}

/** A chapter with its lessons (and their practice items), in order. */
export interface TAdminChapterDetail extends TAdminChapter {
  lessons: TAdminLessonDetail[];
}

export interface TAdminResourceDetail extends TAdminResource {
  chapters: TAdminChapterDetail[];
}

export interface TAdminResourceGrants {
  resource_id: number;
  college_ids: number[];
  colleges: { id: number; name: string; code: string; class_count: number }[];
}

// ---- chapters ----

/** Chapters and lessons come whole (up to 200 by default) so that the sort screen has them all. */
const wholeListPage = {
  page_size: ZPageQuery.shape.page_size.removeDefault().default(200),
};

export const ZAdminChapterIndexBody = pageBody({ ...wholeListPage, resource_id: idOf('资源') });
export type TAdminChapterIndexBody = z.infer<typeof ZAdminChapterIndexBody>;

export const ZAdminChapterStoreBody = objectBody({ resource_id: idOf('资源'), title: text('章节名称', 50) });
export type TAdminChapterStoreBody = z.infer<typeof ZAdminChapterStoreBody>;

export const ZAdminChapterSaveBody = objectBody({ id: idOf('章节'), title: text('章节名称', 50) });
export type TAdminChapterSaveBody = z.infer<typeof ZAdminChapterSaveBody>;

export const ZAdminChapterIdBody = objectBody({ id: idOf('章节') });
export type TAdminChapterIdBody = z.infer<typeof ZAdminChapterIdBody>;

const sortMessage = '排序数据有误，请刷新后重试';
const ZSortIds = z
  .array(z.number({ error: sortMessage }).int(sortMessage).positive(sortMessage), { error: '请提交排序' })
  .min(1, '请提交排序')
  .max(500, '排序数据过多')
  .refine((ids) => new Set(ids).size === ids.length, '排序数据有重复');

export const ZAdminChapterSortBody = objectBody({ resource_id: idOf('资源'), ids: ZSortIds });
export type TAdminChapterSortBody = z.infer<typeof ZAdminChapterSortBody>;

// ---- lessons ----

export const ZAdminLessonIndexBody = pageBody({ ...wholeListPage, chapter_id: idOf('章节') });
export type TAdminLessonIndexBody = z.infer<typeof ZAdminLessonIndexBody>;

const lessonFields = {
  title: text('课时名称', 50),
  description: z.string().trim().max(2000, '课时简介不能超过2000个字').optional(),
  video_url: fileUrl('视频地址').optional(),
  video_duration: z
    .number({ error: '视频时长有误' })
    .int('视频时长须为整数秒')
    .min(0, '视频时长有误')
    .max(86_400, '视频时长不能超过24小时')
    .optional(),
  handout_url: fileUrl('讲义地址').optional(),
  handout_name: z.string().trim().max(100, '讲义名称不能超过100个字').optional(),
};

export const ZAdminLessonStoreBody = objectBody({ chapter_id: idOf('章节'), ...lessonFields });
export type TAdminLessonStoreBody = z.infer<typeof ZAdminLessonStoreBody>;

/** Fields left out keep their value; '' clears a text field. */
export const ZAdminLessonSaveBody = objectBody({
  id: idOf('课时'),
  ...lessonFields,
  title: lessonFields.title.optional(),
});
export type TAdminLessonSaveBody = z.infer<typeof ZAdminLessonSaveBody>;

export const ZAdminLessonIdBody = objectBody({ id: idOf('课时') });
export type TAdminLessonIdBody = z.infer<typeof ZAdminLessonIdBody>;

export const ZAdminLessonSortBody = objectBody({ chapter_id: idOf('章节'), ids: ZSortIds });
export type TAdminLessonSortBody = z.infer<typeof ZAdminLessonSortBody>;

export const ZAdminLessonItem = z.object(
  {
    kind: z.enum(lessonItemKinds, { error: '练习类型有误' }),
    ref_id: z.number({ error: '请选择练习内容' }).int('练习内容有误').positive('请选择练习内容'),
    title: text('练习标题', 100),
  },
  { error: '练习数据有误' },
);

export const ZAdminLessonItemsBody = objectBody({
  lesson_id: idOf('课时'),
  items: z.array(ZAdminLessonItem, { error: '请提交练习列表' }).max(50, '一个课时最多50个练习'),
});
export type TAdminLessonItemsBody = z.infer<typeof ZAdminLessonItemsBody>;

// ---- uploads ----

export interface TAdminUploadVideoData {
  url: string;
  size: number;
}

export interface TAdminUploadHandoutData {
  url: string;
  /** the file name as uploaded (for handout_name) */
  name: string;
  size: number;
}

export interface TAdminCreatedId {
  id: number;
}
