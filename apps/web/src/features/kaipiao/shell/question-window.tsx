// The business-question window (spec 02 §2.5): a draggable window above the desktop (below every pop-up) listing
// the case's questions with their number, title, done mark and walkthrough video link (a walkthrough shows the
// answer: the server gives its address once the question is done, and until then the window says when it comes; a
// case without videos keeps the spec's tip); the selected question's description below. It can be collapsed to its title bar and restored.
import { PlayCircleOutlined } from '@ant-design/icons';
import type { TBwkpSubjectListItem } from '@sxpt/contract';
import { Empty, Modal, Spin } from 'antd';
import { type PointerEvent, useCallback, useRef, useState } from 'react';
import { useKaipiaoStore } from '../kaipiao-store';
import { progressCount } from './progress-cache';

/** Below the first pop-up (9506), above the desktop. */
export const QUESTION_WINDOW_Z = 9000;
export const VIDEO_RECORDING_TIP = '视频正在录制中';
/** A question with a walkthrough that the student has not done yet. */
export const VIDEO_AFTER_DONE_TIP = '完成本题后可看讲解视频';

function useDrag(initial: { x: number; y: number }) {
  const [position, setPosition] = useState(initial);
  const drag = useRef<{ startX: number; startY: number; baseX: number; baseY: number } | null>(null);
  const onPointerDown = useCallback(
    (event: PointerEvent<HTMLDivElement>) => {
      if ((event.target as HTMLElement).closest('button')) return;
      drag.current = { startX: event.clientX, startY: event.clientY, baseX: position.x, baseY: position.y };
      event.currentTarget.setPointerCapture?.(event.pointerId);
    },
    [position],
  );
  const onPointerMove = useCallback((event: PointerEvent<HTMLDivElement>) => {
    const start = drag.current;
    if (!start) return;
    const x = Math.min(Math.max(start.baseX + event.clientX - start.startX, -300), window.innerWidth - 80);
    const y = Math.min(Math.max(start.baseY + event.clientY - start.startY, 0), window.innerHeight - 30);
    setPosition({ x, y });
  }, []);
  const onPointerUp = useCallback(() => {
    drag.current = null;
  }, []);
  return { position, handlers: { onPointerDown, onPointerMove, onPointerUp } };
}

export interface TQuestionWindowProps {
  subjects: readonly TBwkpSubjectListItem[];
  isLoading: boolean;
}

export function QuestionWindow({ subjects, isLoading }: TQuestionWindowProps) {
  const progress = useKaipiaoStore((state) => state.progress);
  const currentSubjectId = useKaipiaoStore((state) => state.currentSubjectId);
  const [collapsed, setCollapsed] = useState(false);
  // a chosen question holds until the current question moves on (then the new current one is shown)
  const [choice, setChoice] = useState<{ id: number; current: number | null } | null>(null);
  const [video, setVideo] = useState<TBwkpSubjectListItem | null>(null);
  const { position, handlers } = useDrag({
    x: typeof window === 'undefined' ? 600 : Math.max(window.innerWidth - 410, 8),
    y: 118,
  });

  const selectedId = choice && choice.current === currentSubjectId ? choice.id : null;
  const setSelectedId = (id: number) => setChoice({ id, current: currentSubjectId });

  const isDone = (subject: TBwkpSubjectListItem) => {
    const question = progress?.find((entry) => entry.subjectId === subject.id);
    return question ? question.isComplete : subject.subject_status === 1;
  };
  const count = progressCount(progress);
  const selected =
    subjects.find((subject) => subject.id === (selectedId ?? currentSubjectId)) ??
    (selectedId === null && currentSubjectId === null ? subjects[subjects.length - 1] : undefined);

  return (
    <div
      className="kp-qwin"
      role="dialog"
      aria-label="业务题目"
      data-testid="kp-question-window"
      style={{ left: position.x, top: position.y, zIndex: QUESTION_WINDOW_Z }}
    >
      <div className="kp-qwin-title" {...handlers}>
        <span className="kp-qwin-caption">业务题目</span>
        <span className="kp-qwin-count" data-testid="kp-question-count">
          已完成 {count.done}/{count.total}
        </span>
        <button
          type="button"
          className="kp-qwin-toggle"
          aria-label={collapsed ? '还原' : '收起'}
          title={collapsed ? '还原' : '收起'}
          onClick={() => setCollapsed((value) => !value)}
        >
          {collapsed ? '□' : '—'}
        </button>
      </div>
      {collapsed ? null : (
        <>
          <div className="kp-qwin-list" role="listbox" aria-label="题目列表">
            {isLoading ? (
              <div style={{ padding: 24, textAlign: 'center' }}>
                <Spin />
              </div>
            ) : subjects.length === 0 ? (
              <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="暂无题目" />
            ) : (
              subjects.map((subject, index) => {
                const isCurrent = subject.id === currentSubjectId;
                const isSelected = subject.id === selected?.id;
                return (
                  <div
                    key={subject.id}
                    role="option"
                    tabIndex={0}
                    aria-selected={isSelected}
                    data-testid="kp-question-item"
                    className={`kp-qwin-item${isSelected ? ' kp-selected' : ''}${isCurrent ? ' kp-current' : ''}`}
                    onClick={() => setSelectedId(subject.id)}
                    onKeyDown={(event) => {
                      if (event.key === 'Enter' || event.key === ' ') setSelectedId(subject.id);
                    }}
                  >
                    <span className="kp-qwin-no">{subject.sort || index + 1}.</span>
                    <span className="kp-qwin-name">
                      {subject.title}
                      {isCurrent ? <span className="kp-qwin-current-tag">当前</span> : null}
                    </span>
                    <span className="kp-qwin-done" aria-label={isDone(subject) ? '已完成' : '未完成'}>
                      {isDone(subject) ? '✓' : ''}
                    </span>
                    {subject.video_path ? (
                      <a
                        className="kp-qwin-video"
                        href={subject.video_path}
                        onClick={(event) => {
                          event.preventDefault();
                          event.stopPropagation();
                          setVideo(subject);
                        }}
                      >
                        <PlayCircleOutlined /> 视频
                      </a>
                    ) : subject.has_video ? (
                      <span className="kp-qwin-video kp-recording" title={VIDEO_AFTER_DONE_TIP}>
                        {VIDEO_AFTER_DONE_TIP}
                      </span>
                    ) : (
                      <span className="kp-qwin-video kp-recording" title={VIDEO_RECORDING_TIP}>
                        {VIDEO_RECORDING_TIP}
                      </span>
                    )}
                  </div>
                );
              })
            )}
          </div>
          {selected ? (
            <div className="kp-qwin-desc" data-testid="kp-question-desc">
              <div className="kp-qwin-desc-title">
                第{selected.sort}题　{selected.title}
              </div>
              {selected.subject_describe || '（本题没有说明）'}
            </div>
          ) : null}
        </>
      )}
      <Modal
        open={video !== null}
        title={video ? `操作视频：${video.title}` : ''}
        footer={null}
        width={760}
        zIndex={QUESTION_WINDOW_Z + 100}
        destroyOnHidden
        onCancel={() => setVideo(null)}
      >
        {video ? (
          <video
            src={video.video_path}
            controls
            autoPlay
            style={{ width: '100%', maxHeight: '70vh', background: '#000' }}
          />
        ) : null}
      </Modal>
    </div>
  );
}
