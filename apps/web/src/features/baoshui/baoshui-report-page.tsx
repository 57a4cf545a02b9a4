// /baoshuiReport/index/{taxes_id}/{report_id}: filling a return. The forms of the return as tabs (main form first),
// the source documents in a drawer, the form drawn from its definition with its locked cells computed live by the
// domain as the portal does (the server computes them again on save), 保存 (the form's checks answered), 重置 (the
// saved form cleared), 申报 (the checks across forms, then the grading: 申报成功, or 申报失败 with the failing checks
// or the cells that disagree with the documents, outlined in red). Once declared the forms are read-only and the
// model answer can be shown beside the student's.
import type { TBaoshuiCheck, TBaoshuiDeclareResult, TBaoshuiReportDetail, TReportDataBody } from '@sxpt/contract';
import { computeReturn, FORMS_BY_CODE, RETURNS_BY_CODE } from '@sxpt/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, App, Badge, Button, Drawer, Empty, Result, Segmented, Space, Spin, Tag } from 'antd';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { create } from 'zustand';
import { ApiError } from '../../api/client';
import { RichText } from '../../components/rich-text';
import { BAOSHUI_PATHS, baoshuiApi, baoshuiKeys, statusGroup } from './baoshui-api';
import { BaoshuiPage } from './baoshui-shell';
import { FormSheet } from './form-sheet';
import { StatusTag } from './returns-due';

type TWrong = TBaoshuiDeclareResult['wrong_cells'];

/** The cells the last declaration of each item found wrong (cleared by a successful one). */
const useWrongCells = create<{ byItem: Record<number, TWrong>; set: (item: number, wrong: TWrong) => void }>((set) => ({
  byItem: {},
  set: (item, wrong) => set((state) => ({ byItem: { ...state.byItem, [item]: wrong } })),
}));

function CheckList({ checks }: { checks: readonly TBaoshuiCheck[] }) {
  if (checks.length === 0) return null;
  return (
    <div className="bs-checks" data-testid="bs-checks">
      {checks.map((check) => (
        <Alert
          key={`${check.form}-${check.message}`}
          type={check.blocking ? 'error' : 'warning'}
          showIcon
          message={`${check.blocking ? '强制校验' : '提示性校验'}：${check.message}`}
          description={check.form_title}
        />
      ))}
    </div>
  );
}

function DeclareOutcome({ result }: { result: TBaoshuiDeclareResult }) {
  if (result.declared) {
    return (
      <div>
        <p>申报成功。应缴税费：</p>
        <ul className="bs-payables">
          {(result.item.payables ?? []).map((payable) => (
            <li key={payable.label}>
              <span>{payable.label}</span>
              <span className="bs-money">{payable.amount}</span>
            </li>
          ))}
        </ul>
      </div>
    );
  }
  const blocking = result.checks.filter((check) => check.blocking);
  if (blocking.length > 0) {
    return (
      <div>
        <p>以下强制校验未通过，请修改后重新申报：</p>
        <ol className="bs-fail-list">
          {blocking.map((check) => (
            <li key={`${check.form}-${check.message}`}>
              {check.message}
              <span className="bs-fail-form">（{check.form_title}）</span>
            </li>
          ))}
        </ol>
      </div>
    );
  }
  const byForm = new Map<string, string[]>();
  for (const cell of result.wrong_cells) {
    byForm.set(cell.form_title, [...(byForm.get(cell.form_title) ?? []), cell.label]);
  }
  return (
    <div>
      <p>申报表与业务资料不符，共 {result.wrong_cells.length} 个栏次有误（已在表中标红），请核对后重新申报：</p>
      {[...byForm.entries()].map(([title, labels]) => (
        <div key={title} className="bs-fail-group">
          <strong>{title}</strong>
          <div>{labels.join('、')}</div>
        </div>
      ))}
    </div>
  );
}

