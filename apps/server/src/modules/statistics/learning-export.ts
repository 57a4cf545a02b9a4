// The per-student video or handout table as .xlsx: a column per lesson (time, and whether completed or opened).
import type { TLearningMatrix } from '@sxpt/contract';
import { durationText } from '@sxpt/domain';
import type { FastifyReply } from 'fastify';
import { buildWorkbook, sendXlsx } from '../college/xlsx-file';
import type { TLearningKind } from './learning-stats-service';

export async function sendLearningXlsx(reply: FastifyReply, matrix: TLearningMatrix, kind: TLearningKind) {
  const what = kind === 'video' ? '视频学习' : '讲义阅读';
  const bytes = await buildWorkbook([
    {
      name: what,
      columns: [
        { header: '账号', width: 16, isText: true },
        { header: '姓名', width: 12 },
        { header: kind === 'video' ? '完成课时' : '已读课时', width: 10 },
        { header: '合计时长', width: 12 },
        ...matrix.lessons.map((lesson) => ({ header: lesson.lesson_name, width: 16 })),
      ],
      rows: matrix.list.map((row) => [
        row.account,
        row.name,
        `${row.done}/${matrix.lessons.length}`,
        durationText(row.total_seconds),
        ...row.cells.map((cell) =>
          !cell.opened ? '未开始' : `${durationText(cell.seconds)}${kind === 'video' && cell.completed ? ' ✓' : ''}`,
        ),
      ]),
    },
  ]);
  return sendXlsx(reply, `${matrix.class_name}-${matrix.course_name}-${what}.xlsx`, bytes);
}
