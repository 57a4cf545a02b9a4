import { ArrowDownOutlined, ArrowUpOutlined } from '@ant-design/icons';
import { Button, Space, Tooltip } from 'antd';

/** 上移 / 下移 of one row of an ordered list. */
export function OrderButtons({
  index,
  count,
  disabled,
  onMove,
}: {
  index: number;
  count: number;
  disabled?: boolean;
  onMove: (step: -1 | 1) => void;
}) {
  return (
    <Space size={0}>
      <Tooltip title="上移">
        <Button
          type="text"
          size="small"
          aria-label="上移"
          icon={<ArrowUpOutlined />}
          disabled={disabled || index === 0}
          onClick={() => onMove(-1)}
        />
      </Tooltip>
      <Tooltip title="下移">
        <Button
          type="text"
          size="small"
          aria-label="下移"
          icon={<ArrowDownOutlined />}
          disabled={disabled || index === count - 1}
          onClick={() => onMove(1)}
        />
      </Tooltip>
    </Space>
  );
}
