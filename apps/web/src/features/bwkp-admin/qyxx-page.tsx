import { EditOutlined } from '@ant-design/icons';
import { bwkpInvoiceTypeLabels, type TBwkpAdminApply } from '@sxpt/contract';
import { Button, Card, Descriptions, Empty, Flex, Skeleton, Typography } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { LoadFailed } from '../../components/load-failed';
import { ApplyModal } from './apply-modal';
import { qyxxEditPath } from './bwkp-admin-paths';
import { CaseScreen } from './case-shell';
import { useApply, useQyxx } from './use-case-data';

const dash = (text: string) => text || '—';

function QyxxCard({ caseId }: { caseId: number }) {
  const navigate = useNavigate();
  const qyxx = useQyxx(caseId);
  const edit = (
    <Button type="primary" icon={<EditOutlined />} onClick={() => navigate(qyxxEditPath(caseId))}>
      {qyxx.data ? '编辑企业信息' : '填写企业信息'}
    </Button>
  );
  if (qyxx.isError) return <LoadFailed title="企业信息加载失败" error={qyxx.error} onRetry={() => qyxx.refetch()} />;
  return (
    <Card title="企业信息（第1题的答案，及发票卷的发票代码）" extra={qyxx.data ? edit : null}>
      {qyxx.isPending ? (
        <Skeleton active />
      ) : qyxx.data ? (
        <Descriptions bordered size="small" column={{ xs: 1, md: 2 }}>
          <Descriptions.Item label="纳税人识别号">{qyxx.data.nsr_sbh}</Descriptions.Item>
          <Descriptions.Item label="纳税人名称">{qyxx.data.nsr_mc}</Descriptions.Item>
          <Descriptions.Item label="经营地址">{qyxx.data.business_address}</Descriptions.Item>
          <Descriptions.Item label="电话号码">{qyxx.data.phone_number}</Descriptions.Item>
          <Descriptions.Item label="开户银行">{qyxx.data.bank_name}</Descriptions.Item>
          <Descriptions.Item label="银行账号">{qyxx.data.account}</Descriptions.Item>
          <Descriptions.Item label="主管税务机关">{qyxx.data.supervisor_name}</Descriptions.Item>
          <Descriptions.Item label="省份（读入发票时显示）">{dash(qyxx.data.province)}</Descriptions.Item>
          <Descriptions.Item label="普通发票代码">{qyxx.data.pt_fpdm}</Descriptions.Item>
          <Descriptions.Item label="专用发票代码">{qyxx.data.zy_fpdm}</Descriptions.Item>
        </Descriptions>
      ) : (
        <Empty description="还没有填写企业信息">{edit}</Empty>
      )}
    </Card>
  );
}

function ApplyDescriptions({ answer }: { answer: TBwkpAdminApply }) {
  const isCourier = answer.apply_result === 2;
  return (
    <Descriptions bordered size="small" column={1} title={bwkpInvoiceTypeLabels[answer.invoice_zl]}>
      <Descriptions.Item label="申领数量">{answer.apply_num} 份</Descriptions.Item>
      <Descriptions.Item label="领取方式">{isCourier ? '邮寄' : '自取'}</Descriptions.Item>
      <Descriptions.Item label="申领人">{answer.shenling_slr}</Descriptions.Item>
      <Descriptions.Item label="证件">
        {answer.shenling_zjlx} {answer.shenling_zjh}
      </Descriptions.Item>
      <Descriptions.Item label="申领说明">{dash(answer.shenling_shuoming)}</Descriptions.Item>
      {isCourier ? <Descriptions.Item label="收件人">{answer.shenling_shoujianren}</Descriptions.Item> : null}
      {isCourier ? <Descriptions.Item label="收件地址电话">{answer.shenling_dztel}</Descriptions.Item> : null}
      <Descriptions.Item label="发票起始号码">
        {answer.start_num === null ? '每个学生随机' : String(answer.start_num).padStart(8, '0')}
      </Descriptions.Item>
    </Descriptions>
  );
}

function ApplyCard({ caseId }: { caseId: number }) {
  const apply = useApply(caseId);
  const [isEditing, setIsEditing] = useState(false);
  if (apply.isError) return <LoadFailed title="申领答案加载失败" error={apply.error} onRetry={() => apply.refetch()} />;
  const list = apply.data?.list ?? [];
  const edit = (
    <Button icon={<EditOutlined />} onClick={() => setIsEditing(true)}>
      {list.length ? '编辑申领答案' : '填写申领答案'}
    </Button>
  );
  return (
    <Card title="发票申领答案（第4题）" extra={list.length ? edit : null}>
      {apply.isPending ? (
        <Skeleton active />
      ) : list.length ? (
        <Flex gap={16} wrap>
          {list.map((answer) => (
            <div key={answer.invoice_zl} style={{ flex: '1 1 360px' }}>
              <ApplyDescriptions answer={answer} />
            </div>
          ))}
        </Flex>
      ) : (
        <Empty description="还没有填写增值税普通发票和专用发票的申领答案">{edit}</Empty>
      )}
      <Typography.Paragraph type="secondary" style={{ marginTop: 12, marginBottom: 0 }}>
        学生在第4题按这里的内容分别申领增值税普通发票和专用发票，再读入发票。固定起始号码时，每个学生的发票号码相同，红字题目对应的正数发票号码可以预先算出。
      </Typography.Paragraph>
      <ApplyModal caseId={caseId} answers={isEditing ? list : null} onClose={() => setIsEditing(false)} />
    </Card>
  );
}

/** /adminViews/bwkpAdmin/qyxx_management(?case_id=): the company of a case and its expected apply forms. */
export default function QyxxPage() {
  return (
    <CaseScreen screen="qyxx" title="企业信息">
      {(caseId) => (
        <>
          <QyxxCard caseId={caseId} />
          <ApplyCard caseId={caseId} />
        </>
      )}
    </CaseScreen>
  );
}
