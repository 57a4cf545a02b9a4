// The learning summary as .xlsx, streamed (exceljs' streaming writer): rows go out as they are written, so a
// college of thousands of students is never held as a whole file in memory.
import { PassThrough } from 'node:stream';
import type { TLearningSummaryRow } from '@sxpt/contract';
import { durationText, sharePercentText } from '@sxpt/domain';
import ExcelJS from 'exceljs';
import type { FastifyReply } from 'fastify';

const COLUMNS = [
  { header: '班级', width: 18 },
  { header: '账号', width: 16 },
  { header: '姓名', width: 12 },
  { header: '完成课时', width: 10 },
  { header: '课时总数', width: 10 },
  { header: '视频学习', width: 12 },
  { header: '讲义阅读', width: 12 },
  { header: '实训开始', width: 10 },
  { header: '实训完成', width: 10 },
  { header: '实训平均分', width: 12 },
  { header: '签到次数', width: 10 },
  { header: '已签到', width: 8 },
  { header: '出勤率', width: 10 },
];

/** Send the summary as a streamed .xlsx named `filename`. */
export function sendStudyXlsx(reply: FastifyReply, filename: string, rows: readonly TLearningSummaryRow[]) {
  const stream = new PassThrough();
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream, useStyles: true });
  workbook.creator = '实训平台';
  const sheet = workbook.addWorksheet('学习汇总', { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = COLUMNS.map((column, index) => ({ ...column, style: index === 1 ? { numFmt: '@' } : {} }));
  sheet.getRow(1).font = { bold: true };
  void (async () => {
    for (const row of rows) {
      sheet
        .addRow([
          row.class_name,
          row.account,
          row.name,
          row.lessons_completed,
          row.lessons_total,
          durationText(row.video_seconds),
          durationText(row.handout_seconds),
          row.practice_started,
          row.practice_done,
          row.practice_avg_score === '' ? '' : Number(row.practice_avg_score),
          row.sessions,
          row.signed,
          row.sessions === 0 ? '' : sharePercentText(row.attendance_rate),
        ])
        .commit();
    }
    sheet.commit();
    await workbook.commit();
  })().catch((error: unknown) => stream.destroy(error as Error));
  return reply
    .header('content-disposition', `attachment; filename*=UTF-8''${encodeURIComponent(filename)}`)
    .type('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
    .send(stream);
}
