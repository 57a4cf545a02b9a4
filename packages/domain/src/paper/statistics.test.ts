import { describe, expect, it } from 'vitest';
import { answerDistribution, discriminationIndex, examSummary, facilityIndex, scoreBands } from './statistics';

// A class of five on a paper of 10 points; question 1 is worth 2.
//   student  q1   total   rest (total − q1)
//   A        2    9       7
//   B        2    8       6
//   C        1    6       5
//   D        0    4       4
//   E        0    3       3
const q1 = ['2', '2', '1', '0', '0'];
const totals = ['9', '8', '6', '4', '3'];

describe('exam statistics, against a hand-computed table', () => {
  it('facility index: mean share of full marks = (1 + 1 + 0.5 + 0 + 0) / 5 = 0.5', () => {
    expect(facilityIndex(q1, '2')).toBe(0.5);
    expect(facilityIndex([], '2')).toBeNull();
  });

  it('discrimination: the correlation of q1 with the rest of the paper', () => {
    // x = 2,2,1,0,0 (mean 1); y = 7,6,5,4,3 (mean 5)
    // Σ(x−x̄)(y−ȳ) = 1·2 + 1·1 + 0·0 + (−1)(−1) + (−1)(−2) = 6; Σ(x−x̄)² = 4; Σ(y−ȳ)² = 10
    // r = 6 / √40 = 0.948683…
    expect(discriminationIndex(q1, totals)).toBeCloseTo(6 / Math.sqrt(40), 10);
    expect(discriminationIndex(['1', '1'], ['5', '6'])).toBeNull();
    expect(discriminationIndex(['1'], ['5'])).toBeNull();
  });

  it('a question the weak get right and the strong get wrong discriminates negatively', () => {
    expect(discriminationIndex(['0', '0', '2', '2'], ['8', '7', '5', '4'])).toBeLessThan(0);
  });

  it('bands by share of the total: 90 %, 80 %, 60 %, 40 %, 30 %', () => {
    expect(scoreBands(totals, '10')).toEqual([2, 1, 0, 1, 1]);
    expect(scoreBands(['59.99', '60', '69.99', '70', '89.99', '90', '100'], '100')).toEqual([1, 2, 1, 1, 2]);
  });

  it('summary: average 6.00, highest 9, lowest 3, pass mark 6 passes three of five', () => {
    expect(examSummary(totals, '6')).toEqual({
      count: 5,
      average: '6.00',
      highest: '9.00',
      lowest: '3.00',
      passRate: '0.6000',
      passed: 3,
    });
    expect(examSummary([], '6').average).toBeNull();
  });

  it('answer distribution per option, with the unanswered', () => {
    expect(answerDistribution(['A', 'AC', 'C', null, 'Z', ''], 4)).toEqual({
      options: [
        { letter: 'A', count: 2 },
        { letter: 'B', count: 0 },
        { letter: 'C', count: 2 },
        { letter: 'D', count: 0 },
      ],
      unanswered: 2,
    });
  });
});
