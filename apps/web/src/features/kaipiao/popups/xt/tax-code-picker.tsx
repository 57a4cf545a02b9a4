// 税收分类编码选择: the official 商品和服务税收分类编码表 as the goods-code dialog offers it. A tree of the six groups
// (货物, 劳务, 销售服务, 无形资产, 不动产, 未发生销售行为的不征税项目) whose levels load as they are opened, and a
// search by code or name. Summary rows (汇总项) cannot be chosen; double-click or 确定 chooses the selected code.
import { SearchOutlined } from '@ant-design/icons';
import type { TTaxCodeNode } from '@sxpt/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Input, Tree, type TreeDataNode } from 'antd';
import { type Key, useCallback, useEffect, useMemo, useState } from 'react';
import { ClientWindow } from '../../client-window';
import { kaipiaoApi, kaipiaoKeys } from '../../kaipiao-api';
import { codeRates, rateLabel } from './code-rows';
import './xt.css';

export interface TTaxCodePickerProps {
  zIndex: number;
  /** searched for at once (the row's code, or the selected category's short name) */
  initialKeyword?: string;
  /** the row's current code, selected when the search finds it */
  currentCode?: string;
  onPick: (node: TTaxCodeNode) => void;
  onClose: () => void;
}

/** The rates of a code as the picker shows them ('13%、9%'), or the table's own text. */
export function ratesText(node: TTaxCodeNode): string {
  const rates = codeRates(node);
  return rates.length > 0 ? rates.map(rateLabel).join('、') : node.rates;
}

function nodeTitle(node: TTaxCodeNode) {
  return (
    <span className={node.is_summary ? 'kp-xt-node-summary' : undefined}>
      {node.name}
      <span className="kp-xt-node-code">{node.code}</span>
    </span>
  );
}

