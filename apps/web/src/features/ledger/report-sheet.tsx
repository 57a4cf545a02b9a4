// A statement to fill (资产负债表 会小企01 in its two halves, 利润表 会小企02): the lines of the definition with their
// 行次, two amount columns typed by the student from the books, 保存 grading every cell against the model's statement
// (the wrong cells outlined, never the right values); once the period is closed, the answer beside.
import type { TLxExercise, TLxReport, TLxReportLine } from '@sxpt/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Input, Space, Spin, Switch } from 'antd';
import { useEffect, useState } from 'react';
import { formatAmount, lxApi, lxKeys } from './lx-api';
import { LedgerLoadFailed } from './lx-shell';

type TCells = Record<string, [string, string]>;

function cellsOf(report: TLxReport): TCells {
  return Object.fromEntries(
    report.lines.map((line) => [String(line.line), [line.values[0] ?? '', line.values[1] ?? '']]),
  ) as TCells;
}

function Half({
  lines,
  cells,
  wrong,
  answer,
  onChange,
  columns,
  readOnly,
  sideTitle,
}: {
  lines: readonly TLxReportLine[];
  cells: TCells;
  wrong: ReadonlySet<string>;
  answer: Map<number, [string, string]> | null;
  onChange: (line: number, column: 0 | 1, value: string) => void;
  columns: readonly [string, string];
  readOnly: boolean;
  sideTitle: string;
}) {
  return (
    <table className="lx-report-table">
      <thead>
        <tr>
          <th>{sideTitle}</th>
          <th className="lx-report-no">行次</th>
          <th>{columns[0]}</th>
          <th>{columns[1]}</th>
          {answer && <th className="lx-report-answer">答案：{columns[0]}</th>}
          {answer && <th className="lx-report-answer">答案：{columns[1]}</th>}
        </tr>
      </thead>
      <tbody>
        {lines.flatMap((line) => {
          const rows = [];
          if (line.heading) {
            rows.push(
              <tr key={`h${line.line}`} className="lx-report-heading">
                <td colSpan={answer ? 6 : 4}>{line.heading}</td>
              </tr>,
            );
          }
          const key = String(line.line);
          rows.push(
            <tr key={key} className={line.indent === 0 ? 'lx-report-total' : undefined}>
              <td className={`lx-report-name lx-indent-${line.indent}`}>{line.name}</td>
              <td className="lx-report-no">{line.line}</td>
              {([0, 1] as const).map((column) => (
                <td
                  key={column}
                  className={`lx-report-input${wrong.has(`r${line.line}c${column + 1}`) ? ' lx-cell-wrong' : ''}`}
                >
                  <Input
                    size="small"
                    className="lx-amount"
                    aria-label={`${line.name}${columns[column]}`}
                    inputMode="decimal"
                    value={cells[key]?.[column] ?? ''}
                    disabled={readOnly}
                    onChange={(event) => onChange(line.line, column, event.target.value)}
                  />
                </td>
              ))}
              {answer && <td className="num lx-report-answer">{formatAmount(answer.get(line.line)?.[0] ?? '')}</td>}
              {answer && <td className="num lx-report-answer">{formatAmount(answer.get(line.line)?.[1] ?? '')}</td>}
            </tr>,
          );
          return rows;
        })}
      </tbody>
    </table>
  );
}

export function ReportSheet({ exercise, type }: { exercise: TLxExercise; type: 0 | 1 }) {
  const client = useQueryClient();
  const report = useQuery({ queryKey: lxKeys.report(type), queryFn: () => lxApi.report(type) });
  const [showAnswer, setShowAnswer] = useState(false);
  const answer = useQuery({
    queryKey: lxKeys.answer(type),
    queryFn: () => lxApi.reportAnswer(type),
    enabled: showAnswer && exercise.closed,
  });
  const [cells, setCells] = useState<TCells>({});
  const [wrong, setWrong] = useState<Set<string>>(new Set());
  const [saved, setSaved] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: keyed on the report type: a refetch after a save keeps what the student typed
  useEffect(() => {
    if (!report.data) return;
    setCells(cellsOf(report.data));
    setWrong(new Set(report.data.wrong_cells ?? []));
    // only on the first read: later reads (after a save) keep what the student typed since
  }, [report.data?.type]);
  if (report.isLoading) {
    return (
      <div className="lx-loading">
        <Spin />
      </div>
    );
  }
  if (report.isError || !report.data) return <LedgerLoadFailed what="报表" />;
  const data = report.data;
  const answerMap = showAnswer && answer.data ? new Map(answer.data.lines.map((l) => [l.line, l.values])) : null;
  const onChange = (line: number, column: 0 | 1, value: string) => {
    setCells((previous) => {
      const row: [string, string] = [...(previous[String(line)] ?? ['', ''])] as [string, string];
      row[column] = value;
      return { ...previous, [String(line)]: row };
    });
  };
  const save = async () => {
    setSaving(true);
    try {
      const body = Object.fromEntries(
        Object.entries(cells).map(([line, [a, b]]) => [line, [a.trim() || null, b.trim() || null]]),
      ) as Record<string, [string | null, string | null]>;
      const result = await lxApi.setReport(type, body);
      const wrongCells = result.wrong_cells ?? [];
      setWrong(new Set(wrongCells));
      setSaved(
        wrongCells.length === 0 ? '保存成功，报表正确' : `保存成功，有${wrongCells.length}个单元格有误（已用红框标出）`,
      );
      await client.invalidateQueries({ queryKey: lxKeys.report(type) });
    } catch {
      // the client has shown the server's message
    } finally {
      setSaving(false);
    }
  };
  const columns = data.columns;
  const balance = data.type === 0;
  // a balance sheet's two halves: assets, then from 流动负债 on (line 31 of 会小企01, 35 of 会企01)
  const split = data.lines.findIndex((line) => line.heading?.startsWith('流动负债'));
  const left = balance && split > 0 ? data.lines.slice(0, split) : data.lines;
  const right = balance && split > 0 ? data.lines.slice(split) : [];
  return (
    <div className="lx-report">
      <div className="lx-report-title">{data.title}</div>
      <div className="lx-report-meta">
        <span>编制单位：{data.company_name}</span>
        <span>{data.period}</span>
        <span>{data.form_no}　单位：元</span>
      </div>
      <div className={balance ? `lx-report-halves${answerMap ? ' lx-report-with-answer' : ''}` : undefined}>
        <Half
          lines={left}
          cells={cells}
          wrong={wrong}
          answer={answerMap}
          onChange={onChange}
          columns={columns}
          readOnly={false}
          sideTitle={balance ? '资产' : '项目'}
        />
        {right.length > 0 && (
          <Half
            lines={right}
            cells={cells}
            wrong={wrong}
            answer={answerMap}
            onChange={onChange}
            columns={columns}
            readOnly={false}
            sideTitle="负债和所有者权益（或股东权益）"
          />
        )}
      </div>
      {saved && (
        <Alert
          className="lx-feedback"
          showIcon
          type={wrong.size === 0 ? 'success' : 'error'}
          message={saved}
          data-testid="report-feedback"
        />
      )}
      <Space className="lx-actions">
        <Button type="primary" loading={saving} onClick={save}>
          保存
        </Button>
        {exercise.closed ? (
          <Space size="small">
            <Switch checked={showAnswer} onChange={setShowAnswer} aria-label="显示答案" />
            <span>显示答案</span>
          </Space>
        ) : (
          <span className="lx-hint">根据科目余额表填列；结账后可查看答案</span>
        )}
      </Space>
    </div>
  );
}
