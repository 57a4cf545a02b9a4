// The practical-training table as .xlsx (practice_training?export=xlsx): one row per student, as the page shows it.
import type { TPracticeTraining } from '@sxpt/contract';
import { durationText } from '@sxpt/domain';
import type { FastifyReply } from 'fastify';
import { buildWorkbook, sendXlsx } from '../college/xlsx-file';

const STATUS_TEXT = ['未开始', '进行中', '已完成'] as const;

/** A moment as Beijing time, 2026-05-06 09:30 ('' when none). */
export function beijingText(iso: string | null): string {
  if (!iso) return '';
  const at = new Date(new Date(iso).getTime() + 8 * 3600_000).toISOString();
  return `${at.slice(0, 10)} ${at.slice(11, 16)}`;
}

export async function sendTrainingXlsx(reply: FastifyReply, training: TPracticeTraining) {
  const bytes = await buildWorkbook([
    {
      name: '实训进度',
      columns: [
        { header: '账号', width: 16, isText: true },
        { header: '姓名', width: 12 },
        { header: '状态', width: 10 },
        { header: '完成题数', width: 10 },
        { header: '总题数', width: 8 },
        { header: '得分', width: 8 },
        { header: '满分', width: 8 },
        { header: '百分制', width: 8 },
        { header: '用时', width: 12 },
        { header: '开始时间', width: 18 },
        { header: '最近练习', width: 18 },
        { header: '交卷时间', width: 18 },
      ],
      rows: training.list.map((row) => [
        row.account,
        row.name,
        STATUS_TEXT[row.status],
        row.done_count,
        row.total_count,
        Number(row.score),
        Number(row.max_score),
        Number(row.score_percent),
        durationText(row.active_seconds),
        beijingText(row.started_at),
        beijingText(row.last_active_at),
        beijingText(row.submitted_at),
      ]),
    },
  ]);
  return sendXlsx(reply, `${training.class_name}-${training.item.title}-实训进度.xlsx`, bytes);
}
