import type { TParsedQuestion, TTikuExamDetail, TTikuExamRow } from '@sxpt/contract';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { callsTo, envelope, fetchMock, renderPage, setUpPageHarness } from '../../../test/page-harness';
import { AnswerSheetDrawer } from './answer-sheet-drawer';

setUpPageHarness();

const judge: TParsedQuestion = {
  no: 1,
  question_id: 31,
  section: 0,
  type: 'judge',
  status: 'wrong',
  points: '1.00',
  earned: '0.00',
  stem: '增值税专用发票可以开具给个人消费者。',
  options: [],
  blanks: 0,
  given: { type: 'judge', value: true },
  right: { type: 'judge', value: false },
  explanation: '专用发票不得开具给个人消费者。',
  wrong: [],
};

const essay: TParsedQuestion = {
  no: 2,
  question_id: 32,
  section: 1,
  type: 'essay',
  status: 'pending',
  points: '10.00',
  earned: '0.00',
  stem: '简述<b>红字发票</b>的开具流程。',
  options: [],
  blanks: 0,
  given: { type: 'essay', text: '先填信息表' },
  right: { type: 'essay', reference: '填开信息表、校验、开具红字发票' },
  explanation: '',
  wrong: [],
};

function detailWith(score: string, questions: TParsedQuestion[]): TTikuExamDetail {
  return {
    account: 'student02',
    report: {
      attempt_id: 9,
      attempt_no: 1,
      publication_id: 4,
      title: '期末考试',
      kind: 'exam',
      class_name: '2024级会计1班',
      student_name: '李诗琪',
      total_points: '11.00',
      pass_mark: '6.00',
      score,
      passed: false,
      pending: questions.filter((q) => q.status === 'pending').length,
      started_at: '2025-03-01T01:00:00.000Z',
      submitted_at: '2025-03-01T01:30:00.000Z',
      used_seconds: 1800,
      submit_reason: 'student',
      switch_count: 2,
      sections: [
        { title: '一、判断题', type: 'judge', points: '1.00', earned: '0.00', count: 1, right: 0 },
        { title: '二、简答题', type: 'essay', points: '10.00', earned: '0.00', count: 1, right: 0 },
      ],
      questions,
      may_read_answers: true,
      answers_note: '',
      may_redo: false,
    },
    parsing: { attempt_id: 9, title: '期末考试', questions },
  };
}

const row: TTikuExamRow = {
  student_id: 2,
  account: 'student02',
  name: '李诗琪',
  status: 'done',
  attempt_id: 9,
  attempts: 1,
  score: '0.00',
  max_score: '11.00',
  passed: false,
  pending: 1,
  started_at: '2025-03-01T01:00:00.000Z',
  submitted_at: '2025-03-01T01:30:00.000Z',
  used_seconds: 1800,
  switch_count: 2,
  submit_reason: 'student',
};

let current = detailWith('0.00', [judge, essay]);

beforeEach(() => {
  current = detailWith('0.00', [judge, essay]);
  fetchMock.mockImplementation(async (input, init) => {
    const url = String(input);
    if (url === '/api/statistics/tiku/exam_detail') return envelope(current);
    if (url === '/api/statistics/tiku/edit_is_correct') {
      const body = JSON.parse(String(init?.body));
      current =
        body.question_id === judge.question_id
          ? detailWith('1.00', [{ ...judge, status: 'right', earned: '1.00' }, essay])
          : detailWith('8.00', [judge, { ...essay, status: 'partial', earned: body.points }]);
      return envelope(current, 200, '批改已保存');
    }
    return envelope(null, 404, '接口不存在');
  });
});

const click = async (element: HTMLElement) => {
  await act(async () => {
    fireEvent.click(element);
  });
};

describe('the answer sheet drawer', { timeout: 60_000 }, () => {
  it('shows the report and every question, and regrades a question with a reason', async () => {
    renderPage(<AnswerSheetDrawer row={row} onClose={() => undefined} />);
    expect(await screen.findByText('李诗琪（student02）的答卷')).toBeTruthy();
    expect((await screen.findByTestId('sheet-score')).textContent).toBe('0.00 / 11.00');
    expect(screen.getByText('30分')).toBeTruthy();
    const first = screen.getByRole('region', { name: '第1题' });
    // the stem's HTML drawn as elements
    expect(within(screen.getByRole('region', { name: '第2题' })).getByText('红字发票').tagName).toBe('B');

    // nothing chosen, then no reason: said at once, nothing sent
    await click(within(first).getByRole('button', { name: '保存第1题批改' }));
    expect(within(first).getByRole('alert').textContent).toBe('请选择判定结果或填写分数');
    await click(within(first).getByText('判为正确'));
    await click(within(first).getByRole('button', { name: '保存第1题批改' }));
    expect(within(first).getByRole('alert').textContent).toBe('请填写修改原因');
    expect(callsTo('/api/statistics/tiku/edit_is_correct')).toHaveLength(0);

    fireEvent.change(within(first).getByLabelText('第1题修改原因'), { target: { value: ' 审核更正 ' } });
    await click(within(first).getByRole('button', { name: '保存第1题批改' }));
    await waitFor(() => expect(screen.getByTestId('sheet-score').textContent).toBe('1.00 / 11.00'));
    expect(callsTo('/api/statistics/tiku/edit_is_correct')[0].body).toEqual({
      attempt_id: 9,
      question_id: 31,
      is_right: true,
      reason: '审核更正',
    });
    expect(await screen.findByText('批改已保存')).toBeTruthy();
  });

  it('gives a 简答 points up to its full marks', async () => {
    renderPage(<AnswerSheetDrawer row={row} onClose={() => undefined} />);
    const essayBox = await screen.findByRole('region', { name: '第2题' });
    expect(within(essayBox).queryByText('判为正确')).toBeNull();
    const points = within(essayBox).getByLabelText('第2题得分');
    fireEvent.change(within(essayBox).getByLabelText('第2题修改原因'), { target: { value: '要点基本答出' } });
    fireEvent.change(points, { target: { value: '11' } });
    await click(within(essayBox).getByRole('button', { name: '保存第2题批改' }));
    expect(within(essayBox).getByRole('alert').textContent).toBe('分数不能超过本题满分10.00分');
    fireEvent.change(points, { target: { value: '8' } });
    await click(within(essayBox).getByRole('button', { name: '保存第2题批改' }));
    await waitFor(() => expect(screen.getByTestId('sheet-score').textContent).toBe('8.00 / 11.00'));
    expect(callsTo('/api/statistics/tiku/edit_is_correct')).toEqual([
      {
        url: '/api/statistics/tiku/edit_is_correct',
        body: { attempt_id: 9, question_id: 32, points: '8', reason: '要点基本答出' },
      },
    ]);
  });
});