function Filing({ taxesId, reportId }: { taxesId: number; reportId: number }) {
  const navigate = useNavigate();
  const client = useQueryClient();
  const { modal, message } = App.useApp();
  const list = useQuery({ queryKey: baoshuiKeys.reports(taxesId), queryFn: () => baoshuiApi.reportList(taxesId) });
  const detail = useQuery({
    queryKey: baoshuiKeys.report(taxesId, reportId),
    queryFn: () => baoshuiApi.reportDetail(taxesId, reportId),
  });
  const [draft, setDraft] = useState<TReportDataBody | null>(null);
  const [dirty, setDirty] = useState(false);
  const [checks, setChecks] = useState<TBaoshuiCheck[]>([]);
  const [showing, setShowing] = useState<'mine' | 'answer'>('mine');
  const [docsOpen, setDocsOpen] = useState(false);
  const wrongAll = useWrongCells((state) => state.byItem[taxesId]) ?? [];
  const setWrong = useWrongCells((state) => state.set);

  const data: TBaoshuiReportDetail | undefined = detail.data;
  // the form as the server last computed it (after a save the page reads it again; the save's checks stay shown),
  // unless the student has typed since: what they typed is never replaced by a read that arrives later
  const dirtyRef = useRef(false);
  dirtyRef.current = dirty;
  useEffect(() => {
    if (data && !dirtyRef.current) setDraft(data.invoice_data);
  }, [data]);

  const form = data ? FORMS_BY_CODE[(data.form as { code: string }).code] : undefined;
  const ret = data ? RETURNS_BY_CODE[data.item.return_code] : undefined;
  // the locked cells as the portal computes them while the student types (the other forms as saved)
  const shown = useMemo(() => {
    if (!form || !ret || !draft || !data) return null;
    try {
      return computeReturn(ret, FORMS_BY_CODE, { ...data.return_data, [form.code]: draft })[form.code];
    } catch {
      return draft;
    }
  }, [form, ret, draft, data]);

  const refreshAll = () => client.invalidateQueries({ queryKey: baoshuiKeys.all });
  const save = useMutation({
    mutationFn: () => baoshuiApi.saveAnswer(taxesId, reportId, draft as TReportDataBody),
    onSuccess: (result) => {
      setDraft(result.invoice_data);
      setDirty(false);
      setChecks(result.checks);
      const blocking = result.checks.filter((check) => check.blocking).length;
      if (blocking > 0) message.warning(`保存成功，有${blocking}项强制校验未通过，申报前请修改`);
      else message.success('保存成功');
      void client.invalidateQueries({ queryKey: baoshuiKeys.reports(taxesId) });
      void client.invalidateQueries({ queryKey: ['baoshui', 'report', taxesId] });
    },
  });
  const clear = useMutation({
    mutationFn: () => baoshuiApi.reportDelete(taxesId, reportId),
    onSuccess: () => {
      message.success('删除成功');
      void refreshAll();
    },
  });
  const declare = useMutation({
    mutationFn: () => baoshuiApi.declare(taxesId),
    onSuccess: (result) => {
      setWrong(taxesId, result.wrong_cells);
      if (result.declared) {
        modal.success({
          title: '申报成功',
          content: <DeclareOutcome result={result} />,
          okText: statusGroup(result.item.status) === 'payable' ? '去缴款' : '确定',
          onOk: () => {
            if (statusGroup(result.item.status) === 'payable') navigate(BAOSHUI_PATHS.pay);
          },
        });
      } else {
        modal.error({ title: '申报失败', content: <DeclareOutcome result={result} />, okText: '返回修改', width: 560 });
      }
      void refreshAll();
    },
  });

  if (list.isError || detail.isError) {
    const error = detail.error ?? list.error;
    return (
      <Result
        status="warning"
        title={error instanceof ApiError ? error.message : '申报表加载失败'}
        extra={<Button onClick={() => navigate(BAOSHUI_PATHS.index)}>返回首页</Button>}
      />
    );
  }
  if (!list.data || !data || !form || !shown) {
    return (
      <div className="bs-loading">
        <Spin />
      </div>
    );
  }
  const editable = data.editable;
  const wrongHere = new Set(wrongAll.filter((cell) => cell.form === form.code).map((cell) => cell.cell));
  const wrongForms = new Set(wrongAll.map((cell) => cell.form));
  const edit = (next: TReportDataBody) => {
    setDraft(next);
    setDirty(true);
  };
  const go = (nextId: number) => {
    if (nextId === reportId) return;
    const leave = () => navigate(BAOSHUI_PATHS.report(taxesId, nextId));
    if (!dirty) leave();
    else {
      modal.confirm({
        title: '当前表有未保存的修改',
        content: '离开后修改将丢失，确定离开吗？',
        okText: '离开',
        cancelText: '留在本表',
        onOk: leave,
      });
    }
  };
  const startDeclare = () => {
    if (dirty) {
      message.warning('请先保存当前表，再申报');
      return;
    }
    modal.confirm({
      title: '申报',
      content: `确定申报《${list.data.item.return_title}》（所属期 ${list.data.item.period_start} 至 ${list.data.item.period_end}）吗？`,
      okText: '申报',
      cancelText: '取消',
      onOk: () => declare.mutateAsync().catch(() => undefined),
    });
  };
  const item = list.data.item;

  return (
    <div className="bs-filing">
      <div className="bs-filing-head">
        <div>
          <h2 className="bs-title">{item.return_title}</h2>
          <Space size="large" className="bs-filing-meta">
            <span>征收项目：{item.taxes_name}</span>
            <span>
              所属期：{item.period_start} 至 {item.period_end}
            </span>
            <span>申报期限：{item.deadline}</span>
            <StatusTag status={item.status} />
          </Space>
        </div>
        <Space wrap>
          <Button onClick={() => setDocsOpen(true)}>业务资料</Button>
          {editable ? (
            <>
              <Button
                onClick={() =>
                  modal.confirm({
                    title: '确定删除吗？',
                    content: '将清空本表已保存的数据',
                    okText: '确定',
                    cancelText: '取消',
                    onOk: () => clear.mutateAsync().catch(() => undefined),
                  })
                }
                disabled={!data.saved}
              >
                重置
              </Button>
              <Button type="primary" ghost onClick={() => save.mutate()} loading={save.isPending}>
                保存
              </Button>
              <Button type="primary" onClick={startDeclare} loading={declare.isPending}>
                申报
              </Button>
            </>
          ) : null}
          <Button onClick={() => navigate(BAOSHUI_PATHS.type(item.category))}>返回</Button>
        </Space>
      </div>
      <nav className="bs-form-nav" role="tablist" aria-label="申报表">
        {list.data.reports.map((report) => (
          <Badge key={report.report_id} dot={wrongForms.has(report.form_code)} offset={[-4, 4]}>
            <Button
              role="tab"
              aria-selected={report.report_id === reportId}
              type={report.report_id === reportId ? 'primary' : 'default'}
              onClick={() => go(report.report_id)}
            >
              {report.bill_name}
              {report.saved ? <Tag className="bs-saved-tag">已保存</Tag> : null}
            </Button>
          </Badge>
        ))}
      </nav>
      {!editable && data.answer_data ? (
        <Segmented
          className="bs-answer-switch"
          value={showing}
          onChange={(value) => setShowing(value as 'mine' | 'answer')}
          options={[
            { value: 'mine', label: '我的申报表' },
            { value: 'answer', label: '标准答案' },
          ]}
        />
      ) : null}
      {wrongHere.size > 0 && editable ? (
        <Alert
          type="error"
          showIcon
          className="bs-wrong-note"
          message={`上次申报发现本表 ${wrongHere.size} 个栏次与业务资料不符（红框标出），请核对后保存再申报`}
        />
      ) : null}
      <CheckList checks={checks} />
      <FormSheet
        form={form}
        data={showing === 'answer' && data.answer_data ? data.answer_data : shown}
        editable={editable && showing === 'mine'}
        wrong={editable ? wrongHere : undefined}
        onCell={(index, value) => {
          const next = structuredClone(draft as TReportDataBody);
          next.defaultDataList[index] = value;
          edit(next);
        }}
        onTableCell={(row, column, value) => {
          const next = structuredClone(draft as TReportDataBody);
          next.tableDataList[row][column] = value;
          edit(next);
        }}
        onAddRow={() => {
          const next = structuredClone(draft as TReportDataBody);
          next.tableDataList.push((form.table?.columns ?? []).map(() => null));
          edit(next);
        }}
        onDeleteRow={() => {
          const next = structuredClone(draft as TReportDataBody);
          if (next.tableDataList.length > 1) next.tableDataList.pop();
          edit(next);
        }}
      />
      <Drawer title="业务资料" open={docsOpen} onClose={() => setDocsOpen(false)} width={640}>
        {list.data.documents.length === 0 ? (
          <Empty description="本案例没有业务资料" />
        ) : (
          list.data.documents.map((doc) => (
            <section key={doc.id} className="bs-doc">
              <h3>{doc.title}</h3>
              <RichText text={doc.html} />
            </section>
          ))
        )}
      </Drawer>
    </div>
  );
}

export default function BaoshuiReportPage() {
  const params = useParams();
  const taxesId = Number(params.taxes_id);
  const reportId = Number(params.report_id);
  const valid = Number.isInteger(taxesId) && taxesId > 0 && Number.isInteger(reportId) && reportId > 0;
  return (
    <BaoshuiPage position="我要办税 › 税费申报及缴纳 › 填写申报表">
      {() =>
        valid ? (
          <Filing key={`${taxesId}-${reportId}`} taxesId={taxesId} reportId={reportId} />
        ) : (
          <Result status="404" title="申报表不存在" />
        )
      }
    </BaoshuiPage>
  );
}
