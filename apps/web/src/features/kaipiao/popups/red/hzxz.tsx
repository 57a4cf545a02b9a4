// hzxz (question 14.4, 红字增值税专用发票信息表下载): the client's download conditions (填开日期, 购方税号,
// 销方税号, 信息表编号); 下载 asks the server for the approved form (下载成功！), which is then listed and saved
// to the simulated desktop for the import (hongziDr). The conditions narrow the list of downloaded forms.
import type { TBwkpRedForm } from '@sxpt/contract';
import { bwkpMessages, checkHzxxbNumber } from '@sxpt/domain';
import { Button, DatePicker, Input } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { errorText } from '../../../../api/api-error';
import { useToast } from '../../../../app/toast';
import { ClientWindow } from '../../client-window';
import { kaipiaoApi } from '../../kaipiao-api';
import type { TPopupProps } from '../../popup-types';
import { formatDate } from '../query/format';
import { RedFormTable } from './red-form-table';
import { DESKTOP_PATH, redFileName } from './red-format';
import { useRedForms } from './use-red-forms';
import { useStepDone } from './use-step-done';
import './red.css';

export interface THzxzConditions {
  date_from: string;
  date_to: string;
  buyer_tax: string;
  seller_tax: string;
  number: string;
}

const EMPTY: THzxzConditions = { date_from: '', date_to: '', buyer_tax: '', seller_tax: '', number: '' };
const DATE = 'YYYY-MM-DD';

function contains(value: string, part: string): boolean {
  const wanted = part.trim().toUpperCase();
  return wanted === '' || value.toUpperCase().includes(wanted);
}

/** True when a downloaded form meets the conditions (each empty condition matches all). */
export function meetsConditions(form: TBwkpRedForm, c: THzxzConditions): boolean {
  const date = formatDate(form.saved_at ?? form.created_at);
  return (
    (c.date_from === '' || date >= c.date_from) &&
    (c.date_to === '' || date <= c.date_to) &&
    contains(form.kh_sbh, c.buyer_tax) &&
    contains(form.xh_dw_nsrsbh, c.seller_tax) &&
    contains(form.number, c.number)
  );
}

export default function Hzxz({ zIndex, close }: TPopupProps) {
  const [conditions, setConditions] = useState<THzxzConditions>(EMPTY);
  const [applied, setApplied] = useState<THzxzConditions>(EMPTY);
  const [justDownloaded, setJustDownloaded] = useState<TBwkpRedForm | null>(null);
  const [busy, setBusy] = useState(false);
  const forms = useRedForms();
  const toast = useToast();
  const stepDone = useStepDone();
  const set = (key: keyof THzxzConditions, value: string) => setConditions({ ...conditions, [key]: value });

  const known = forms.data?.list ?? [];
  const all =
    justDownloaded && !known.some((form) => form.id === justDownloaded.id) ? [...known, justDownloaded] : known;
  const downloaded = all
    .map((form) => (justDownloaded && form.id === justDownloaded.id ? justDownloaded : form))
    .filter((form) => form.downloaded_at !== null && meetsConditions(form, applied));

  async function download() {
    // a form number typed as a condition must be one the system can have given (region, YYMM, serial, check digit)
    const typed = conditions.number.trim();
    if (typed !== '' && !checkHzxxbNumber(typed)) {
      void toast.warning(bwkpMessages.redFormNumberInvalid);
      return;
    }
    setBusy(true);
    try {
      const result = await kaipiaoApi.hzxz();
      setJustDownloaded(result.form);
      setApplied(conditions);
      stepDone(result.progress);
      void toast.success(result.msg);
    } catch (error) {
      void toast.error(errorText(error));
    } finally {
      setBusy(false);
    }
  }

  return (
    <ClientWindow
      title="红字增值税专用发票信息表下载"
      zIndex={zIndex}
      onClose={close}
      width={1000}
      testId="kp-hzxz"
      footer={
        <>
          <Button size="small" type="primary" loading={busy} onClick={() => void download()}>
            下载
          </Button>
          <Button size="small" onClick={close}>
            退出
          </Button>
        </>
      }
    >
      <div className="kp-group">
        <span className="kp-group-title">下载条件</span>
        <div className="kp-filter-bar" style={{ border: 'none', margin: 0, background: 'transparent' }}>
          <span className="kp-filter-item">
            填开日期
            <DatePicker
              size="small"
              aria-label="填开起始日期"
              placeholder="起始日期"
              style={{ width: 128 }}
              value={conditions.date_from ? dayjs(conditions.date_from, DATE) : null}
              onChange={(date) => set('date_from', date ? date.format(DATE) : '')}
            />
            至
            <DatePicker
              size="small"
              aria-label="填开终止日期"
              placeholder="终止日期"
              style={{ width: 128 }}
              value={conditions.date_to ? dayjs(conditions.date_to, DATE) : null}
              onChange={(date) => set('date_to', date ? date.format(DATE) : '')}
            />
          </span>
          <span className="kp-filter-item">
            购方税号
            <Input
              size="small"
              aria-label="购方税号"
              style={{ width: 180 }}
              value={conditions.buyer_tax}
              onChange={(event) => set('buyer_tax', event.target.value)}
            />
          </span>
          <span className="kp-filter-item">
            销方税号
            <Input
              size="small"
              aria-label="销方税号"
              style={{ width: 180 }}
              value={conditions.seller_tax}
              onChange={(event) => set('seller_tax', event.target.value)}
            />
          </span>
          <span className="kp-filter-item">
            信息表编号
            <Input
              size="small"
              aria-label="信息表编号"
              style={{ width: 170 }}
              value={conditions.number}
              onChange={(event) => set('number', event.target.value)}
            />
          </span>
        </div>
      </div>
      <div className="kp-group">
        <span className="kp-group-title">已下载的红字信息表</span>
        <RedFormTable forms={downloaded} loading={forms.isLoading} emptyText="没有已下载的红字信息表" height={180} />
        {downloaded.length > 0 ? (
          <div className="kp-hint" data-testid="kp-hzxz-files">
            已保存到桌面（{DESKTOP_PATH}）：{downloaded.map(redFileName).join('，')}
          </div>
        ) : null}
      </div>
    </ClientWindow>
  );
}
