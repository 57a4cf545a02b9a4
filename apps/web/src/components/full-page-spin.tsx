import { Flex, Spin } from 'antd';

/** Centered spinner for a whole page (session check, page code loading). */
export function FullPageSpin({ tip = '加载中…' }: { tip?: string }) {
  return (
    <Flex vertical align="center" justify="center" gap={12} style={{ minHeight: '60vh', color: '#8c8c8c' }}>
      <Spin size="large" />
      <span>{tip}</span>
    </Flex>
  );
}
