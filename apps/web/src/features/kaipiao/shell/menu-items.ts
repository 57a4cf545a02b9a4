// The simulator's menu (spec 01 §2 Simulator menu; 02 §2.8): the five tabs of the real client and, under each, the
// function-navigation panel of its items. An item with a pop-up opens it by name; every other item of the real
// client opens notSupported (此系统为模拟系统，该功能暂不支持！).
import {
  ApartmentOutlined,
  AuditOutlined,
  BookOutlined,
  CloudDownloadOutlined,
  CloudServerOutlined,
  CloudSyncOutlined,
  CloudUploadOutlined,
  ContactsOutlined,
  DatabaseOutlined,
  DeleteOutlined,
  DesktopOutlined,
  ExportOutlined,
  FileAddOutlined,
  FileDoneOutlined,
  FileExclamationOutlined,
  FileSearchOutlined,
  FileSyncOutlined,
  FormOutlined,
  HddOutlined,
  HistoryOutlined,
  IdcardOutlined,
  ImportOutlined,
  InfoCircleOutlined,
  MedicineBoxOutlined,
  MonitorOutlined,
  PercentageOutlined,
  PrinterOutlined,
  ProfileOutlined,
  QuestionCircleOutlined,
  ReadOutlined,
  ReconciliationOutlined,
  RollbackOutlined,
  SafetyCertificateOutlined,
  SettingOutlined,
  ShoppingOutlined,
  StopOutlined,
  SyncOutlined,
  TeamOutlined,
  ToolOutlined,
} from '@ant-design/icons';
import type { ComponentType } from 'react';
import type { TKaipiaoTab } from '../kaipiao-store';

export const NOT_SUPPORTED_POPUP = 'notSupported';

export interface TMenuItem {
  key: string;
  label: string;
  /** a second line under the label */
  hint?: string;
  icon: ComponentType;
  /** the pop-up it opens; none: notSupported */
  popup?: string;
}

export interface TMenuGroup {
  title: string;
  items: readonly TMenuItem[];
  /** the items are the steps of a flow (drawn with arrows between them) */
  flow?: boolean;
}

export interface TMenuTab {
  key: TKaipiaoTab;
  label: string;
  icon: ComponentType;
  groups: readonly TMenuGroup[];
}

export const MENU_TABS: readonly TMenuTab[] = [
  {
    key: 'xt',
    label: '系统设置',
    icon: SettingOutlined,
    groups: [
      {
        title: '系统参数',
        flow: true,
        items: [
          { key: 'canshusz', label: '参数设置', icon: SettingOutlined, popup: 'canshusz' },
          { key: 'kehubianma', label: '客户编码', icon: ContactsOutlined, popup: 'kehubianma' },
          { key: 'spbianma', label: '商品编码', icon: ShoppingOutlined, popup: 'spbianma' },
        ],
      },
      {
        title: '系统管理',
        items: [
          { key: 'czygl', label: '操作员管理', icon: TeamOutlined },
          { key: 'slsz', label: '税率设置', icon: PercentageOutlined },
          { key: 'bmdr', label: '编码导入导出', icon: ImportOutlined },
          { key: 'swxx', label: '税务信息', icon: IdcardOutlined },
          { key: 'dyqsz', label: '打印机设置', icon: PrinterOutlined },
        ],
      },
    ],
  },
  {
    key: 'fp',
    label: '发票管理',
    icon: FileDoneOutlined,
    groups: [
      {
        title: '发票领用管理',
        flow: true,
        items: [
          { key: 'shenling', label: '网上申领', icon: CloudDownloadOutlined, popup: 'shenling' },
          { key: 'duru', label: '发票读入', icon: HddOutlined, popup: 'duru' },
          { key: 'tiankai', label: '发票填开', icon: FormOutlined, popup: 'tiankai' },
        ],
      },
      {
        title: '发票查询作废',
        items: [
          { key: 'chaxun', label: '已开发票查询', icon: FileSearchOutlined, popup: 'chaxun' },
          { key: 'zuofei', label: '已开发票作废', icon: DeleteOutlined, popup: 'zuofei' },
          { key: 'wkzf', label: '未开发票作废', icon: StopOutlined },
          { key: 'fpxf', label: '发票修复', icon: MedicineBoxOutlined },
          { key: 'fpth', label: '发票退回', icon: RollbackOutlined },
        ],
      },
      {
        title: '红字发票管理',
        flow: true,
        items: [
          { key: 'hztk', label: '红字增值税专用发票信息表填开', icon: FileAddOutlined, popup: 'hztk' },
          { key: 'hzcx', label: '红字信息表查询导出', icon: ExportOutlined, popup: 'hzcx' },
          { key: 'hzxz', label: '红字信息表下载', icon: CloudSyncOutlined, popup: 'hzxz' },
        ],
      },
      {
        title: '打印',
        items: [{ key: 'dygs', label: '发票打印格式设计', icon: PrinterOutlined }],
      },
    ],
  },
  {
    key: 'bs',
    label: '报税处理',
    icon: AuditOutlined,
    groups: [
      {
        title: '抄报清卡',
        flow: true,
        items: [
          { key: 'chaobao', label: '抄报汇总', hint: '（汇总上报）', icon: CloudUploadOutlined, popup: 'chaobao' },
          { key: 'qingka', label: '远程清卡', icon: SafetyCertificateOutlined },
        ],
      },
      {
        title: '报税查询',
        items: [
          { key: 'ztcx', label: '状态查询', icon: MonitorOutlined },
          { key: 'bszl', label: '报税资料查询', icon: ReconciliationOutlined },
          { key: 'fxjk', label: '反写监控', icon: FileSyncOutlined },
          { key: 'lxsc', label: '离线发票上传', icon: CloudServerOutlined },
        ],
      },
    ],
  },
  {
    key: 'wh',
    label: '系统维护',
    icon: ToolOutlined,
    groups: [
      {
        title: '数据维护',
        items: [
          { key: 'sjbf', label: '数据备份', icon: DatabaseOutlined },
          { key: 'sjhf', label: '数据恢复', icon: HistoryOutlined },
          { key: 'cjsy', label: '重建索引', icon: ApartmentOutlined },
          { key: 'sjzl', label: '数据整理', icon: SyncOutlined },
        ],
      },
      {
        title: '系统工具',
        items: [
          { key: 'rzsj', label: '日志收集', icon: ProfileOutlined },
          { key: 'sbjc', label: '税控设备检测', icon: DesktopOutlined },
          { key: 'zxsj', label: '在线升级', icon: FileExclamationOutlined },
        ],
      },
    ],
  },
  {
    key: 'help',
    label: '帮助',
    icon: QuestionCircleOutlined,
    groups: [
      {
        title: '帮助',
        items: [
          { key: 'bzwd', label: '帮助文档', icon: BookOutlined },
          { key: 'czsc', label: '操作手册', icon: ReadOutlined },
          { key: 'gy', label: '关于', icon: InfoCircleOutlined },
        ],
      },
    ],
  },
];

/** The tab's definition (the first tab for an unknown key). */
export function menuTab(key: TKaipiaoTab): TMenuTab {
  return MENU_TABS.find((tab) => tab.key === key) ?? MENU_TABS[0];
}

/** What an item opens: its pop-up, or notSupported. */
export function popupOf(item: TMenuItem): string {
  return item.popup ?? NOT_SUPPORTED_POPUP;
}
