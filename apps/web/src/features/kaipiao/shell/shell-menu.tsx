// The client's menus: the banner of the five tabs (the selected one kept in session, default xt) and the
// function-navigation panel of the selected tab. Each item opens its pop-up by name (usePopup().open).
import { ArrowRightOutlined, CompassOutlined } from '@ant-design/icons';
import { Fragment } from 'react';
import { useKaipiaoStore } from '../kaipiao-store';
import { usePopup } from '../use-popup';
import { MENU_TABS, menuTab, popupOf, type TMenuItem } from './menu-items';

export function MenuBar() {
  const tab = useKaipiaoStore((state) => state.tab);
  const setTab = useKaipiaoStore((state) => state.setTab);
  return (
    <nav className="kp-menubar" role="tablist" aria-label="开票软件菜单">
      {MENU_TABS.map((item) => {
        const Icon = item.icon;
        const isActive = item.key === tab;
        return (
          <button
            key={item.key}
            type="button"
            role="tab"
            aria-selected={isActive}
            data-testid={`kp-tab-${item.key}`}
            className={`kp-menu-tab${isActive ? ' kp-active' : ''}`}
            onClick={() => setTab(item.key)}
          >
            <Icon />
            <span>{item.label}</span>
          </button>
        );
      })}
    </nav>
  );
}

function NavItem({ item }: { item: TMenuItem }) {
  const popup = usePopup();
  const Icon = item.icon;
  return (
    <button
      type="button"
      className={`kp-nav-item${item.popup ? '' : ' kp-unsupported'}`}
      data-testid={`kp-nav-${item.key}`}
      onClick={() => popup.open(popupOf(item))}
    >
      <span className="kp-nav-icon">
        <Icon />
      </span>
      <span>
        {item.label}
        {item.hint ? <span className="kp-nav-hint">{item.hint}</span> : null}
      </span>
    </button>
  );
}

/** The selected tab's function navigation: its groups of large icon buttons, flows drawn with arrows. */
export function FunctionNav() {
  const tab = menuTab(useKaipiaoStore((state) => state.tab));
  return (
    <section className="kp-nav" role="tabpanel" aria-label={tab.label} data-testid="kp-function-nav">
      <div className="kp-nav-title">
        <CompassOutlined />
        功能导航 · {tab.label}
      </div>
      {tab.groups.map((group) => (
        <div key={group.title} className="kp-nav-group">
          <div className="kp-nav-group-title">{group.title}</div>
          <div className="kp-nav-items">
            {group.items.map((item, index) => (
              <Fragment key={item.key}>
                {group.flow && index > 0 ? <ArrowRightOutlined className="kp-nav-arrow" aria-hidden /> : null}
                <NavItem item={item} />
              </Fragment>
            ))}
          </div>
        </div>
      ))}
      <div className="kp-nav-note">
        灰色图标的功能在本模拟系统中暂不支持；请按右侧“业务题目”窗口的顺序完成各项操作。
      </div>
    </section>
  );
}
