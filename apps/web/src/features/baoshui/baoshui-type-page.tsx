// /baoshuiViews/type/{id}: one filing category (税费申报及缴纳 › 增值税及附加税费申报 …): its returns due.
import type { TBaoshuiTaxItem } from '@sxpt/contract';
import { categoryName } from '@sxpt/domain';
import { useParams } from 'react-router';
import { BaoshuiPage, useFiling } from './baoshui-shell';
import { ReturnsDue } from './returns-due';

function Category({ name, items }: { name: string; items: TBaoshuiTaxItem[] }) {
  const { refresh } = useFiling();
  return (
    <>
      <h2 className="bs-title">{name}</h2>
      <ReturnsDue items={items} onRefresh={() => void refresh()} />
    </>
  );
}

export default function BaoshuiTypePage() {
  const { id } = useParams();
  const category = Number(id);
  const name = categoryName(category);
  return (
    <BaoshuiPage position={`我要办税 › 税费申报及缴纳 › ${name}`}>
      {(items) => <Category name={name} items={items.filter((item) => item.category === category)} />}
    </BaoshuiPage>
  );
}
