// The tax bureau's frame (spec 02 §2.4): header, breadcrumb (纳税申报实训 › 选择行业 › 首页), the company name and
// unified social credit code, the current position, and the side navigation: 首页, the filing categories of the
// student's tax items (named by the lookup, collapsible), 申报流程 and 缴款流程. The course detail failing or empty
// sends the student to /studentViews/index; an empty tax list makes the tax set (set_taxes) and reloads.
import type { TBaoshuiCourseDetail, TBaoshuiTaxItem } from '@sxpt/contract';
import { FILING_CATEGORIES } from '@sxpt/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Breadcrumb, Menu, Result, Spin } from 'antd';
import { type ReactNode, useEffect, useMemo, useRef } from 'react';
import { Link, Navigate, useLocation, useNavigate } from 'react-router';
import { useToast } from '../../app/toast';
import { BareProviders } from '../../components/bare-providers';
import { practicePageLink } from '../kaipiao/shell/kaipiao-session';
import { BAOSHUI_PATHS, baoshuiApi, baoshuiKeys, hasFilingContext } from './baoshui-api';
import './baoshui.css';

const NO_CONTEXT_MESSAGE = '请从课程的实训练习进入电子税务局';

/** The company and the student's tax items; the set is made on first entry. */
export function useFiling() {
  const client = useQueryClient();
  const detail = useQuery({
    queryKey: baoshuiKeys.detail,
    queryFn: () => baoshuiApi.courseDetail(),
    retry: false,
  });
  const taxes = useQuery({
    queryKey: baoshuiKeys.taxes,
    queryFn: async () => {
      const list = await baoshuiApi.taxesList();
      return list.length > 0 ? list : baoshuiApi.setTaxes();
    },
    enabled: detail.isSuccess,
  });
  const refresh = () => client.invalidateQueries({ queryKey: baoshuiKeys.all });
  return { detail, taxes, refresh };
}

function SideNav({ items }: { items: readonly TBaoshuiTaxItem[] }) {
  const location = useLocation();
  const navigate = useNavigate();
  const categories = useMemo(
    () => FILING_CATEGORIES.filter((category) => items.some((item) => item.category === category.id)),
    [items],
  );
  const selected = location.pathname;
  return (
    <Menu
      mode="inline"
      className="bs-side-menu"
      selectedKeys={[selected]}
      defaultOpenKeys={['filing']}
      onClick={({ key }) => navigate(key)}
      items={[
        { key: BAOSHUI_PATHS.index, label: '首页' },
        {
          key: 'filing',
          label: '税费申报及缴纳',
          children: categories.map((category) => ({ key: BAOSHUI_PATHS.type(category.id), label: category.name })),
        },
        { key: BAOSHUI_PATHS.declare, label: '申报流程' },
        { key: BAOSHUI_PATHS.pay, label: '缴款流程' },
      ]}
    />
  );
}

function Frame({
  detail,
  items,
  position,
  children,
}: {
  detail: TBaoshuiCourseDetail;
  items: readonly TBaoshuiTaxItem[];
  position: string;
  children: ReactNode;
}) {
  return (
    <div className="bs-root">
      <header className="bs-header">
        <div className="bs-brand">
          <span className="bs-emblem" aria-hidden>
            税
          </span>
          <span>国家税务总局电子税务局（实训）</span>
        </div>
        <div className="bs-company" data-testid="bs-company">
          <span>{detail.company_name}</span>
          <span className="bs-code">统一社会信用代码：{detail.id_code}</span>
        </div>
      </header>
      <div className="bs-crumbs">
        <Breadcrumb
          items={[
            { title: <Link to={practicePageLink()}>纳税申报实训</Link> },
            { title: <Link to={practicePageLink()}>选择行业</Link> },
            { title: <Link to={BAOSHUI_PATHS.index}>首页</Link> },
          ]}
        />
        <span className="bs-position">当前位置：{position}</span>
      </div>
      <div className="bs-body">
        <aside className="bs-side">
          <SideNav items={items} />
        </aside>
        <main className="bs-main">{children}</main>
      </div>
    </div>
  );
}

function Loaded({ position, children }: { position: string; children: (items: TBaoshuiTaxItem[]) => ReactNode }) {
  const { detail, taxes } = useFiling();
  const toast = useToast();
  const warned = useRef(false);
  const leave = detail.isError || (detail.isSuccess && !detail.data?.company_name);
  useEffect(() => {
    if (leave && !warned.current) {
      warned.current = true;
      void toast.warning({ content: '未找到申报实训案例，请从课程重新进入', key: 'bs-no-case', duration: 4 });
    }
  }, [leave, toast]);
  if (leave) return <Navigate to={BAOSHUI_PATHS.studentHome} replace />;
  if (!detail.data || taxes.isLoading) {
    return (
      <div className="bs-loading">
        <Spin size="large" />
      </div>
    );
  }
  if (taxes.isError || !taxes.data) {
    return <Result status="error" title="申报事项加载失败" subTitle="请刷新页面重试" />;
  }
  return (
    <Frame detail={detail.data} items={taxes.data} position={position}>
      {children(taxes.data)}
    </Frame>
  );
}

function NoContext() {
  const toast = useToast();
  useEffect(() => {
    void toast.warning({ content: NO_CONTEXT_MESSAGE, key: 'bs-no-context', duration: 4 });
  }, [toast]);
  return <Navigate to={BAOSHUI_PATHS.studentHome} replace />;
}

/** A tax-bureau page: providers, the working context, the frame; `children` gets the student's tax items. */
export function BaoshuiPage({
  position,
  children,
}: {
  position: string;
  children: (items: TBaoshuiTaxItem[]) => ReactNode;
}) {
  return (
    <BareProviders>
      {hasFilingContext() ? <Loaded position={position}>{children}</Loaded> : <NoContext />}
    </BareProviders>
  );
}
