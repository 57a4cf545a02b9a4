// canshusz (参数设置): the real client's parameter dialog with three tabs.
// - 基本信息: question 1. The student types the 7 company fields from the question; the server grades them
//   (save_qyxx marks both sub-items of question 1: 基本信息 and 运行参数). A wrong answer highlights the fields
//   the server names (cleared on any click); success shows 保存成功！ and closes. Once done, the saved company is
//   shown read-only from qyxx_detail.
// - 运行参数 and 网络配置: local forms kept in the browser session, never sent (spec 01 §3).
import { CheckCircleFilled } from '@ant-design/icons';
import type { TBwkpQyxxDetail, TBwkpSaveQyxxBody, TBwkpStepResult } from '@sxpt/contract';
import { messages } from '@sxpt/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Checkbox, Input, InputNumber, Radio, Spin, Tabs } from 'antd';
import { useState } from 'react';
import { errorText } from '../../../../api/api-error';
import { useToast } from '../../../../app/toast';
import { ClientWindow } from '../../client-window';
import { kaipiaoApi, kaipiaoKeys } from '../../kaipiao-api';
import { useKaipiaoStore } from '../../kaipiao-store';
import type { TPopupProps } from '../../popup-types';
import { useWrongFields, WRONG_CLASS } from '../../wrong-fields';
import {
  checkNetConfig,
  readNetConfig,
  readRunParams,
  type TNetConfig,
  type TRunParams,
  writeNetConfig,
  writeRunParams,
} from './local-settings';
import './popups.css';

type TQyxxField = keyof Omit<TBwkpSaveQyxxBody, 'course_id' | 'class_id' | 'resource_id' | 'lesson_id' | 'case_id'>;

/** The 7 company fields of question 1, in the dialog's order. */
export const QYXX_FIELDS: readonly { key: TQyxxField; label: string }[] = [
  { key: 'nsr_sbh', label: '纳税人识别号' },
  { key: 'nsr_mc', label: '纳税人名称' },
  { key: 'business_address', label: '经营地址' },
  { key: 'phone_number', label: '电话号码' },
  { key: 'bank_name', label: '开户银行' },
  { key: 'account', label: '银行账号' },
  { key: 'supervisor_name', label: '主管税务机关名称' },
];

type TQyxxValues = Record<TQyxxField, string>;
type TTab = 'basic' | 'run' | 'net';

const emptyQyxx = (): TQyxxValues => Object.fromEntries(QYXX_FIELDS.map((field) => [field.key, ''])) as TQyxxValues;

function BasicInfo({
  detail,
  values,
  onChange,
  isWrong,
}: {
  detail: TBwkpQyxxDetail | undefined;
  values: TQyxxValues;
  onChange: (key: TQyxxField, value: string) => void;
  isWrong: (key: string) => boolean;
}) {
  if (!detail) {
    return (
      <div style={{ padding: 40, textAlign: 'center' }}>
        <Spin />
      </div>
    );
  }
  const isDone = detail.is_complete;
  return (
    <>
      {isDone ? (
        <div className="kp-done-tip" data-testid="kp-qyxx-done">
          <CheckCircleFilled /> 企业基本信息已设置（第1题已完成），以下为已保存的信息。
        </div>
      ) : (
        <div className="kp-form-tip">请根据业务题目中的企业资料填写以下信息，填写完成后点击【保存】。</div>
      )}
      <fieldset className="kp-fieldset">
        <legend>企业基本信息</legend>
        <div className="kp-form-grid">
          {QYXX_FIELDS.map((field) => (
            <FieldRow key={field.key} label={field.label} htmlFor={`kp-qyxx-${field.key}`}>
              <Input
                id={`kp-qyxx-${field.key}`}
                data-testid={`kp-qyxx-${field.key}`}
                value={isDone ? detail[field.key] : values[field.key]}
                readOnly={isDone}
                variant={isDone ? 'filled' : undefined}
                className={!isDone && isWrong(field.key) ? WRONG_CLASS : undefined}
                onChange={(event) => onChange(field.key, event.target.value)}
                autoComplete="off"
              />
            </FieldRow>
          ))}
        </div>
      </fieldset>
    </>
  );
}

