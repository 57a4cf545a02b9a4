import { paperExamMessages, type TCollegePaperRow, type TPublicationRow } from '@sxpt/contract';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { callsTo, envelope, fetchMock, renderPage, setUpPageHarness } from '../../../test/page-harness';
import { PublishModal } from './publish-modal';

setUpPageHarness();

const paper: TCollegePaperRow = {
  id: 3,
  title: '会计实账实训 随机组卷测验',
  kind: 'exam',
  resource_id: 9,
  resource_name: '会计实账实训',
  question_count: 22,
  total_points: '100.00',
  pass_mark: '60.00',
  duration_minutes: 60,
  publish_count: 0,
};

/** A publication some students have begun: its start and page-leaving rules are locked. */
const begun: TPublicationRow = {
  id: 41,
  paper_id: 1,
  paper_title: '增值税发票开具实训 期末考试',
  kind: 'exam',
  class_id: 7,
  class_name: '2024级会计1班',
  resource_id: 5,
  resource_name: '增值税发票开具实训',
  start_at: '2026-11-26T03:24:17.123Z',
  end_at: '2026-12-27T03:24:17.123Z',
  max_attempts: 1,
  show_answers: 'after_submit',
  count_switches: true,
  switch_limit: 0,
  student_count: 15,
  started_count: 12,
  submitted_count: 11,
  phase: 'running',
  teacher_name: '林老师',
};

const button = (text: string) => screen.getByRole('button', { name: new RegExp(`^${[...text].join('\\s*')}$`) });

beforeEach(() => {
  fetchMock.mockImplementation(async (input) => {
    switch (String(input)) {
      case '/teacher/resources/classes':
        return envelope([
          {
            id: 7,
            name: '2024级会计1班',
            grade: '2024',
            campus_name: '天河校区',
            resources: [{ id: 9, name: '会计实账实训' }],
          },
          { id: 8, name: '2024级税务2班', grade: '2024', campus_name: '天河校区', resources: [] },
        ]);
      case '/teacher/resources/edit_publish_papers':
        return envelope(null, 409, paperExamMessages.startedLocked);
      default:
        return envelope(null, 404, '接口不存在');
    }
  });
});

describe('the publish modal', () => {
  it('publishes an exam once by default, and asks for a class before sending anything', async () => {
    renderPage(<PublishModal target={{ mode: 'publish', paper }} onClose={() => undefined} />);
    expect(await screen.findByText('会计实账实训 随机组卷测验')).toBeTruthy();
    expect((screen.getByLabelText('允许作答次数') as HTMLInputElement).value).toBe('1');
    expect((screen.getByRole('radio', { name: '截止后显示' }) as HTMLInputElement).checked).toBe(true);
    fireEvent.click(button('发布'));
    expect(await screen.findByText('请选择班级')).toBeTruthy();
    expect(callsTo('/teacher/resources/publish_papers')).toEqual([]);
  });

  it('keeps a begun publication’s start and rules as stored, and shows the server’s refusal in the modal', async () => {
    renderPage(<PublishModal target={{ mode: 'edit', publication: begun }} onClose={() => undefined} />);
    expect(await screen.findByText(paperExamMessages.startedLocked)).toBeTruthy();
    expect((screen.getByLabelText('记录切屏') as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(button('保存'));
    await waitFor(() => expect(callsTo('/teacher/resources/edit_publish_papers')).toHaveLength(1));
    expect(callsTo('/teacher/resources/edit_publish_papers')[0].body).toEqual({
      id: 41,
      start_at: begun.start_at,
      end_at: begun.end_at,
      max_attempts: 1,
      show_answers: 'after_submit',
      count_switches: true,
      switch_limit: 0,
    });
    // the refusal shows in the modal (a warning above, the error below)
    await waitFor(() => expect(screen.getAllByText(paperExamMessages.startedLocked)).toHaveLength(2));
  });
});
