// Parts both code dialogs share: the icon toolbar of the desktop client, the 查找 box and the status line.
import { Input } from 'antd';
import type { ReactNode } from 'react';

export function ToolButton({
  icon,
  label,
  onClick,
  disabled,
  testId,
}: {
  icon: ReactNode;
  label: string;
  onClick?: () => void;
  disabled?: boolean;
  testId?: string;
}) {
  return (
    <button type="button" className="kp-xt-tool" onClick={onClick} disabled={disabled} data-testid={testId}>
      {icon}
      <span>{label}</span>
    </button>
  );
}

export function ToolSeparator() {
  return <span className="kp-xt-tool-sep" aria-hidden="true" />;
}

/** 查找: filters the rows as the student types. */
export function FindBox({
  value,
  onChange,
  placeholder,
}: {
  value: string;
  onChange: (value: string) => void;
  placeholder: string;
}) {
  return (
    <label className="kp-xt-find">
      查找
      <Input
        size="small"
        allowClear
        value={value}
        placeholder={placeholder}
        onChange={(event) => onChange(event.target.value)}
        style={{ width: 200 }}
        aria-label="查找"
        data-testid="kp-xt-find"
      />
    </label>
  );
}

/** Rows numbers of the server's verdict, 1-based for the student ('第1、3行'). */
export function wrongRowNumbers(keys: ReadonlySet<string>): number[] {
  const rows = new Set<number>();
  for (const key of keys) {
    const match = /^row:(\d+)/.exec(key);
    if (match) rows.add(Number(match[1]) + 1);
  }
  return [...rows].sort((a, b) => a - b);
}

/** The status line: what the dialog shows, the server's verdict (wrong rows, rows still missing), a count. */
export function StatusLine({
  state,
  wrongKeys,
  rowCount,
  noun,
}: {
  state: ReactNode;
  wrongKeys: ReadonlySet<string>;
  rowCount: number;
  /** 客户 or 商品 */
  noun: string;
}) {
  const numbers = wrongRowNumbers(wrongKeys);
  const shown = numbers.filter((number) => number <= rowCount);
  const missing = numbers.some((number) => number > rowCount);
  return (
    <div className="kp-xt-status" data-testid="kp-xt-status">
      <span>{state}</span>
      {shown.length > 0 ? <span className="kp-xt-status-wrong">请检查标红的行：第{shown.join('、')}行</span> : null}
      {missing ? <span className="kp-xt-status-wrong">还有{noun}未录入</span> : null}
      <span>共 {rowCount} 条</span>
    </div>
  );
}