function FieldRow({ label, htmlFor, children }: { label: string; htmlFor: string; children: React.ReactNode }) {
  return (
    <>
      <label htmlFor={htmlFor}>{label}</label>
      <div>{children}</div>
    </>
  );
}

function RunParams({ value, onChange }: { value: TRunParams; onChange: (next: TRunParams) => void }) {
  const set = <K extends keyof TRunParams>(key: K, next: TRunParams[K]) => onChange({ ...value, [key]: next });
  const check = (key: keyof TRunParams, label: string) => (
    <Checkbox checked={value[key] as boolean} onChange={(event) => set(key, event.target.checked as never)}>
      {label}
    </Checkbox>
  );
  return (
    <>
      <div className="kp-form-tip">运行参数只保存在本机（本次浏览器会话），不会上传。</div>
      <fieldset className="kp-fieldset">
        <legend>运行设置</legend>
        <div className="kp-check-grid">
          {check('taxControl', '启动时检测税控设备')}
          {check('taxReturn', '征期内自动汇总上报')}
          {check('showPreview', '打印发票前显示预览')}
          {check('dataOutput', '开具后自动导出发票数据')}
          {check('fullMode', '全屏显示主界面')}
          {check('closeReminder', '退出系统时提示备份数据')}
        </div>
      </fieldset>
      <fieldset className="kp-fieldset">
        <legend>商品编码方式</legend>
        <Radio.Group
          value={value.useCoding}
          onChange={(event) => set('useCoding', event.target.value as 0 | 1)}
          options={[
            { value: 0, label: '统一编码' },
            { value: 1, label: '自定义编码' },
          ]}
        />
      </fieldset>
      <fieldset className="kp-fieldset">
        <legend>提醒设置</legend>
        <div style={{ display: 'grid', gap: 8 }}>
          <span className="kp-inline">
            {check('timeReminder', '报税期提醒：征期结束前')}
            <InputNumber
              min={0}
              max={30}
              precision={0}
              disabled={!value.timeReminder}
              value={value.specificTime}
              onChange={(next) => set('specificTime', typeof next === 'number' ? next : 0)}
              style={{ width: 70 }}
            />
            天提醒
          </span>
          <span className="kp-inline">
            {check('invoiceReminder', '发票余量提醒：剩余份数少于')}
            <InputNumber
              min={0}
              max={999}
              precision={0}
              disabled={!value.invoiceReminder}
              value={value.specificInvoice}
              onChange={(next) => set('specificInvoice', typeof next === 'number' ? next : 0)}
              style={{ width: 70 }}
            />
            份时提醒
          </span>
        </div>
      </fieldset>
    </>
  );
}

function NetConfig({ value, onChange }: { value: TNetConfig; onChange: (next: TNetConfig) => void }) {
  const set = <K extends keyof TNetConfig>(key: K, next: TNetConfig[K]) => onChange({ ...value, [key]: next });
  const text = (key: keyof TNetConfig, label: string, options: { disabled?: boolean; password?: boolean } = {}) => {
    const Component = options.password ? Input.Password : Input;
    return (
      <FieldRow label={label} htmlFor={`kp-net-${key}`}>
        <Component
          id={`kp-net-${key}`}
          value={value[key] as string}
          disabled={options.disabled}
          autoComplete="off"
          onChange={(event) => set(key, event.target.value as never)}
        />
      </FieldRow>
    );
  };
  const noProxy = !value.setServer;
  return (
    <>
      <div className="kp-form-tip">网络配置只保存在本机（本次浏览器会话），模拟系统不会连接服务器。</div>
      <fieldset className="kp-fieldset">
        <legend>安全接入服务器</legend>
        <div className="kp-form-grid">
          {text('serverAddress', '服务器地址')}
          {text('serverPort', '端口号')}
          {text('copyAddress', '汇总上报地址')}
        </div>
      </fieldset>
      <fieldset className="kp-fieldset">
        <legend>代理服务器</legend>
        <div style={{ marginBottom: 8 }}>
          <Checkbox checked={value.setServer} onChange={(event) => set('setServer', event.target.checked)}>
            使用代理服务器
          </Checkbox>
        </div>
        <div className="kp-form-grid">
          <FieldRow label="代理类型" htmlFor="kp-net-agentMode">
            <Radio.Group
              id="kp-net-agentMode"
              disabled={noProxy}
              value={value.agentMode}
              onChange={(event) => set('agentMode', event.target.value)}
              options={[
                { value: 'http', label: 'HTTP' },
                { value: 'sock4', label: 'SOCKS4' },
                { value: 'sock5', label: 'SOCKS5' },
              ]}
            />
          </FieldRow>
          {text('proxyAddress', '代理地址', { disabled: noProxy })}
          {text('proxyPort', '代理端口', { disabled: noProxy })}
          {text('userName', '用户名', { disabled: noProxy })}
          {text('userPwd', '密码', { disabled: noProxy, password: true })}
        </div>
      </fieldset>
    </>
  );
}

