// 资产负债表 (report_balance, report type 0): the student draws it up from the books; graded on the server.
import { LedgerPage } from './lx-shell';
import { ReportSheet } from './report-sheet';

export default function ReportBalancePage() {
  return <LedgerPage title="资产负债表">{(exercise) => <ReportSheet exercise={exercise} type={0} />}</LedgerPage>;
}
