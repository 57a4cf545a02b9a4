// The list of returns due (申报清册 / 按期应申报, tax-filing-forms.md §8): 征收项目, 所属期起止, 申报期限, 申报日期 and
// 操作 (填写申报表 while declarable; 已申报 with the date once declared, then 去缴款 while owed).
import type { TBaoshuiTaxItem } from '@sxpt/contract';
import { FORMS_BY_CODE, formTypeOf, RETURNS_BY_CODE } from '@sxpt/domain';
import { Button, Empty, Space, Table, Tag } from 'antd';
import { useNavigate } from 'react-router';
import { BAOSHUI_PATHS, STATUS_LABELS, statusGroup } from './baoshui-api';

/** The report id of a return's main form (the catalogue's value), or null for a return the product lacks. */
export function mainReportId(item: TBaoshuiTaxItem): number | null {
  const ret = RETURNS_BY_CODE[item.return_code];
  const main = ret && FORMS_BY_CODE[ret.forms[0]];
  return main ? (formTypeOf(main.code)?.value ?? null) : null;
}

const STATUS_COLORS = { declarable: 'blue', payable: 'orange', completed: 'green', other: 'default' } as const;

export function StatusTag({ status }: { status: number }) {
  const group = statusGroup(status);
  return <Tag color={STATUS_COLORS[group]}>{STATUS_LABELS[group]}</Tag>;
}

export function ReturnsDue({ items, onRefresh }: { items: readonly TBaoshuiTaxItem[]; onRefresh?: () => void }) {
  const navigate = useNavigate();
  const open = (item: TBaoshuiTaxItem) => {
    const reportId = mainReportId(item);
    if (reportId !== null) navigate(BAOSHUI_PATHS.report(item.id, reportId));
  };
  return (
    <div className="bs-panel">
      <div className="bs-panel-head">
        <h3>按期应申报</h3>
        {onRefresh ? <Button onClick={onRefresh}>刷新</Button> : null}
      </div>
      <Table<TBaoshuiTaxItem>
        rowKey="id"
        size="middle"
        pagination={false}
        dataSource={[...items]}
        locale={{ emptyText: <Empty description="本期没有应申报的税费" /> }}
        columns={[
          { title: '序号', key: 'no', width: 56, render: (_, __, index) => index + 1 },
          { title: '征收项目', dataIndex: 'taxes_name', width: 100 },
          { title: '申报表', dataIndex: 'return_title', onCell: () => ({ style: { minWidth: 220 } }) },
          { title: '所属期起', dataIndex: 'period_start', width: 104 },
          { title: '所属期止', dataIndex: 'period_end', width: 104 },
          { title: '申报期限', dataIndex: 'deadline', width: 104 },
          { title: '申报日期', dataIndex: 'declared_date', width: 104, render: (value) => value ?? '' },
          { title: '状态', dataIndex: 'status', width: 80, render: (status: number) => <StatusTag status={status} /> },
          {
            title: '操作',
            key: 'action',
            render: (_, item) => {
              const group = statusGroup(item.status);
              if (group === 'declarable') {
                return (
                  <Button type="primary" size="small" onClick={() => open(item)}>
                    填写申报表
                  </Button>
                );
              }
              return (
                <Space size="small">
                  <span className="bs-declared">已申报</span>
                  <Button size="small" onClick={() => open(item)}>
                    查看申报表
                  </Button>
                  {group === 'payable' ? (
                    <Button size="small" type="primary" onClick={() => navigate(BAOSHUI_PATHS.pay)}>
                      去缴款
                    </Button>
                  ) : null}
                </Space>
              );
            },
          },
        ]}
      />
    </div>
  );
}
