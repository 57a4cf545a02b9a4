import type { TTaxCodeNode } from '@sxpt/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  Alert,
  Button,
  Descriptions,
  Empty,
  Flex,
  Input,
  Modal,
  Spin,
  Table,
  type TableColumnsType,
  Tag,
  Tree,
  Typography,
} from 'antd';
import type { DataNode, EventDataNode } from 'antd/es/tree';
import { useState } from 'react';
import { bwkpAdminKeys, fetchTaxCodeChildren, searchTaxCodes } from './bwkp-admin-api';

interface TTreeNode extends DataNode {
  key: string;
  node: TTaxCodeNode;
  children?: TTreeNode[];
}

function toTreeNode(node: TTaxCodeNode): TTreeNode {
  return {
    key: node.code,
    node,
    isLeaf: !node.has_children,
    title: (
      <span>
        {node.name}
        <Typography.Text type="secondary" style={{ fontSize: 12, marginInlineStart: 6 }}>
          {node.code}
        </Typography.Text>
      </span>
    ),
  };
}

function withChildren(nodes: TTreeNode[], key: string, children: TTreeNode[]): TTreeNode[] {
  return nodes.map((entry) => {
    if (entry.key === key) return { ...entry, children };
    return entry.children ? { ...entry, children: withChildren(entry.children, key, children) } : entry;
  });
}

function CodeDetail({ node, onPick }: { node: TTaxCodeNode | null; onPick: (node: TTaxCodeNode) => void }) {
  if (!node) {
    return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="在左侧展开分类树或搜索，选择一个可开票的编码" />;
  }
  return (
    <Flex vertical gap={12}>
      <Descriptions bordered size="small" column={1}>
        <Descriptions.Item label="税收分类编码">{node.code}</Descriptions.Item>
        <Descriptions.Item label="名称">{node.name}</Descriptions.Item>
        <Descriptions.Item label="简称">{node.short_name || '—'}</Descriptions.Item>
        <Descriptions.Item label="税率">{node.rates || '—'}</Descriptions.Item>
        <Descriptions.Item label="特殊管理">{node.special_management || '—'}</Descriptions.Item>
      </Descriptions>
      {node.is_summary ? (
        <Alert type="warning" showIcon title="汇总项不能用于开票，请展开后选择其下级编码" />
      ) : (
        <Button type="primary" onClick={() => onPick(node)}>
          选用该编码
        </Button>
      )}
    </Flex>
  );
}

function SearchResults({
  keyword,
  selected,
  onSelect,
  onPick,
}: {
  keyword: string;
  selected: TTaxCodeNode | null;
  onSelect: (node: TTaxCodeNode) => void;
  onPick: (node: TTaxCodeNode) => void;
}) {
  const [page, setPage] = useState(1);
  const results = useQuery({
    queryKey: bwkpAdminKeys.taxSearch(keyword, page),
    queryFn: () => searchTaxCodes(keyword, page),
  });
  const columns: TableColumnsType<TTaxCodeNode> = [
    { title: '编码', dataIndex: 'code', width: 170 },
    { title: '名称', dataIndex: 'name' },
    { title: '简称', dataIndex: 'short_name', width: 110 },
    { title: '税率', dataIndex: 'rates', width: 80 },
  ];
  if (results.isError) return <Alert type="error" showIcon title={`搜索失败：${results.error.message}`} />;
  return (
    <Table<TTaxCodeNode>
      rowKey="code"
      size="small"
      loading={results.isFetching}
      columns={columns}
      dataSource={results.data?.list ?? []}
      rowClassName={(row) => (row.code === selected?.code ? 'ant-table-row-selected' : '')}
      onRow={(row) => ({ onClick: () => onSelect(row), onDoubleClick: () => onPick(row) })}
      locale={{ emptyText: <Empty description="没有匹配的可开票编码" /> }}
      pagination={{
        current: page,
        pageSize: 20,
        total: results.data?.total ?? 0,
        showSizeChanger: false,
        showTotal: (total) => `共 ${total} 条`,
        onChange: setPage,
      }}
    />
  );
}

/**
 * 选择税收分类编码: the 商品和服务税收分类编码表 as a lazily loaded tree (six groups, then their children) and a search;
 * a code usable on an invoice is chosen with 选用该编码 or by double-clicking it.
 */
export function TaxCodePicker({
  open,
  onClose,
  onPick,
}: {
  open: boolean;
  onClose: () => void;
  onPick: (node: TTaxCodeNode) => void;
}) {
  const queryClient = useQueryClient();
  const [expanded, setExpanded] = useState<TTreeNode[] | null>(null);
  const [selected, setSelected] = useState<TTaxCodeNode | null>(null);
  const [search, setSearch] = useState('');
  const [keyword, setKeyword] = useState('');
  const treeQuery = (parent: string) => ({
    queryKey: bwkpAdminKeys.taxTree(parent),
    queryFn: () => fetchTaxCodeChildren(parent || undefined),
    staleTime: 300_000,
  });
  const roots = useQuery({ ...treeQuery(''), enabled: open });
  /** the tree as far as it was opened (the six groups until a branch is loaded) */
  const treeData = expanded ?? roots.data?.map(toTreeNode) ?? null;

  async function loadData(entry: EventDataNode<TTreeNode>) {
    if (entry.children || treeData === null) return;
    const nodes = (await queryClient.fetchQuery(treeQuery(entry.key))).map(toTreeNode);
    setExpanded((current) => withChildren(current ?? treeData, entry.key, nodes));
  }

  const pick = (node: TTaxCodeNode) => {
    if (node.is_summary) return;
    onPick(node);
  };

  return (
    <Modal title="选择税收分类编码" open={open} onCancel={onClose} footer={null} width={980} destroyOnHidden>
      <Input.Search
        allowClear
        placeholder="输入编码开头，或名称、简称中的文字，例如：办公椅、家具、1050201"
        aria-label="搜索税收分类编码"
        value={search}
        onChange={(event) => {
          setSearch(event.target.value);
          if (!event.target.value.trim()) setKeyword('');
        }}
        onSearch={(value) => setKeyword(value.trim())}
        style={{ marginBottom: 12 }}
      />
      <Flex gap={16} align="flex-start">
        <div
          style={{
            flex: '1 1 560px',
            height: 460,
            overflow: 'auto',
            border: '1px solid #f0f0f0',
            borderRadius: 6,
            padding: 8,
          }}
        >
          {keyword ? (
            <SearchResults key={keyword} keyword={keyword} selected={selected} onSelect={setSelected} onPick={pick} />
          ) : roots.isError ? (
            <Alert type="error" showIcon title={`编码表加载失败：${roots.error.message}`} />
          ) : treeData === null ? (
            <Flex justify="center" style={{ padding: 40 }}>
              <Spin />
            </Flex>
          ) : (
            <Tree<TTreeNode>
              blockNode
              treeData={treeData}
              loadData={loadData}
              selectedKeys={selected ? [selected.code] : []}
              onSelect={(_, info) => setSelected(info.node.node)}
              onDoubleClick={(_, entry) => pick(entry.node)}
            />
          )}
        </div>
        <div style={{ flex: '0 0 340px' }}>
          {selected?.is_summary === false ? (
            <Tag color="green" style={{ marginBottom: 8 }}>
              可开票编码
            </Tag>
          ) : null}
          <CodeDetail node={selected} onPick={pick} />
        </div>
      </Flex>
    </Modal>
  );
}
