// shenlingBd (发票申领单, spec 01 §3 Apply form): the student fills the application of one invoice kind and the
// server grades it (add_fpsl, steps 4.1 / 4.2): a kind already applied → 当前发票类型已完成申领！, a wrong form →
// 申领信息，请查正后重试！ with the wrong fields highlighted (clicking anywhere clears them). On success the progress
// and the roll list refresh, the form closes and the notice (shenlingSm) opens.
import type { TBwkpApplyResult } from '@sxpt/contract';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Form, Input, InputNumber, Radio, Select } from 'antd';
import { useRef, useState } from 'react';
import { errorText } from '../../../../api/api-error';
import { useToast } from '../../../../app/toast';
import { ClientWindow } from '../../client-window';
import { kaipiaoApi, kaipiaoKeys } from '../../kaipiao-api';
import { useKaipiaoStore } from '../../kaipiao-store';
import type { TPopupProps } from '../../popup-types';
import { usePopup } from '../../use-popup';
import { useWrongFields, WRONG_CLASS } from '../../wrong-fields';
import { DEFAULT_APPLY_NUM, ID_TYPES, INVOICE_KIND_LABEL, type TInvoiceKind } from './roll-labels';
import type { TShenlingSmProps } from './shenling-sm';
import './roll.css';

export interface TShenlingBdProps {
  /** the kind the form starts on (default 1, 增值税普通发票) */
  invoiceZl?: TInvoiceKind;
}

interface TApplyForm {
  invoice_zl: TInvoiceKind;
  apply_num: number | null;
  shenling_slr: string;
  shenling_zjlx: string | undefined;
  shenling_zjh: string;
  shenling_shuoming: string;
  apply_result: 1 | 2;
  shenling_shoujianren: string;
  shenling_dztel: string;
}

const text = (value: string | undefined | null) => (value ?? '').trim();

/** What add_fpsl receives: every text trimmed; the courier fields only when the delivery is 快递. */
export function toApplyBody(form: TApplyForm) {
  const courier = form.apply_result === 2;
  return {
    invoice_zl: form.invoice_zl,
    // an empty quantity goes as 0 so that the server answers with its own message (申领数量应大于0)
    apply_num: form.apply_num ?? 0,
    apply_result: form.apply_result,
    shenling_slr: text(form.shenling_slr),
    shenling_zjlx: text(form.shenling_zjlx),
    shenling_zjh: text(form.shenling_zjh),
    shenling_shuoming: text(form.shenling_shuoming),
    shenling_shoujianren: courier ? text(form.shenling_shoujianren) : '',
    shenling_dztel: courier ? text(form.shenling_dztel) : '',
  };
}

