// 利润表 (report_profit, report type 1): the student draws it up from the books; graded on the server.
import { LedgerPage } from './lx-shell';
import { ReportSheet } from './report-sheet';

export default function ReportProfitPage() {
  return <LedgerPage title="利润表">{(exercise) => <ReportSheet exercise={exercise} type={1} />}</LedgerPage>;
}
