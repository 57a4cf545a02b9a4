// /baoshuiViews/type/{id}: one filing category (税费申报及缴纳 › 增值税及附加税费申报 …): its returns due.
import type { TBaoshuiTaxItem } from '@sxpt/contract';
import { categoryName, FORM_TYPES, isBuiltFormType } from '@sxpt/domain';
import { Tag } from 'antd';
import { useParams } from 'react-router';
import { BaoshuiPage, useFiling } from './baoshui-shell';
import { ReturnsDue } from './returns-due';

/** The category's form types of the catalogue: the built ones, and the others plainly marked as not open. */
function FormTypes({ category }: { category: number }) {
  const types = FORM_TYPES.filter((type) => type.category === category);
  if (types.length === 0) return null;
  return (
    <div className="bs-panel">
      <h3>本类申报表</h3>
      <ul className="bs-form-types">
        {types.map((type) => (
          <li key={type.value}>
            <span>{type.label}</span>
            {isBuiltFormType(type) ? <Tag color="blue">可填报</Tag> : <Tag>暂未开放</Tag>}
          </li>
        ))}
      </ul>
    </div>
  );
}

function Category({ category, name, items }: { category: number; name: string; items: TBaoshuiTaxItem[] }) {
  const { refresh } = useFiling();
  return (
    <>
      <h2 className="bs-title">{name}</h2>
      <ReturnsDue items={items} onRefresh={() => void refresh()} />
      <FormTypes category={category} />
    </>
  );
}

export default function BaoshuiTypePage() {
  const { id } = useParams();
  const category = Number(id);
  const name = categoryName(category);
  return (
    <BaoshuiPage position={`我要办税 › 税费申报及缴纳 › ${name}`}>
      {(items) => (
        <Category category={category} name={name} items={items.filter((item) => item.category === category)} />
      )}
    </BaoshuiPage>
  );
}
