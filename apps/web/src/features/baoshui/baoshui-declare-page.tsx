// /baoshuiViews/declare (申报流程): the four steps of filing in the portal, and where each of the student's returns is.
import type { TBaoshuiTaxItem } from '@sxpt/contract';
import { Button, Steps, Table } from 'antd';
import { useNavigate } from 'react-router';
import { BAOSHUI_PATHS, statusGroup } from './baoshui-api';
import { BaoshuiPage } from './baoshui-shell';
import { mainReportId, StatusTag } from './returns-due';

const STEPS = [
  {
    title: '填写申报表',
    description: '我要办税 › 税费申报及缴纳，在按期应申报中点“填写申报表”，按业务资料逐栏填写主表和附列资料',
  },
  {
    title: '保存并校验',
    description: '每张表保存时系统计算锁定栏次并运行表内校验；红色提示为强制校验，须修改后才能申报',
  },
  {
    title: '申报',
    description: '全部表填写完成后点“申报”：系统运行表间校验，通过后提示申报成功，否则列出未通过的校验或有误的栏次',
  },
  { title: '缴款', description: '申报成功后在税费缴纳中勾选应缴税费，选择签订三方协议的账户，点“三方协议缴款”' },
];

function stepOf(item: TBaoshuiTaxItem): number {
  const group = statusGroup(item.status);
  if (group === 'completed') return 4;
  if (group === 'payable') return 3;
  return 0;
}

function Process({ items }: { items: TBaoshuiTaxItem[] }) {
  const navigate = useNavigate();
  return (
    <>
      <h2 className="bs-title">申报流程</h2>
      <div className="bs-panel">
        <Steps direction="vertical" current={-1} items={STEPS} />
      </div>
      <div className="bs-panel">
        <h3>我的申报进度</h3>
        <Table<TBaoshuiTaxItem>
          rowKey="id"
          pagination={false}
          dataSource={items}
          columns={[
            { title: '征收项目', dataIndex: 'taxes_name', width: 120 },
            { title: '申报表', dataIndex: 'return_title' },
            {
              title: '所属期',
              key: 'period',
              width: 210,
              render: (_, item) => `${item.period_start} 至 ${item.period_end}`,
            },
            {
              title: '进度',
              key: 'progress',
              width: 360,
              render: (_, item) => (
                <Steps size="small" current={stepOf(item)} items={STEPS.map((step) => ({ title: step.title }))} />
              ),
            },
            {
              title: '状态',
              dataIndex: 'status',
              width: 90,
              render: (status: number) => <StatusTag status={status} />,
            },
            {
              title: '操作',
              key: 'go',
              width: 120,
              render: (_, item) => {
                const reportId = mainReportId(item);
                if (statusGroup(item.status) === 'payable') {
                  return (
                    <Button size="small" type="primary" onClick={() => navigate(BAOSHUI_PATHS.pay)}>
                      去缴款
                    </Button>
                  );
                }
                return reportId === null ? null : (
                  <Button size="small" onClick={() => navigate(BAOSHUI_PATHS.report(item.id, reportId))}>
                    {statusGroup(item.status) === 'declarable' ? '去申报' : '查看申报表'}
                  </Button>
                );
              },
            },
          ]}
        />
      </div>
    </>
  );
}

export default function BaoshuiDeclarePage() {
  return <BaoshuiPage position="申报流程">{(items) => <Process items={items} />}</BaoshuiPage>;
}
