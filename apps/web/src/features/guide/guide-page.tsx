import { Role, type TRole } from '@sxpt/contract';
import { Card, Collapse, Tag, Typography } from 'antd';
import { buildSidebarItems, type TSidebarItem } from '../../app/layout/sidebar-items';
import { acc5Routes, collegeRoutes, handsonRoutes, homePathFor } from '../../app/routes';
import { useSessionStore } from '../../app/session-store';
import { PublicShell } from '../../components/public-shell';

const { Paragraph, Title, Text } = Typography;

/** The menu a role sees, listed from the same route tables the sidebar is built from. */
function MenuOutline({ items }: { items: readonly TSidebarItem[] }) {
  return (
    <ul style={{ margin: '4px 0 0', paddingInlineStart: 20 }}>
      {items.map((item) => (
        <li key={item.key} style={{ marginBottom: 4 }}>
          <Text strong>{item.label}</Text>
          {item.children ? (
            <Text type="secondary">：{item.children.map((child) => child.label).join('、')}</Text>
          ) : null}
        </li>
      ))}
    </ul>
  );
}

function roleSection(role: TRole) {
  switch (role) {
    case Role.admin:
      return (
        <>
          <Paragraph>
            在首页选择「院校登录」。登录后进入班级管理。左侧菜单按功能分组，点击顶部的菜单按钮可收起或展开，选择会被记住。
          </Paragraph>
          <MenuOutline items={buildSidebarItems(collegeRoutes, Role.admin)} />
          <Paragraph style={{ marginTop: 12 }}>
            本院校的系统资源未激活时，只能打开「系统许可证书」页面查看激活状态与有效期，其余院校功能暂不可用。
          </Paragraph>
        </>
      );
    case Role.teacher:
      return (
        <>
          <Paragraph>在首页选择「教师登录」。登录后进入「我的班级」，可查看所教班级及其学生。</Paragraph>
          <MenuOutline items={buildSidebarItems(collegeRoutes, Role.teacher)} />
        </>
      );
    case Role.student:
      return (
        <>
          <Paragraph>
            在首页选择「学生登录」。登录后进入学习中心首页，在这里选择课程，再进入视频学习、讲义学习、实训练习、考试和成绩报告。
            账务实训等实训页面需要先在学习中心选定课程；未选定时会自动回到学习中心首页。
          </Paragraph>
          <Paragraph>账务实训页面左侧菜单：</Paragraph>
          <MenuOutline items={buildSidebarItems(handsonRoutes, Role.student)} />
        </>
      );
    default:
      return (
        <>
          <Paragraph>
            学校管理人员请从首页右上角的「学校管理入口」登录（地址 /login），负责维护教学内容和院校账号。
          </Paragraph>
          <MenuOutline items={buildSidebarItems(acc5Routes, Role.acc5)} />
        </>
      );
  }
}

const roleTitles: ReadonlyArray<readonly [TRole, string]> = [
  [Role.student, '学生'],
  [Role.teacher, '教师'],
  [Role.admin, '院校管理员'],
  [Role.acc5, '学校管理'],
];

/** /guide: a short usage guide for the four roles. */
export default function GuidePage() {
  const role = useSessionStore((state) => state.role);
  return (
    <PublicShell homePath={role === null ? '/index' : homePathFor(role)}>
      <Card>
        <Title level={2} style={{ marginTop: 0 }}>
          使用指南
        </Title>
        <Paragraph>
          本平台供职业院校开展财会、税务实践教学。学生、教师、院校管理员和学校管理人员使用各自的账号，从不同入口登录，
          登录后只能看到本角色可用的功能。账号由所在院校或学校管理部门分配；忘记密码请联系所在院校的管理员。
        </Paragraph>
        <Title level={4}>通用操作</Title>
        <ul style={{ paddingInlineStart: 20 }}>
          <li>右上角头像菜单：「个人中心」可修改姓名、头像、登录密码和绑定手机号；「退出登录」结束本次登录。</li>
          <li>修改密码后，该账号在其他设备上的登录会自动退出。</li>
          <li>登录过期后系统会回到首页，重新登录即可回到原来要打开的页面。</li>
          <li>
            标有 <Tag>功能建设中</Tag> 的页面表示该功能尚在开发，暂不可用。
          </li>
        </ul>
        <Title level={4}>各角色说明</Title>
        <Collapse
          defaultActiveKey={role === null ? [String(Role.student)] : [String(role)]}
          items={roleTitles.map(([key, label]) => ({ key: String(key), label, children: roleSection(key) }))}
        />
      </Card>
    </PublicShell>
  );
}
