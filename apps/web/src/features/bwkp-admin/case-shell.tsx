import { UnorderedListOutlined } from '@ant-design/icons';
import type { TBwkpAdminCaseDetail, TBwkpAdminCaseProblem } from '@sxpt/contract';
import { Alert, Button, Card, Empty, Flex, Result, Segmented, Typography } from 'antd';
import { type ReactNode, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { caseManagePath, caseScreenPath, caseScreens, idParam, type TCaseScreen } from './bwkp-admin-paths';
import { CaseSelect } from './case-select';
import { CaseStatusTag } from './case-status-tag';
import { useCaseDetail, useCaseOptions } from './use-case-data';

const SHOWN_PROBLEMS = 6;

function FindingList({ findings }: { findings: readonly TBwkpAdminCaseProblem[] }) {
  const [isOpen, setIsOpen] = useState(false);
  const shown = isOpen ? findings : findings.slice(0, SHOWN_PROBLEMS);
  return (
    <div>
      <ul style={{ margin: '4px 0 0', paddingInlineStart: 20 }}>
        {shown.map((finding) => (
          <li key={`${finding.area}-${finding.sort}-${finding.message}`}>{finding.message}</li>
        ))}
      </ul>
      {findings.length > SHOWN_PROBLEMS ? (
        <Button type="link" size="small" style={{ paddingInline: 0 }} onClick={() => setIsOpen(!isOpen)}>
          {isOpen ? '收起' : `展开全部 ${findings.length} 条`}
        </Button>
      ) : null}
    </div>
  );
}

/** The whole-case check as the author needs it: what keeps the case from being enabled, and what to look at. */
export function CaseCheckAlert({ detail }: { detail: TBwkpAdminCaseDetail }) {
  const { problems, warnings } = detail.check;
  const warningBlock =
    warnings.length > 0 ? (
      <div style={{ marginTop: problems.length ? 8 : 0 }}>
        <Typography.Text type="secondary">提示（不影响启用）：</Typography.Text>
        <FindingList findings={warnings} />
      </div>
    ) : null;
  if (problems.length > 0) {
    return (
      <Alert
        type={detail.status === 1 ? 'error' : 'warning'}
        showIcon
        title={`案例尚不完整：${problems.length} 个问题处理完后才能启用`}
        description={
          <>
            <FindingList findings={problems} />
            {warningBlock}
          </>
        }
      />
    );
  }
  return (
    <Alert
      type={detail.status === 1 ? 'success' : 'info'}
      showIcon
      title={
        detail.status === 1
          ? '案例已启用，学生可以练习；每次保存都会检查，保存后案例须仍然完整'
          : '案例已完整，可以在案例列表中启用'
      }
      description={warningBlock}
    />
  );
}

/** A case screen opened without ?case_id=: choose a case first. */
function CasePickerCard({ title, onPick }: { title: string; onPick: (id: number) => void }) {
  const navigate = useNavigate();
  const cases = useCaseOptions();
  const isEmpty = cases.data !== undefined && cases.data.length === 0;
  return (
    <Card title={title}>
      <Flex vertical align="center" gap={16} style={{ padding: '40px 0' }}>
        {isEmpty ? (
          <Empty description="还没有开票实训案例">
            <Button type="primary" onClick={() => navigate(caseManagePath)}>
              前往课程管理新建案例
            </Button>
          </Empty>
        ) : (
          <>
            <Typography.Text type="secondary">请先选择要编辑的开票实训案例</Typography.Text>
            <CaseSelect onChange={onPick} style={{ width: 360 }} />
          </>
        )}
      </Flex>
    </Card>
  );
}

/** The case in hand: which case, its state, the way to its other screens, and its check. */
function CaseBar({ caseId, screen }: { caseId: number; screen: TCaseScreen }) {
  const navigate = useNavigate();
  const detail = useCaseDetail(caseId);
  return (
    <Card size="small">
      <Flex vertical gap={12}>
        <Flex gap={12} align="center" wrap justify="space-between">
          <Flex gap={8} align="center" wrap>
            <Typography.Text type="secondary">案例</Typography.Text>
            <CaseSelect value={caseId} onChange={(id) => navigate(caseScreenPath(screen, id))} style={{ width: 300 }} />
            {detail.data ? <CaseStatusTag status={detail.data.status} /> : null}
          </Flex>
          <Flex gap={8} align="center" wrap>
            <Segmented<TCaseScreen>
              aria-label="案例内容"
              value={screen}
              options={caseScreens.map((entry) => ({ value: entry.key, label: entry.title }))}
              onChange={(next) => navigate(caseScreenPath(next, caseId))}
            />
            <Button icon={<UnorderedListOutlined />} onClick={() => navigate(caseManagePath)}>
              案例列表
            </Button>
          </Flex>
        </Flex>
        {detail.data ? <CaseCheckAlert detail={detail.data} /> : null}
        {detail.isError ? <Alert type="error" showIcon title={`案例加载失败：${detail.error.message}`} /> : null}
      </Flex>
    </Card>
  );
}

/**
 * A screen of one case (?case_id=): without a case it asks for one; with it, the case bar above the screen's own
 * content, which is mounted again when the case changes.
 */
export function CaseScreen({
  screen,
  title,
  children,
}: {
  screen: TCaseScreen;
  title: string;
  children: (caseId: number) => ReactNode;
}) {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const caseId = idParam(params.get('case_id'));
  if (caseId === undefined) {
    return <CasePickerCard title={title} onPick={(id) => navigate(caseScreenPath(screen, id))} />;
  }
  return (
    <Flex vertical gap={16} key={caseId}>
      <CaseBar caseId={caseId} screen={screen} />
      {children(caseId)}
    </Flex>
  );
}

/** An edit screen opened without ?case_id= (it is always reached from a case's screen). */
export function NoCaseResult({ what }: { what: string }) {
  const navigate = useNavigate();
  return (
    <Card>
      <Result
        status="info"
        title="请先选择案例"
        subTitle={`${what}属于某个开票实训案例：请在案例列表中选择案例后编辑。`}
        extra={
          <Button type="primary" onClick={() => navigate(caseManagePath)}>
            前往案例列表
          </Button>
        }
      />
    </Card>
  );
}

/** The case id of an edit screen (?case_id=), which always comes from its list screen. */
export function useCaseIdParam(): number | undefined {
  const [params] = useSearchParams();
  return idParam(params.get('case_id'));
}
