import { Breadcrumb } from 'antd';
import { Link } from 'react-router';
import { matchRoute } from '../routes';

/** Breadcrumbs from route titles: the groups above the page, then the page. */
export function AppBreadcrumb({ pathname }: { pathname: string }) {
  const match = matchRoute(pathname);
  if (!match) return null;
  const items = [
    ...match.ancestors.map((group) => ({ key: group.path, title: <Link to={group.path}>{group.title}</Link> })),
    { key: match.node.path, title: match.node.title },
  ];
  return <Breadcrumb items={items} />;
}