export default function Canshusz({ zIndex, close }: TPopupProps) {
  const toast = useToast();
  const client = useQueryClient();
  const wrong = useWrongFields();
  const [tab, setTab] = useState<TTab>('basic');
  const [values, setValues] = useState<TQyxxValues>(emptyQyxx);
  const [runParams, setRunParams] = useState<TRunParams>(readRunParams);
  const [netConfig, setNetConfig] = useState<TNetConfig>(readNetConfig);
  const detail = useQuery({ queryKey: kaipiaoKeys.qyxx, queryFn: kaipiaoApi.qyxxDetail });
  const isDone = detail.data?.is_complete === true;

  const save = useMutation<TBwkpStepResult, unknown, TQyxxValues>({
    mutationFn: (body) => kaipiaoApi.saveQyxx(body),
    onSuccess: (result) => {
      void toast.success(result.msg);
      useKaipiaoStore.getState().setProgress(result.progress);
      void client.invalidateQueries({ queryKey: kaipiaoKeys.status });
      void client.invalidateQueries({ queryKey: kaipiaoKeys.qyxx });
      close();
    },
    onError: (error) => {
      void toast.error(errorText(error));
      wrong.setFromError(error);
    },
  });

  const saveBasic = () => {
    const body = Object.fromEntries(QYXX_FIELDS.map((field) => [field.key, values[field.key].trim()])) as TQyxxValues;
    setValues(body);
    save.mutate(body);
  };
  const saveRun = () => {
    writeRunParams(runParams);
    void toast.success(messages.saveSucceeded);
  };
  const saveNet = () => {
    const checked = checkNetConfig(netConfig);
    if (checked.error) {
      void toast.error(checked.error);
      return;
    }
    setNetConfig(checked.value);
    writeNetConfig(checked.value);
    void toast.success(messages.saveSucceeded);
  };

  const footer =
    tab === 'basic' && isDone ? (
      <Button onClick={close}>关闭</Button>
    ) : (
      <>
        <Button
          type="primary"
          data-testid="kp-canshusz-save"
          loading={tab === 'basic' && save.isPending}
          disabled={tab === 'basic' && !detail.data}
          onClick={tab === 'basic' ? saveBasic : tab === 'run' ? saveRun : saveNet}
        >
          保存
        </Button>
        <Button onClick={close}>取消</Button>
      </>
    );

  return (
    <ClientWindow
      title="参数设置"
      zIndex={zIndex}
      onClose={close}
      width={620}
      testId="kp-canshusz"
      onClickCapture={wrong.clear}
      footer={footer}
    >
      <Tabs
        type="card"
        size="small"
        activeKey={tab}
        onChange={(key) => setTab(key as TTab)}
        items={[
          {
            key: 'basic',
            label: '基本信息',
            children: (
              <BasicInfo
                detail={detail.data}
                values={values}
                isWrong={wrong.isWrong}
                onChange={(key, value) => setValues((current) => ({ ...current, [key]: value }))}
              />
            ),
          },
          { key: 'run', label: '运行参数', children: <RunParams value={runParams} onChange={setRunParams} /> },
          { key: 'net', label: '网络配置', children: <NetConfig value={netConfig} onChange={setNetConfig} /> },
        ]}
      />
    </ClientWindow>
  );
}
