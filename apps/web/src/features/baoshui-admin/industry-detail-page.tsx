// /adminViews/dutiableAdmin/industry_detail?id=: a filing case at a glance: the company, its returns due with each
// form's answer (entered or not, 编辑答案) and the blocking checks the answers still fail, the source documents and
// the case notes; 启用 once every answer passes.
import type { TTaxCaseDetail } from '@sxpt/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Card, Descriptions, Flex, List, Result, Space, Spin, Tag, Typography } from 'antd';
import { useNavigate, useSearchParams } from 'react-router';
import { LoadFailed } from '../../components/load-failed';
import { RichText } from '../../components/rich-text';
import { idParam } from '../admin/admin-paths';
import { TAX_ADMIN_PATHS, taxAdminApi, taxAdminKeys } from './baoshui-admin-api';

function Detail({ detail }: { detail: TTaxCaseDetail }) {
  const navigate = useNavigate();
  const { message } = App.useApp();
  const client = useQueryClient();
  const setStatus = async (status: 0 | 1) => {
    await taxAdminApi.setStatus(detail.id, status);
    message.success(status === 1 ? '已启用' : '已停用');
    await client.invalidateQueries({ queryKey: taxAdminKeys.all });
  };
  const blocked = detail.items.some((item) => item.problems.length > 0);
  return (
    <Flex vertical gap={16}>
      <Card
        title={detail.name}
        extra={
          <Space>
            {detail.status === 1 ? <Tag color="green">已启用</Tag> : <Tag>未启用</Tag>}
            <Button onClick={() => navigate(TAX_ADMIN_PATHS.edit(detail.id))}>编辑案例</Button>
            {detail.status === 1 ? (
              <Button onClick={() => setStatus(0).catch(() => undefined)}>停用</Button>
            ) : (
              <Button type="primary" disabled={blocked} onClick={() => setStatus(1).catch(() => undefined)}>
                启用
              </Button>
            )}
            <Button onClick={() => navigate(TAX_ADMIN_PATHS.list)}>返回列表</Button>
          </Space>
        }
      >
        <Descriptions size="small" column={3}>
          <Descriptions.Item label="企业名称">{detail.company_name}</Descriptions.Item>
          <Descriptions.Item label="统一社会信用代码">{detail.id_code}</Descriptions.Item>
          <Descriptions.Item label="纳税人资格">{detail.bill}</Descriptions.Item>
          <Descriptions.Item label="申报日期">{detail.report_date}</Descriptions.Item>
          <Descriptions.Item label="学生">{detail.practice_count} 人</Descriptions.Item>
          <Descriptions.Item label="缴款账户">
            {detail.accounts
              .filter((account) => account.agreement)
              .map((account) => `${account.subbranch} ${account.card_number}`)
              .join('；')}
          </Descriptions.Item>
        </Descriptions>
      </Card>
      {detail.items.map((item) => (
        <Card
          key={item.id}
          size="small"
          title={`${item.taxes_name} · ${item.return_title}`}
          extra={`所属期 ${item.period_start} 至 ${item.period_end}，申报期限 ${item.deadline}`}
        >
          <List
            size="small"
            dataSource={item.reports}
            renderItem={(report) => (
              <List.Item
                actions={[
                  <Button
                    key="edit"
                    type="link"
                    onClick={() => navigate(TAX_ADMIN_PATHS.report(item.id, report.report_id))}
                  >
                    编辑答案
                  </Button>,
                ]}
              >
                <Space>
                  {report.bill_name}
                  {report.answered ? <Tag color="green">已填答案</Tag> : <Tag>未填答案</Tag>}
                </Space>
              </List.Item>
            )}
          />
          {item.problems.length > 0 ? (
            <Alert
              type="warning"
              showIcon
              message="答案未通过以下强制校验，案例不能启用"
              description={
                <ul style={{ margin: 0, paddingLeft: 18 }}>
                  {item.problems.map((problem) => (
                    <li key={problem}>{problem}</li>
                  ))}
                </ul>
              }
            />
          ) : (
            <Alert type="success" showIcon message="答案已通过全部强制校验" />
          )}
        </Card>
      ))}
      <Card size="small" title={`业务资料（${detail.documents.length}）`}>
        {detail.documents.length === 0 ? (
          <Typography.Text type="secondary">暂无业务资料</Typography.Text>
        ) : (
          detail.documents.map((doc) => (
            <section key={doc.title} style={{ marginBottom: 16 }}>
              <Typography.Title level={5}>{doc.title}</Typography.Title>
              <RichText text={doc.html} />
            </section>
          ))
        )}
      </Card>
      <Card size="small" title="案例说明">
        {detail.notes.length === 0 ? (
          <Typography.Text type="secondary">暂无说明（建议写明数据来源和未核实的事项）</Typography.Text>
        ) : (
          <ol style={{ margin: 0, paddingLeft: 18 }}>
            {detail.notes.map((note) => (
              <li key={note}>{note}</li>
            ))}
          </ol>
        )}
      </Card>
    </Flex>
  );
}

export default function IndustryDetailPage() {
  const [search] = useSearchParams();
  const id = idParam(search.get('id'));
  const detail = useQuery({
    queryKey: taxAdminKeys.detail(id ?? 0),
    queryFn: () => taxAdminApi.detail(id as number),
    enabled: id !== undefined,
  });
  if (id === undefined) return <Result status="404" title="申报案例不存在" />;
  if (detail.isError)
    return <LoadFailed title="申报案例加载失败" error={detail.error} onRetry={() => detail.refetch()} />;
  if (!detail.data) return <Spin />;
  return <Detail detail={detail.data} />;
}
