import { ToolOutlined } from '@ant-design/icons';
import { Card, Result, Tag } from 'antd';

/** What a screen whose feature is not built yet shows: its title, plainly 功能建设中, and why. No sample data. */
export function UnderConstruction({ title }: { title: string }) {
  return (
    <Card variant="borderless">
      <Result
        icon={<ToolOutlined style={{ color: '#8c8c8c' }} />}
        title={
          <span>
            {title} <Tag color="default">功能建设中</Tag>
          </span>
        }
        subTitle="该功能正在开发，暂不可使用；完成后会直接出现在此页面，无需另行设置。"
      />
    </Card>
  );
}
