import type { TPaperRow } from '@sxpt/contract';
import { PAPER_KIND_LABEL } from '@sxpt/domain';
import { useQuery } from '@tanstack/react-query';
import { Select, Tag } from 'antd';
import { fetchPapers, paperKeys } from './question-bank-api';

const ALL_PAPERS = { page: 1, page_size: 200 } as const;

/** Choose one paper of the bank (searchable by title); works as a form control (a lesson's paper item). */
export function PaperSelect({
  value,
  onChange,
  onPick,
  style,
  ariaLabel = '试卷',
}: {
  value?: number;
  onChange?: (id: number) => void;
  /** the whole row, for a caller that fills other fields from it */
  onPick?: (picked: TPaperRow) => void;
  style?: React.CSSProperties;
  ariaLabel?: string;
}) {
  const papers = useQuery({ queryKey: paperKeys.papers(ALL_PAPERS), queryFn: () => fetchPapers(ALL_PAPERS) });
  const rows = papers.data?.list ?? [];
  return (
    <Select<number>
      showSearch={{ optionFilterProp: 'title' }}
      placeholder="选择试卷"
      aria-label={ariaLabel}
      style={{ width: 320, ...style }}
      loading={papers.isPending}
      value={value}
      onChange={(id) => {
        onChange?.(id);
        const picked = rows.find((row) => row.id === id);
        if (picked) onPick?.(picked);
      }}
      notFoundContent={
        papers.isError ? `试卷加载失败：${papers.error.message}` : '题库中还没有试卷，请先在「试卷」中新建'
      }
      popupMatchSelectWidth={400}
      options={rows.map((row) => ({ value: row.id, title: row.title, label: row.title }))}
      optionRender={(option) => {
        const row = rows.find((candidate) => candidate.id === option.value);
        return (
          <span>
            {option.label}
            {row ? (
              <Tag style={{ marginInlineStart: 6 }} color={row.kind === 'exam' ? 'red' : 'green'}>
                {PAPER_KIND_LABEL[row.kind]} · {row.total_points}分
              </Tag>
            ) : null}
          </span>
        );
      }}
    />
  );
}
