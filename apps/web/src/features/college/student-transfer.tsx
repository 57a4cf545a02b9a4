import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Flex, Input, Select, Transfer, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { fetchMembers, memberKeys } from './member-api';
import { useCampusOptions } from './use-college-data';
import { useDebounced } from './use-debounced';

export interface TStudentLabel {
  id: number;
  account: string;
  name: string;
  campus_name: string;
}

const SEARCH_LIMIT = 200;

/**
 * The students of a class: the left list is the college's students found on the server (by account or name, and
 * campus; at most 200 at a time), the right list the chosen ones. `known` labels the chosen ones not found.
 */
export function StudentTransfer({
  value = [],
  onChange,
  known = [],
}: {
  value?: number[];
  onChange?: (value: number[]) => void;
  known?: TStudentLabel[];
}) {
  const campuses = useCampusOptions();
  const [keyword, setKeyword] = useState('');
  const [campusId, setCampusId] = useState<number | undefined>();
  const settled = useDebounced(keyword.trim());
  const [picked, setPicked] = useState<Map<number, TStudentLabel>>(() => new Map());
  const results = useQuery({
    queryKey: memberKeys.search('student', settled, campusId),
    queryFn: () =>
      fetchMembers('student', { page: 1, page_size: SEARCH_LIMIT, keyword: settled || undefined, campus_id: campusId }),
    placeholderData: keepPreviousData,
  });

  const dataSource = useMemo(() => {
    const byId = new Map<number, TStudentLabel>();
    for (const person of known) byId.set(person.id, person);
    for (const person of picked.values()) byId.set(person.id, person);
    for (const person of results.data?.list ?? []) byId.set(person.id, person);
    const shownIds = new Set([...(results.data?.list ?? []).map((p) => p.id), ...value]);
    return [...shownIds].flatMap((id) => {
      const person = byId.get(id);
      return person
        ? [{ key: id, title: `${person.name}（${person.account}）`, description: person.campus_name || '未设校区' }]
        : [];
    });
  }, [known, picked, results.data, value]);

  const total = results.data?.total ?? 0;
  return (
    <div>
      <Flex gap={8} wrap style={{ marginBottom: 8 }}>
        <Input.Search
          allowClear
          placeholder="按账号或姓名查找学生"
          style={{ width: 240 }}
          value={keyword}
          onChange={(event) => setKeyword(event.target.value)}
        />
        <Select
          allowClear
          placeholder="全部校区"
          style={{ width: 160 }}
          value={campusId}
          options={(campuses.data ?? []).map((c) => ({ value: c.id, label: c.name }))}
          onChange={(id?: number) => setCampusId(id)}
        />
        {total > SEARCH_LIMIT ? (
          <Typography.Text type="secondary" style={{ alignSelf: 'center' }}>
            共找到 {total} 名，仅列出前 {SEARCH_LIMIT} 名，请输入关键词缩小范围
          </Typography.Text>
        ) : null}
      </Flex>
      <Transfer
        dataSource={dataSource}
        targetKeys={value}
        titles={['可选学生', '已选学生']}
        styles={{ section: { width: 320, height: 340 } }}
        locale={{ notFoundContent: results.isFetching ? '正在查找…' : '没有学生' }}
        render={(item) => (
          <span>
            {item.title} <Typography.Text type="secondary">{item.description}</Typography.Text>
          </span>
        )}
        onChange={(keys) => {
          const ids = keys.map(Number);
          const next = new Map(picked);
          for (const person of results.data?.list ?? []) if (ids.includes(person.id)) next.set(person.id, person);
          setPicked(next);
          onChange?.(ids);
        }}
      />
    </div>
  );
}