export default function ShenlingBd({ zIndex, close, props }: TPopupProps<TShenlingBdProps>) {
  const toast = useToast();
  const popup = usePopup();
  const queryClient = useQueryClient();
  const setProgress = useKaipiaoStore((state) => state.setProgress);
  const { isWrong, setFromError, clear } = useWrongFields();
  const [form] = Form.useForm<TApplyForm>();
  const applyResult = Form.useWatch('apply_result', form);
  const [saving, setSaving] = useState(false);
  // a double click sends one request: the flag is read synchronously, unlike the state
  const busy = useRef(false);

  const initialValues: Partial<TApplyForm> = {
    invoice_zl: props.invoiceZl ?? 1,
    apply_num: DEFAULT_APPLY_NUM,
    apply_result: 1,
    shenling_slr: '',
    shenling_zjh: '',
    shenling_shuoming: '',
    shenling_shoujianren: '',
    shenling_dztel: '',
  };

  const wrongClass = (key: string) => (isWrong(key) ? WRONG_CLASS : undefined);

  const submit = async () => {
    if (busy.current) return;
    const body = toApplyBody({ ...(initialValues as TApplyForm), ...form.getFieldsValue(true) });
    busy.current = true;
    setSaving(true);
    let result: TBwkpApplyResult;
    try {
      result = await kaipiaoApi.applyRoll(body);
    } catch (error) {
      busy.current = false;
      setSaving(false);
      setFromError(error);
      void toast.error(errorText(error));
      return;
    }
    setSaving(false);
    void toast.success(result.msg);
    setProgress(result.progress);
    queryClient.setQueryData(kaipiaoKeys.rolls, {
      list: result.list,
      total: result.total,
      page: 1,
      page_size: Math.max(50, result.list.length),
    });
    void queryClient.invalidateQueries({ queryKey: kaipiaoKeys.status });
    void queryClient.invalidateQueries({ queryKey: kaipiaoKeys.rolls });
    const notice: TShenlingSmProps = {
      invoiceZl: body.invoice_zl,
      applyNum: body.apply_num,
      applyResult: body.apply_result,
      applicant: body.shenling_slr,
      recipient: body.shenling_shoujianren,
      address: body.shenling_dztel,
      total: result.total,
    };
    close();
    popup.open('shenlingSm', notice);
  };

  return (
    <ClientWindow
      title="发票申领"
      zIndex={zIndex}
      onClose={close}
      width={560}
      testId="kp-shenlingBd"
      onClickCapture={clear}
      footer={
        <>
          <Button
            size="small"
            type="primary"
            loading={saving}
            onClick={() => void submit()}
            data-testid="kp-apply-submit"
          >
            提交申领
          </Button>
          <Button size="small" onClick={close}>
            取消
          </Button>
        </>
      }
    >
      <Form<TApplyForm>
        form={form}
        size="small"
        layout="horizontal"
        labelCol={{ flex: '96px' }}
        wrapperCol={{ flex: 'auto' }}
        colon
        initialValues={initialValues}
        className="kp-roll-form"
        onFinish={() => void submit()}
      >
        <p className="kp-roll-legend">申领发票信息</p>
        <Form.Item label="发票种类" name="invoice_zl">
          <Select
            aria-label="发票种类"
            className={wrongClass('invoice_zl')}
            options={([1, 2] as const).map((kind) => ({ value: kind, label: INVOICE_KIND_LABEL[kind] }))}
          />
        </Form.Item>
        <Form.Item label="申领数量" name="apply_num">
          <InputNumber
            aria-label="申领数量"
            className={wrongClass('apply_num')}
            min={1}
            max={1000}
            precision={0}
            suffix="份"
            style={{ width: 160 }}
          />
        </Form.Item>
        <p className="kp-roll-legend">申领人信息</p>
        <Form.Item label="申领人" name="shenling_slr">
          <Input aria-label="申领人" className={wrongClass('shenling_slr')} maxLength={50} autoComplete="off" />
        </Form.Item>
        <Form.Item label="证件类型" name="shenling_zjlx">
          <Select
            aria-label="证件类型"
            className={wrongClass('shenling_zjlx')}
            placeholder="请选择证件类型"
            options={ID_TYPES.map((value) => ({ value, label: value }))}
          />
        </Form.Item>
        <Form.Item label="证件号码" name="shenling_zjh">
          <Input aria-label="证件号码" className={wrongClass('shenling_zjh')} maxLength={50} autoComplete="off" />
        </Form.Item>
        <Form.Item label="申领说明" name="shenling_shuoming">
          <Input.TextArea
            aria-label="申领说明"
            className={wrongClass('shenling_shuoming')}
            maxLength={500}
            autoSize={{ minRows: 2, maxRows: 4 }}
          />
        </Form.Item>
        <p className="kp-roll-legend">领取方式</p>
        <Form.Item label="领取方式" name="apply_result">
          <Radio.Group aria-label="领取方式" className={wrongClass('apply_result')}>
            <Radio value={1}>自行领取</Radio>
            <Radio value={2}>快递</Radio>
          </Radio.Group>
        </Form.Item>
        {applyResult === 2 ? (
          <>
            <Form.Item label="收件人" name="shenling_shoujianren">
              <Input
                aria-label="收件人"
                className={wrongClass('shenling_shoujianren')}
                maxLength={50}
                autoComplete="off"
              />
            </Form.Item>
            <Form.Item label="收件地址电话" name="shenling_dztel">
              <Input
                aria-label="收件地址电话"
                className={wrongClass('shenling_dztel')}
                maxLength={200}
                autoComplete="off"
              />
            </Form.Item>
          </>
        ) : null}
      </Form>
      <p className="kp-roll-note">提示：每种发票只能申领一次；申领成功后请到“发票读入”读入发票。</p>
    </ClientWindow>
  );
}
