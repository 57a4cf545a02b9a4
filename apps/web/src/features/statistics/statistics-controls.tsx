// Controls every analysis page shares: a labelled choice (班级, 课程 …) and the .xlsx export button.
import { DownloadOutlined } from '@ant-design/icons';
import type { TStatisticsClass } from '@sxpt/contract';
import { App, Button, Select, Space, Typography } from 'antd';
import { useState } from 'react';
import { errorText } from '../../api/api-error';

/** A labelled select (the label is also its accessible name). */
export function LabelledSelect<T extends string | number>({
  label,
  width,
  value,
  options,
  onChange,
  isLoading = false,
  emptyText,
}: {
  label: string;
  width: number;
  value: T | undefined;
  options: { value: T; label: string }[];
  onChange: (value: T) => void;
  isLoading?: boolean;
  emptyText?: string;
}) {
  return (
    <Space>
      <Typography.Text>{label}</Typography.Text>
      <Select<T>
        aria-label={label}
        style={{ width }}
        loading={isLoading}
        value={value}
        notFoundContent={emptyText}
        onChange={onChange}
        options={options}
      />
    </Space>
  );
}

/** The classes as choices: 会计1班（15人）. */
export function classOptions(classes: readonly TStatisticsClass[] | undefined) {
  return (classes ?? []).map((entry) => ({ value: entry.id, label: `${entry.name}（${entry.student_count}人）` }));
}

/** An export button: busy while the file is made, then the file's name or the reason it failed. */
export function ExportButton({
  run,
  label = '导出 Excel',
  isDisabled = false,
}: {
  run: () => Promise<string>;
  label?: string;
  isDisabled?: boolean;
}) {
  const { message } = App.useApp();
  const [isBusy, setBusy] = useState(false);
  async function start() {
    setBusy(true);
    try {
      message.success(`已导出 ${await run()}`);
    } catch (error) {
      message.error(errorText(error));
    } finally {
      setBusy(false);
    }
  }
  return (
    <Button icon={<DownloadOutlined />} loading={isBusy} disabled={isDisabled} onClick={start}>
      {label}
    </Button>
  );
}
