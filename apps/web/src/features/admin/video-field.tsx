import { Button, Flex, Input, InputNumber, Radio, Typography } from 'antd';
import { useState } from 'react';
import { formatBytes, formatDuration } from './admin-format';
import { FileUpload } from './file-upload';

export interface TVideoValue {
  url: string;
  /** seconds; 0 when unknown */
  duration: number;
}

const emptyVideo: TVideoValue = { url: '', duration: 0 };

/**
 * A lesson's video: upload an MP4 (/admin/upload/video, with progress) or enter an address; a preview player, and
 * the duration read in the browser from a hidden <video>'s metadata (editable when the browser cannot read it).
 */
export function VideoField({
  value = emptyVideo,
  onChange,
}: {
  value?: TVideoValue;
  onChange?: (v: TVideoValue) => void;
}) {
  const [mode, setMode] = useState<'upload' | 'url'>(
    value.url && !value.url.startsWith('/uploads/') ? 'url' : 'upload',
  );
  const [uploaded, setUploaded] = useState<{ name: string; size: number } | null>(null);
  const set = (next: Partial<TVideoValue>) => onChange?.({ ...value, ...next });

  return (
    <Flex vertical gap={12}>
      <Radio.Group
        optionType="button"
        value={mode}
        onChange={(event) => setMode(event.target.value)}
        options={[
          { value: 'upload', label: '上传视频' },
          { value: 'url', label: '视频地址' },
        ]}
      />
      {mode === 'upload' ? (
        <Flex gap={12} align="center" wrap>
          <FileUpload
            kind="video"
            accept="video/mp4,.mp4"
            buttonText={value.url ? '重新上传 MP4' : '上传 MP4 视频'}
            isAccepted={(file) => file.type === 'video/mp4' || file.name.toLowerCase().endsWith('.mp4')}
            wrongTypeText="只能上传 MP4 视频"
            onUploaded={(data, file) => {
              setUploaded({ name: file.name, size: data.size });
              onChange?.({ url: data.url, duration: 0 });
            }}
          />
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {uploaded ? `已上传：${uploaded.name}（${formatBytes(uploaded.size)}）` : 'MP4（H.264），不超过500MB'}
          </Typography.Text>
        </Flex>
      ) : (
        <Input
          placeholder="https://… 或 /uploads/… 的 MP4 地址"
          value={value.url}
          maxLength={500}
          onChange={(event) => onChange?.({ url: event.target.value.trim(), duration: 0 })}
          style={{ maxWidth: 560 }}
        />
      )}
      {value.url ? (
        <Flex gap={16} align="flex-start" wrap>
          <video
            src={value.url}
            controls
            preload="metadata"
            style={{ width: 400, maxWidth: '100%', background: '#000', borderRadius: 6 }}
          />
          <video
            key={value.url}
            src={value.url}
            preload="metadata"
            muted
            hidden
            data-testid="video-probe"
            onLoadedMetadata={(event) => {
              const seconds = Math.round(event.currentTarget.duration);
              if (Number.isFinite(seconds) && seconds > 0 && seconds !== value.duration) set({ duration: seconds });
            }}
          />
          <Flex vertical gap={8}>
            <Typography.Text>
              时长：
              <Typography.Text strong data-testid="video-duration">
                {formatDuration(value.duration)}
              </Typography.Text>
            </Typography.Text>
            <Flex gap={8} align="center">
              <InputNumber
                min={0}
                max={86400}
                precision={0}
                value={value.duration}
                onChange={(seconds) => set({ duration: seconds ?? 0 })}
                suffix="秒"
                style={{ width: 140 }}
                aria-label="视频时长（秒）"
              />
            </Flex>
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              时长由浏览器读取视频自动填写，读取不到时可手动填写
            </Typography.Text>
            <Button danger onClick={() => onChange?.(emptyVideo)} style={{ alignSelf: 'flex-start' }}>
              移除视频
            </Button>
          </Flex>
        </Flex>
      ) : null}
    </Flex>
  );
}
