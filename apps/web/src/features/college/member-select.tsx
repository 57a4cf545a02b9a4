import { useQuery } from '@tanstack/react-query';
import { Select } from 'antd';
import { useMemo, useState } from 'react';
import { fetchMembers, memberKeys, type TMemberKind } from './member-api';
import { useDebounced } from './use-debounced';

export interface TPersonLabel {
  id: number;
  account: string;
  name: string;
}

const labelOf = (person: TPersonLabel) => `${person.name}（${person.account}）`;

/**
 * Choose students or teachers of the college by typing an account or a name (searched on the server, 50 at a
 * time). `known` labels the chosen ones that are not in the current results (e.g. a class's teachers).
 */
export function MemberSelect({
  kind,
  value,
  onChange,
  known = [],
  excludeIds = [],
  placeholder,
  id,
}: {
  kind: TMemberKind;
  value?: number[];
  onChange?: (value: number[]) => void;
  known?: TPersonLabel[];
  excludeIds?: number[];
  placeholder?: string;
  id?: string;
}) {
  const [keyword, setKeyword] = useState('');
  const settled = useDebounced(keyword.trim());
  const [picked, setPicked] = useState<Map<number, TPersonLabel>>(() => new Map());
  const results = useQuery({
    queryKey: memberKeys.search(kind, settled, undefined),
    queryFn: () => fetchMembers(kind, { page: 1, page_size: 50, keyword: settled || undefined }),
  });

  const options = useMemo(() => {
    const byId = new Map<number, TPersonLabel>();
    for (const person of known) byId.set(person.id, person);
    for (const person of picked.values()) byId.set(person.id, person);
    const excluded = new Set(excludeIds);
    const shown = (results.data?.list ?? []).filter((person) => !excluded.has(person.id));
    for (const person of shown) byId.set(person.id, person);
    const ids = new Set([...shown.map((p) => p.id), ...(value ?? [])]);
    return [...ids].flatMap((personId) => {
      const person = byId.get(personId);
      return person ? [{ value: person.id, label: labelOf(person) }] : [];
    });
  }, [known, picked, excludeIds, results.data, value]);

  return (
    <Select<number[]>
      id={id}
      mode="multiple"
      allowClear
      placeholder={placeholder}
      value={value}
      loading={results.isFetching}
      options={options}
      notFoundContent={results.isFetching ? '正在搜索…' : '没有找到，请换个关键词'}
      showSearch={{ filterOption: false, onSearch: setKeyword, searchValue: keyword }}
      onChange={(ids) => {
        const next = new Map(picked);
        for (const person of results.data?.list ?? []) if (ids.includes(person.id)) next.set(person.id, person);
        setPicked(next);
        setKeyword('');
        onChange?.(ids);
      }}
    />
  );
}
