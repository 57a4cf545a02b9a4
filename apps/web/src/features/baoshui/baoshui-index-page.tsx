// /baoshuiViews/index: the tax bureau's home: 我要办税 → 税费申报及缴纳, the returns due of every category, and the
// ways to 申报流程 and 缴款流程.
import { FILING_CATEGORIES } from '@sxpt/domain';
import { Card, Col, Row } from 'antd';
import { useNavigate } from 'react-router';
import { BAOSHUI_PATHS } from './baoshui-api';
import { BaoshuiPage, useFiling } from './baoshui-shell';
import { ReturnsDue } from './returns-due';

function Home({ items }: { items: Parameters<typeof ReturnsDue>[0]['items'] }) {
  const navigate = useNavigate();
  const { refresh } = useFiling();
  const firstCategory = FILING_CATEGORIES.find((category) => items.some((item) => item.category === category.id));
  const tiles = [
    {
      title: '税费申报及缴纳',
      text: '按期应申报的税费，填写申报表并申报',
      to: firstCategory ? BAOSHUI_PATHS.type(firstCategory.id) : BAOSHUI_PATHS.index,
    },
    { title: '申报流程', text: '填写、保存校验、申报、缴款四步', to: BAOSHUI_PATHS.declare },
    { title: '税费缴纳', text: '已申报未缴款的税费，三方协议缴款', to: BAOSHUI_PATHS.pay },
  ];
  return (
    <>
      <h2 className="bs-title">我要办税</h2>
      <Row gutter={16} className="bs-tiles">
        {tiles.map((tile) => (
          <Col span={8} key={tile.title}>
            <Card hoverable onClick={() => navigate(tile.to)} role="link" aria-label={tile.title}>
              <Card.Meta title={tile.title} description={tile.text} />
            </Card>
          </Col>
        ))}
      </Row>
      <ReturnsDue items={items} onRefresh={() => void refresh()} />
    </>
  );
}

export default function BaoshuiIndexPage() {
  return <BaoshuiPage position="首页">{(items) => <Home items={items} />}</BaoshuiPage>;
}
