// The exam's student list as .xlsx (GET /api/statistics/tiku/exam_list): one row per student, as the page shows it.
import type { TTikuExamList } from '@sxpt/contract';
import { durationText } from '@sxpt/domain';
import type { FastifyReply } from 'fastify';
import { buildWorkbook, sendXlsx } from '../college/xlsx-file';
import { beijingText } from '../statistics/shicao-export';

const STATUS_TEXT = { none: '未作答', doing: '作答中', done: '已交卷' } as const;
const REASON_TEXT = { student: '本人交卷', deadline: '到时自动交卷', switches: '切屏超限自动交卷' } as const;

export async function sendExamXlsx(reply: FastifyReply, exam: TTikuExamList & { pass_mark: string }) {
  const bytes = await buildWorkbook([
    {
      name: '考试成绩',
      columns: [
        { header: '账号', width: 16, isText: true },
        { header: '姓名', width: 12 },
        { header: '状态', width: 10 },
        { header: '得分', width: 8 },
        { header: '满分', width: 8 },
        { header: '是否及格', width: 10 },
        { header: '待批阅', width: 8 },
        { header: '作答次数', width: 10 },
        { header: '用时', width: 12 },
        { header: '离开页面', width: 10 },
        { header: '开始时间', width: 18 },
        { header: '交卷时间', width: 18 },
        { header: '交卷方式', width: 16 },
      ],
      rows: exam.list.map((row) => [
        row.account,
        row.name,
        STATUS_TEXT[row.status],
        row.score === null ? '' : Number(row.score),
        Number(row.max_score),
        row.passed === null ? '' : row.passed ? '及格' : '不及格',
        row.pending,
        row.attempts,
        row.used_seconds === null ? '' : durationText(row.used_seconds),
        row.switch_count,
        beijingText(row.started_at),
        beijingText(row.submitted_at),
        row.submit_reason ? REASON_TEXT[row.submit_reason] : '',
      ]),
    },
  ]);
  return sendXlsx(reply, `${exam.class_name}-${exam.title}-成绩.xlsx`, bytes);
}