export function TaxCodePicker({ zIndex, initialKeyword = '', currentCode = '', onPick, onClose }: TTaxCodePickerProps) {
  const queryClient = useQueryClient();
  const [children, setChildren] = useState<ReadonlyMap<string, TTaxCodeNode[]>>(() => new Map());
  const [selected, setSelected] = useState<TTaxCodeNode | null>(null);
  const [keyword, setKeyword] = useState(initialKeyword);
  const [term, setTerm] = useState(initialKeyword.trim());

  const groups = useQuery({ queryKey: kaipiaoKeys.taxTree(''), queryFn: () => kaipiaoApi.taxTree() });
  const search = useQuery({
    queryKey: kaipiaoKeys.taxSearch(term),
    queryFn: () => kaipiaoApi.taxSearch(term, 1, 100),
    enabled: term !== '',
  });
  const results = useMemo(
    () => (term === '' ? [] : ((search.data?.list ?? []) as TTaxCodeNode[])),
    [term, search.data],
  );

  // the row's current code is selected when the search shows it
  useEffect(() => {
    if (!currentCode) return;
    const found = results.find((node) => node.code === currentCode);
    if (found) setSelected((current) => current ?? found);
  }, [results, currentCode]);

  const byCode = useMemo(() => {
    const map = new Map<string, TTaxCodeNode>();
    for (const node of groups.data ?? []) map.set(node.code, node);
    for (const list of children.values()) for (const node of list) map.set(node.code, node);
    return map;
  }, [groups.data, children]);

  const treeData = useMemo(() => {
    const build = (nodes: readonly TTaxCodeNode[]): TreeDataNode[] =>
      nodes.map((node) => {
        const loaded = children.get(node.code);
        return {
          key: node.code,
          title: nodeTitle(node),
          isLeaf: !node.has_children,
          children: loaded ? build(loaded) : undefined,
        };
      });
    return build(groups.data ?? []);
  }, [groups.data, children]);

  const loadData = useCallback(
    async (treeNode: { key: Key; children?: unknown[] }) => {
      const code = String(treeNode.key);
      if (treeNode.children) return;
      const list = await queryClient.fetchQuery({
        queryKey: kaipiaoKeys.taxTree(code),
        queryFn: () => kaipiaoApi.taxTree(code),
        staleTime: Number.POSITIVE_INFINITY,
      });
      setChildren((current) => new Map(current).set(code, list));
    },
    [queryClient],
  );

  const canPick = selected !== null && !selected.is_summary;
  const pick = (node: TTaxCodeNode | null) => {
    if (!node || node.is_summary) return;
    onPick(node);
    onClose();
  };

  const runSearch = () => {
    setTerm(keyword.trim());
    setSelected(null);
  };

  return (
    <ClientWindow
      title="税收分类编码选择"
      zIndex={zIndex}
      onClose={onClose}
      width={960}
      testId="kp-taxcode-picker"
      footer={
        <>
          <Button size="small" type="primary" disabled={!canPick} onClick={() => pick(selected)}>
            确定
          </Button>
          <Button size="small" onClick={onClose}>
            取消
          </Button>
        </>
      }
    >
      <div className="kp-xt-picker">
        <div className="kp-xt-picker-search">
          <span>编码或名称</span>
          <Input
            size="small"
            allowClear
            value={keyword}
            placeholder="如 1050201 或 家具、软件"
            style={{ width: 280 }}
            aria-label="搜索税收分类编码"
            onChange={(event) => {
              setKeyword(event.target.value);
              if (event.target.value === '') setTerm('');
            }}
            onPressEnter={runSearch}
          />
          <Button size="small" icon={<SearchOutlined />} onClick={runSearch}>
            搜索
          </Button>
          <span style={{ color: '#666' }}>也可在左侧分类树中逐级展开选择</span>
        </div>
        <div className="kp-xt-picker-main">
          <div className="kp-xt-picker-tree" data-testid="kp-taxcode-tree">
            {groups.isError ? (
              <div className="kp-xt-empty">读取分类编码失败</div>
            ) : (
              <Tree
                blockNode
                showLine
                loadData={loadData}
                treeData={treeData}
                selectedKeys={selected ? [selected.code] : []}
                onSelect={(_, info) => setSelected(byCode.get(String(info.node.key)) ?? null)}
                onDoubleClick={(_, node) => pick(byCode.get(String(node.key)) ?? null)}
              />
            )}
          </div>
          <div className="kp-xt-picker-results">
            {term === '' ? (
              <div className="kp-xt-empty">输入编码或名称后按“搜索”，结果显示在这里</div>
            ) : (
              <table className="kp-xt-grid" data-testid="kp-taxcode-results">
                <colgroup>
                  <col style={{ width: 150 }} />
                  <col />
                  <col style={{ width: 110 }} />
                  <col style={{ width: 80 }} />
                </colgroup>
                <thead>
                  <tr>
                    <th>税收分类编码</th>
                    <th>名称</th>
                    <th>简称</th>
                    <th>税率</th>
                  </tr>
                </thead>
                <tbody>
                  {results.map((node) => (
                    <tr
                      key={node.code}
                      className={`kp-xt-pickable${selected?.code === node.code ? ' kp-xt-selected' : ''}`}
                      onClick={() => setSelected(node)}
                      onDoubleClick={() => pick(node)}
                    >
                      <td className="kp-xt-text">{node.code}</td>
                      <td className="kp-xt-text" title={node.name}>
                        {node.name}
                      </td>
                      <td className="kp-xt-text">{node.short_name}</td>
                      <td className="kp-xt-text">{ratesText(node)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            )}
            {term !== '' && search.isFetching ? <div className="kp-xt-empty">正在搜索…</div> : null}
            {term !== '' && !search.isFetching && results.length === 0 ? (
              <div className="kp-xt-empty">没有找到可开票的税收分类编码</div>
            ) : null}
          </div>
        </div>
        <div className="kp-xt-picker-detail" data-testid="kp-taxcode-detail">
          {selected ? (
            <>
              <span className="kp-xt-label">编码</span>
              <span>{selected.code}</span>
              <span className="kp-xt-label">简称</span>
              <span>{selected.short_name}</span>
              <span className="kp-xt-label">名称</span>
              <span className="kp-xt-wide">{selected.name}</span>
              <span className="kp-xt-label">税率/征收率</span>
              <span>{ratesText(selected) || '—'}</span>
              <span className="kp-xt-label">特殊管理</span>
              <span>{selected.special_management || '—'}</span>
              {selected.is_summary ? (
                <span className="kp-xt-wide kp-xt-picker-note">汇总项，不能用于开票，请展开后选择下级编码</span>
              ) : null}
            </>
          ) : (
            <span className="kp-xt-wide" style={{ gridColumn: '1 / 5', color: '#888' }}>
              选择一个编码后，其简称（分类简称）和税率将带入商品编码
            </span>
          )}
        </div>
      </div>
    </ClientWindow>
  );
}
