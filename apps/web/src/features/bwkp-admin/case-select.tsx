import type { TBwkpAdminCase } from '@sxpt/contract';
import { Select, Tag } from 'antd';
import { useCaseOptions } from './use-case-data';

/** Choose one invoicing case (searchable by name); works as a form control too. The list marks disabled cases. */
export function CaseSelect({
  value,
  onChange,
  onPick,
  style,
  ariaLabel = '开票实训案例',
}: {
  value?: number;
  onChange?: (id: number) => void;
  /** the whole case, for a caller that fills other fields from it */
  onPick?: (picked: TBwkpAdminCase) => void;
  style?: React.CSSProperties;
  ariaLabel?: string;
}) {
  const cases = useCaseOptions();
  return (
    <Select<number>
      showSearch={{ optionFilterProp: 'title' }}
      placeholder="选择开票实训案例"
      aria-label={ariaLabel}
      style={{ width: 320, ...style }}
      loading={cases.isPending}
      value={value}
      onChange={(id) => {
        onChange?.(id);
        const picked = cases.data?.find((entry) => entry.id === id);
        if (picked) onPick?.(picked);
      }}
      notFoundContent={
        cases.isError ? `案例加载失败：${cases.error.message}` : '没有开票实训案例，请先在「开票实训 · 课程管理」中新建'
      }
      popupMatchSelectWidth={360}
      options={(cases.data ?? []).map((entry) => ({ value: entry.id, title: entry.name, label: entry.name }))}
      optionRender={(option) => {
        const entry = cases.data?.find((candidate) => candidate.id === option.value);
        return (
          <span>
            {option.label}
            {entry && entry.status !== 1 ? (
              <Tag style={{ marginInlineStart: 6 }} color="default">
                停用
              </Tag>
            ) : null}
          </span>
        );
      }}
    />
  );
}
