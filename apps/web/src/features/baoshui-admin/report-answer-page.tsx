// /adminViews/dutiableAdmin/edit_report?item_id=&report_id=: the answer of one form entered in the same form view
// the student sees, the locked cells filled by the formulas as acc5 types; 保存 answers with the blocking checks the
// return's answers still fail (a failing case cannot be enabled, and an enabled one is disabled).
import type { TReportDataBody } from '@sxpt/contract';
import { computeReturn, FORMS_BY_CODE, RETURNS_BY_CODE } from '@sxpt/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Card, Flex, Result, Spin } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { LoadFailed } from '../../components/load-failed';
import { idParam } from '../admin/admin-paths';
import { FormSheet } from '../baoshui/form-sheet';
import '../baoshui/baoshui.css';
import { TAX_ADMIN_PATHS, taxAdminApi, taxAdminKeys } from './baoshui-admin-api';

function AnswerEditor({ itemId, reportId }: { itemId: number; reportId: number }) {
  const navigate = useNavigate();
  const client = useQueryClient();
  const { message } = App.useApp();
  const detail = useQuery({
    queryKey: taxAdminKeys.answer(itemId, reportId),
    queryFn: () => taxAdminApi.answer(itemId, reportId),
  });
  const [draft, setDraft] = useState<TReportDataBody | null>(null);
  const [problems, setProblems] = useState<string[] | null>(null);
  useEffect(() => {
    if (detail.data) setDraft(detail.data.invoice_data);
  }, [detail.data]);
  const data = detail.data;
  const form = data ? FORMS_BY_CODE[(data.form as { code: string }).code] : undefined;
  const ret = data ? RETURNS_BY_CODE[data.return_code] : undefined;
  const shown = useMemo(() => {
    if (!form || !ret || !draft || !data) return null;
    try {
      return computeReturn(ret, FORMS_BY_CODE, { ...data.return_data, [form.code]: draft })[form.code];
    } catch {
      return draft;
    }
  }, [form, ret, draft, data]);
  const save = useMutation({
    mutationFn: () => taxAdminApi.saveAnswer(itemId, reportId, draft as TReportDataBody),
    onSuccess: async (result) => {
      setDraft(result.invoice_data);
      setProblems(result.problems);
      if (result.problems.length === 0) message.success('保存成功');
      else message.warning(`保存成功，答案有${result.problems.length}项强制校验未通过`);
      await client.invalidateQueries({ queryKey: taxAdminKeys.all });
    },
  });
  if (detail.isError)
    return <LoadFailed title="申报表加载失败" error={detail.error} onRetry={() => detail.refetch()} />;
  if (!data || !form || !shown) return <Spin />;
  const edit = (change: (next: TReportDataBody) => void) => {
    const next = structuredClone(draft as TReportDataBody);
    change(next);
    setDraft(next);
  };
  return (
    <Card
      title={`编辑答案 · ${data.return_title}`}
      extra={
        <Flex gap={8}>
          <Button type="primary" onClick={() => save.mutate()} loading={save.isPending}>
            保存
          </Button>
          <Button onClick={() => navigate(TAX_ADMIN_PATHS.detail(data.case_id))}>返回案例</Button>
        </Flex>
      }
    >
      <Flex gap={8} wrap style={{ marginBottom: 12 }}>
        {data.reports.map((report) => (
          <Button
            key={report.report_id}
            type={report.report_id === reportId ? 'primary' : 'default'}
            onClick={() => navigate(TAX_ADMIN_PATHS.report(itemId, report.report_id))}
          >
            {report.bill_name}
            {report.answered ? '（已填）' : ''}
          </Button>
        ))}
      </Flex>
      {problems && problems.length > 0 ? (
        <Alert
          type="warning"
          showIcon
          style={{ marginBottom: 12 }}
          message="答案未通过以下强制校验（案例不能启用）"
          description={
            <ul style={{ margin: 0, paddingLeft: 18 }}>
              {problems.map((problem) => (
                <li key={problem}>{problem}</li>
              ))}
            </ul>
          }
        />
      ) : null}
      <FormSheet
        form={form}
        data={shown}
        editable
        onCell={(index, value) =>
          edit((next) => {
            next.defaultDataList[index] = value;
          })
        }
        onTableCell={(row, column, value) =>
          edit((next) => {
            next.tableDataList[row][column] = value;
          })
        }
        onAddRow={() => edit((next) => next.tableDataList.push((form.table?.columns ?? []).map(() => null)))}
        onDeleteRow={() =>
          edit((next) => {
            if (next.tableDataList.length > 1) next.tableDataList.pop();
          })
        }
      />
    </Card>
  );
}

export default function ReportAnswerPage() {
  const [search] = useSearchParams();
  const itemId = idParam(search.get('item_id'));
  const reportId = idParam(search.get('report_id'));
  if (itemId === undefined || reportId === undefined) return <Result status="404" title="申报表不存在" />;
  return <AnswerEditor key={`${itemId}-${reportId}`} itemId={itemId} reportId={reportId} />;
}
