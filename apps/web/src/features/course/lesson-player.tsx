import type { TCourseLearn, TCourseVideoLearnData, TLessonContextBody } from '@sxpt/contract';
import { Alert, Typography } from 'antd';
import { useRef, useState } from 'react';
import { formatClock } from './format-duration';
import { useVideoReporter } from './use-video-reporter';

interface TLessonPlayerProps {
  ids: TLessonContextBody;
  lesson: TCourseLearn;
  onSaved: (data: TCourseVideoLearnData) => void;
}

/** The lesson's video, resumed where the student left it, reporting what was really watched. */
export function LessonPlayer({ ids, lesson, onSaved }: TLessonPlayerProps) {
  const videoRef = useRef<HTMLVideoElement>(null);
  const [resumedAt, setResumedAt] = useState<number | null>(null);
  const [loadError, setLoadError] = useState(false);
  const { error } = useVideoReporter(videoRef, { ids, knownDuration: lesson.video_duration, onSaved });

  const onLoadedMetadata = () => {
    const video = videoRef.current;
    if (!video || resumedAt !== null) return;
    const start = lesson.resume_position;
    if (start > 0 && (!Number.isFinite(video.duration) || start < video.duration - 1)) {
      video.currentTime = start;
      setResumedAt(start);
    } else {
      setResumedAt(0);
    }
  };

  return (
    <div>
      <div style={{ background: '#000', borderRadius: 8, overflow: 'hidden', aspectRatio: '16 / 9' }}>
        <video
          ref={videoRef}
          src={lesson.video_url}
          controls
          preload="metadata"
          playsInline
          controlsList="nodownload"
          onLoadedMetadata={onLoadedMetadata}
          onError={() => setLoadError(true)}
          style={{ width: '100%', height: '100%', display: 'block' }}
          data-testid="lesson-video"
        />
      </div>
      {resumedAt ? (
        <Typography.Text type="secondary" style={{ display: 'block', marginTop: 8 }}>
          已从上次看到的 {formatClock(resumedAt)} 处继续
        </Typography.Text>
      ) : null}
      {loadError ? (
        <Alert
          type="error"
          showIcon
          style={{ marginTop: 12 }}
          title="视频加载失败"
          description="请检查网络后刷新页面重试；如仍无法播放，请联系任课教师。"
        />
      ) : null}
      {error ? (
        <Alert
          type="warning"
          showIcon
          style={{ marginTop: 12 }}
          title={`学习进度保存失败：${error}`}
          description="继续观看时会自动重试。"
        />
      ) : null}
    </div>
  );
}
