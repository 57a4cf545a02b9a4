import type { TAdminCollege, TAdminLicenceCode } from '@sxpt/contract';
import { useMutation } from '@tanstack/react-query';
import { Alert, Button, DatePicker, Descriptions, Form, InputNumber, Modal } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { formatDateTime } from '../../components/format-time';
import { issueLicence } from './college-admin-api';
import { SecretBox } from './secret-box';

interface TIssueForm {
  expires_at: Dayjs;
  seat_count: number;
}

/** The first day a licence may end on: tomorrow (it runs to the end of the chosen day, Beijing time). */
const firstDay = () => dayjs().add(1, 'day').startOf('day');

/** 发放激活码: expiry date and seats → a new code, shown large with a copy button. */
export function LicenceIssueModal({
  college,
  onClose,
  onIssued,
}: {
  college: TAdminCollege | null;
  onClose: () => void;
  onIssued: () => void;
}) {
  const [form] = Form.useForm<TIssueForm>();
  const [issued, setIssued] = useState<TAdminLicenceCode | null>(null);
  const issue = useMutation({
    mutationFn: (values: TIssueForm) =>
      issueLicence({
        college_id: college?.id ?? 0,
        expires_at: values.expires_at.format('YYYY-MM-DD'),
        seat_count: values.seat_count,
      }),
    onSuccess: (code) => {
      setIssued(code);
      onIssued();
    },
  });

  function close() {
    setIssued(null);
    onClose();
  }

  const isOpen = college !== null;
  return (
    <Modal
      title={college ? `发放激活码 · ${college.name}` : '发放激活码'}
      open={isOpen}
      onCancel={close}
      destroyOnHidden
      footer={
        issued ? (
          <Button type="primary" onClick={close}>
            完成
          </Button>
        ) : (
          [
            <Button key="cancel" onClick={close}>
              取消
            </Button>,
            <Button key="ok" type="primary" loading={issue.isPending} onClick={() => form.submit()}>
              生成激活码
            </Button>,
          ]
        )
      }
    >
      {issued ? (
        <div>
          <SecretBox label="激活码" secret={issued.code} />
          <Descriptions
            size="small"
            column={1}
            bordered
            items={[
              { key: 'college', label: '院校', children: issued.college_name },
              { key: 'expires', label: '有效期至', children: formatDateTime(issued.expires_at) },
              { key: 'seats', label: '授权人数', children: `${issued.seat_count} 人` },
            ]}
          />
          <Alert
            style={{ marginTop: 12 }}
            type="info"
            showIcon
            title="请将激活码交给该院校的管理员：登录后在「系统许可」页面输入激活码即可激活。激活码只能使用一次。"
          />
        </div>
      ) : college ? (
        <Form<TIssueForm>
          form={form}
          layout="vertical"
          preserve={false}
          initialValues={{
            expires_at: dayjs().add(1, 'year'),
            seat_count: college.seat_count > 0 ? college.seat_count : 100,
          }}
          onFinish={(values) => issue.mutate(values)}
        >
          {college.licence_state === 'active' ? (
            <Alert
              style={{ marginBottom: 16 }}
              type="info"
              showIcon
              title={`该院校的许可有效期至 ${formatDateTime(college.expires_at)}，授权 ${college.seat_count} 人；院校使用新激活码后按新的有效期和人数生效。`}
            />
          ) : null}
          <Form.Item
            name="expires_at"
            label="有效期至"
            extra="许可在所选日期当天 24 时（北京时间）到期"
            rules={[{ required: true, message: '请选择到期日期' }]}
          >
            <DatePicker
              style={{ width: 220 }}
              disabledDate={(day) => day.isBefore(firstDay())}
              presets={[
                { label: '一年', value: dayjs().add(1, 'year') },
                { label: '两年', value: dayjs().add(2, 'year') },
                { label: '三年', value: dayjs().add(3, 'year') },
              ]}
            />
          </Form.Item>
          <Form.Item
            name="seat_count"
            label="授权人数"
            extra={`每名学生占用一个名额；当前学生 ${college.seats_used} 人`}
            rules={[{ required: true, message: '请输入授权人数' }]}
          >
            <InputNumber min={1} max={100000} precision={0} style={{ width: 220 }} suffix="人" />
          </Form.Item>
        </Form>
      ) : null}
    </Modal>
  );
}
