// The two local forms of 参数设置 (spec 01 §3): 运行参数 (run parameters) and 网络配置 (network config). Both are
// kept in the browser session only and never sent to the server (the simulation has no device or network).

export interface TRunParams {
  /** 启动时检测税控设备 */
  taxControl: boolean;
  /** 征期内自动汇总上报 */
  taxReturn: boolean;
  /** 商品编码方式: 0 统一编码, 1 自定义编码 */
  useCoding: 0 | 1;
  /** 报税期提醒, `specificTime` days before the period ends */
  timeReminder: boolean;
  /** 发票余量提醒, below `specificInvoice` invoices */
  invoiceReminder: boolean;
  /** 打印发票前显示预览 */
  showPreview: boolean;
  /** 开具后自动导出发票数据 */
  dataOutput: boolean;
  /** 全屏显示主界面 */
  fullMode: boolean;
  /** 退出系统时提示备份数据 */
  closeReminder: boolean;
  specificTime: number;
  specificInvoice: number;
}

export const DEFAULT_RUN_PARAMS: Readonly<TRunParams> = Object.freeze({
  taxControl: true,
  taxReturn: true,
  useCoding: 0,
  timeReminder: true,
  invoiceReminder: true,
  showPreview: true,
  dataOutput: false,
  fullMode: false,
  closeReminder: true,
  specificTime: 5,
  specificInvoice: 10,
});

export type TAgentMode = 'http' | 'sock4' | 'sock5';
export const AGENT_MODES: readonly TAgentMode[] = ['http', 'sock4', 'sock5'];

export interface TNetConfig {
  /** 安全接入服务器地址 */
  serverAddress: string;
  /** 端口 (default 7011) */
  serverPort: string;
  /** 抄报（上传）地址 */
  copyAddress: string;
  /** 使用代理服务器 */
  setServer: boolean;
  agentMode: TAgentMode;
  proxyAddress: string;
  proxyPort: string;
  userName: string;
  userPwd: string;
}

export const DEFAULT_NET_CONFIG: Readonly<TNetConfig> = Object.freeze({
  serverAddress: '',
  serverPort: '7011',
  copyAddress: '',
  setServer: false,
  agentMode: 'http',
  proxyAddress: '',
  proxyPort: '',
  userName: '',
  userPwd: '',
});

export const RUN_PARAMS_KEY = 'kaipiao_run_params';
export const NET_CONFIG_KEY = 'kaipiao_net_config';
export const PORT_MESSAGE = '端口号应为1-65535之间的整数';

function session(): Storage | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null;
  }
}

function readJson(key: string): Record<string, unknown> {
  try {
    const value: unknown = JSON.parse(session()?.getItem(key) ?? 'null');
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

function count(value: unknown, fallback: number): number {
  const number = Number(value);
  return Number.isInteger(number) && number >= 0 && number <= 999 ? number : fallback;
}

/** Stored run parameters over the defaults (unknown or bad values fall back to the default). */
export function readRunParams(): TRunParams {
  const stored = readJson(RUN_PARAMS_KEY);
  const flag = (key: keyof TRunParams) =>
    typeof stored[key] === 'boolean' ? (stored[key] as boolean) : (DEFAULT_RUN_PARAMS[key] as boolean);
  return {
    taxControl: flag('taxControl'),
    taxReturn: flag('taxReturn'),
    useCoding: stored.useCoding === 1 ? 1 : 0,
    timeReminder: flag('timeReminder'),
    invoiceReminder: flag('invoiceReminder'),
    showPreview: flag('showPreview'),
    dataOutput: flag('dataOutput'),
    fullMode: flag('fullMode'),
    closeReminder: flag('closeReminder'),
    specificTime: count(stored.specificTime, DEFAULT_RUN_PARAMS.specificTime),
    specificInvoice: count(stored.specificInvoice, DEFAULT_RUN_PARAMS.specificInvoice),
  };
}

export function writeRunParams(params: TRunParams): void {
  session()?.setItem(RUN_PARAMS_KEY, JSON.stringify(params));
}

/** Stored network config over the defaults. */
export function readNetConfig(): TNetConfig {
  const stored = readJson(NET_CONFIG_KEY);
  const text = (key: keyof TNetConfig) =>
    typeof stored[key] === 'string' ? (stored[key] as string) : (DEFAULT_NET_CONFIG[key] as string);
  return {
    serverAddress: text('serverAddress'),
    serverPort: text('serverPort'),
    copyAddress: text('copyAddress'),
    setServer: stored.setServer === true,
    agentMode: AGENT_MODES.includes(stored.agentMode as TAgentMode) ? (stored.agentMode as TAgentMode) : 'http',
    proxyAddress: text('proxyAddress'),
    proxyPort: text('proxyPort'),
    userName: text('userName'),
    userPwd: text('userPwd'),
  };
}

function isPort(value: string): boolean {
  return /^\d{1,5}$/.test(value) && Number(value) >= 1 && Number(value) <= 65535;
}

/** The config trimmed, or the reason it cannot be saved (a port that is not 1–65535). */
export function checkNetConfig(config: TNetConfig): { value: TNetConfig; error: string | null } {
  const value: TNetConfig = {
    ...config,
    serverAddress: config.serverAddress.trim(),
    serverPort: config.serverPort.trim(),
    copyAddress: config.copyAddress.trim(),
    proxyAddress: config.proxyAddress.trim(),
    proxyPort: config.proxyPort.trim(),
    userName: config.userName.trim(),
    userPwd: config.userPwd,
  };
  if (!isPort(value.serverPort)) return { value, error: PORT_MESSAGE };
  if (value.setServer && value.proxyPort !== '' && !isPort(value.proxyPort)) return { value, error: PORT_MESSAGE };
  return { value, error: null };
}

export function writeNetConfig(config: TNetConfig): void {
  session()?.setItem(NET_CONFIG_KEY, JSON.stringify(config));
}
