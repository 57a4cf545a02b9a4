// The class's attendance table as .xlsx (checkin/record with export=xlsx).

import type { TAttendanceRecordRow } from '@sxpt/contract';
import { sharePercentText } from '@sxpt/domain';
import type { FastifyReply } from 'fastify';
import { buildWorkbook, sendXlsx } from '../college/xlsx-file';

export async function sendAttendanceXlsx(
  reply: FastifyReply,
  record: { class_name: string; list: TAttendanceRecordRow[] },
  range: { date_from?: string; date_to?: string },
) {
  const bytes = await buildWorkbook([
    {
      name: '出勤统计',
      columns: [
        { header: '账号', width: 16, isText: true },
        { header: '姓名', width: 12 },
        { header: '签到次数', width: 10 },
        { header: '准时', width: 8 },
        { header: '迟到', width: 8 },
        { header: '缺勤', width: 8 },
        { header: '出勤率', width: 10 },
      ],
      rows: record.list.map((row) => [
        row.account,
        row.name,
        row.sessions,
        row.on_time,
        row.late,
        row.absent,
        sharePercentText(row.rate),
      ]),
    },
  ]);
  const span = range.date_from || range.date_to ? `-${range.date_from ?? ''}至${range.date_to ?? ''}` : '';
  return sendXlsx(reply, `${record.class_name}-出勤统计${span}.xlsx`, bytes);
}
