// /studentViews/handsonViews/voucher/page_2 (原始凭证): every business item of the period in order on the left, the
// chosen item's original documents on the right (?item=<id> chooses one, e.g. from another page).
import type { TLxExercise } from '@sxpt/contract';
import { useQuery } from '@tanstack/react-query';
import { Empty, Tag } from 'antd';
import { useSearchParams } from 'react-router';
import { QueryBody, shortDate } from './book-tables';
import { LedgerDocuments } from './documents';
import { lxApi, lxKeys } from './lx-api';
import { LedgerLoadFailed, LedgerPage, LedgerPanel } from './lx-shell';

const STATE_TAGS: Record<0 | 1 | 2, { color?: string; text: string }> = {
  0: { text: '未做' },
  1: { color: 'green', text: '已完成' },
  2: { color: 'red', text: '有误' },
};

function ItemDocuments({ itemId }: { itemId: number }) {
  const item = useQuery({ queryKey: lxKeys.item(itemId), queryFn: () => lxApi.item(itemId) });
  return (
    <QueryBody query={item} failed={<LedgerLoadFailed what="原始凭证" />}>
      {(detail) => (
        <LedgerPanel title={`${shortDate(detail.date)} ${detail.title}`}>
          {detail.description ? <div className="lx-book-item-desc">{detail.description}</div> : null}
          <LedgerDocuments documents={detail.documents} />
        </LedgerPanel>
      )}
    </QueryBody>
  );
}

function Documents({ exercise }: { exercise: TLxExercise }) {
  const [params, setParams] = useSearchParams();
  const items = exercise.items;
  if (items.length === 0) {
    return (
      <LedgerPanel>
        <Empty description="本实训没有业务" />
      </LedgerPanel>
    );
  }
  const asked = Number(params.get('item'));
  const chosen = items.find((item) => item.id === asked) ?? items[0];
  return (
    <div className="lx-book-docs">
      <LedgerPanel title={`业务列表（${items.length}）`}>
        <nav className="lx-book-items" aria-label="业务列表">
          {items.map((item, index) => (
            <button
              type="button"
              key={item.id}
              className={`lx-book-item${item.id === chosen.id ? ' lx-book-item-active' : ''}`}
              aria-current={item.id === chosen.id ? 'true' : undefined}
              onClick={() => setParams({ item: String(item.id) }, { replace: true })}
            >
              <span className="lx-book-item-date">
                {index + 1}. {shortDate(item.date)}
                {item.period_end ? '（期末）' : ''}{' '}
                <Tag color={STATE_TAGS[item.state].color}>{STATE_TAGS[item.state].text}</Tag>
              </span>
              {item.title}
            </button>
          ))}
        </nav>
      </LedgerPanel>
      <ItemDocuments key={chosen.id} itemId={chosen.id} />
    </div>
  );
}

export default function DocumentsPage() {
  return <LedgerPage title="原始凭证">{(exercise) => <Documents exercise={exercise} />}</LedgerPage>;
}
