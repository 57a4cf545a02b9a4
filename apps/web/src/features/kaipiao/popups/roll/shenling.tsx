// shenling (发票领用 · 网上申领管理): the student's roll applications as the server keeps them (fpsl_list), with the
// toolbar of the client's dialog: 申领 (the apply form), 读入 (read the rolls in), 发票卷 (the current rolls).
import { CloseOutlined, EyeOutlined, FileAddOutlined, ImportOutlined, ReloadOutlined } from '@ant-design/icons';
import type { TBwkpRoll } from '@sxpt/contract';
import { useQuery } from '@tanstack/react-query';
import { Button, Table, type TableColumnsType } from 'antd';
import { ClientWindow } from '../../client-window';
import { kaipiaoApi, kaipiaoKeys } from '../../kaipiao-api';
import { useKaipiaoStore } from '../../kaipiao-store';
import type { TPopupProps } from '../../popup-types';
import { usePopup } from '../../use-popup';
import { applyResultLabel, formatTime, kindLabel, kindsToApply } from './roll-labels';
import type { TShenlingBdProps } from './shenling-bd';
import './roll.css';

export const SHENLING_TITLE = '发票领用 — 网上申领管理';

const columns: TableColumnsType<TBwkpRoll> = [
  { title: '序号', key: 'index', width: 48, align: 'center', render: (_value, _row, index) => index + 1 },
  { title: '发票种类', dataIndex: 'invoice_zl', key: 'invoice_zl', render: (_value, row) => kindLabel(row.invoice_zl) },
  { title: '发票代码', dataIndex: 'invoice_code', key: 'invoice_code' },
  { title: '起始号码', dataIndex: 'start_num', key: 'start_num' },
  { title: '终止号码', dataIndex: 'end_num', key: 'end_num' },
  { title: '申领数量', dataIndex: 'apply_num', key: 'apply_num', align: 'right' },
  {
    title: '领取方式',
    dataIndex: 'apply_result',
    key: 'apply_result',
    render: (value: number) => applyResultLabel(value),
  },
  {
    title: '是否读入',
    dataIndex: 'is_read',
    key: 'is_read',
    align: 'center',
    render: (value: number) => (value === 1 ? '已读入' : '未读入'),
  },
  { title: '领票时间', dataIndex: 'lp_time', key: 'lp_time', render: (value: string) => formatTime(value) },
  { title: '已开票数', dataIndex: 'ykp_num', key: 'ykp_num', align: 'right' },
  { title: '剩余份数', dataIndex: 'remaining', key: 'remaining', align: 'right' },
];

export default function Shenling({ zIndex, close }: TPopupProps) {
  const popup = usePopup();
  const progress = useKaipiaoStore((state) => state.progress);
  const rolls = useQuery({ queryKey: kaipiaoKeys.rolls, queryFn: () => kaipiaoApi.rolls() });
  const list = rolls.data?.list ?? [];

  const openApply = () => {
    // start the form on a kind not yet applied for (the progress says which); the student may change it
    const [next] = kindsToApply(progress);
    const props: TShenlingBdProps = next ? { invoiceZl: next } : {};
    popup.open('shenlingBd', props);
  };

  return (
    <ClientWindow
      title={SHENLING_TITLE}
      zIndex={zIndex}
      onClose={close}
      width={980}
      testId="kp-shenling"
      footer={
        <Button size="small" onClick={close}>
          关闭
        </Button>
      }
    >
      <div className="kp-roll-toolbar">
        <Button size="small" icon={<FileAddOutlined />} onClick={openApply}>
          申领
        </Button>
        <Button size="small" icon={<ImportOutlined />} onClick={() => popup.open('duru')}>
          读入
        </Button>
        <Button size="small" icon={<EyeOutlined />} onClick={() => popup.open('kaijuan')}>
          发票卷
        </Button>
        <Button size="small" icon={<ReloadOutlined />} loading={rolls.isFetching} onClick={() => void rolls.refetch()}>
          刷新
        </Button>
        <Button size="small" icon={<CloseOutlined />} onClick={close}>
          退出
        </Button>
      </div>
      <p className="kp-roll-caption">发票申领记录（共 {rolls.data?.total ?? 0} 条）</p>
      <Table<TBwkpRoll>
        className="kp-roll-grid"
        size="small"
        bordered
        rowKey="id"
        columns={columns}
        dataSource={list}
        loading={rolls.isLoading}
        pagination={false}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: '暂无申领记录，请点击“申领”填写发票申领单' }}
      />
      <p className="kp-roll-note">
        申领的发票须通过“读入”从税控设备读入后方可开具；普通发票和专用发票均申领后才能读入。
      </p>
    </ClientWindow>
  );
}
