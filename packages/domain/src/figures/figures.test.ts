import { describe, expect, it } from 'vitest';
import { ZDeclarationQuery, ZFiguresQuery } from '../contracts/figures';
import { defaultFiguresPeriod, figuresPeriodProblem, monthPeriod, periodDays } from './figures-period';
import { ALL_STEPS_DONE, LAST_STEP } from '../contracts/steps';
import { FUNNEL_STAGES, STOP_POINTS, stepOfStage, stopPointOf } from './funnel';

describe('the figures period', () => {
  it('holds a year at most, leap day included, and never ends before it starts', () => {
    expect(figuresPeriodProblem('2028-01-01', '2028-12-31')).toBeNull();
    expect(figuresPeriodProblem('2027-01-01', '2028-01-02')).toBe('figures.periodTooLong');
    expect(figuresPeriodProblem('2026-03-02', '2026-03-01')).toBe('figures.periodInverted');
    expect(ZFiguresQuery.safeParse({ from: '2026-03-02', to: '2026-03-01' }).success).toBe(false);
    expect(ZFiguresQuery.safeParse({ from: '2026-03-01' }).success).toBe(true);
  });

  it('lists every day, and a month from its first to its last day', () => {
    expect(periodDays('2026-02-27', '2026-03-01')).toEqual(['2026-02-27', '2026-02-28', '2026-03-01']);
    expect(monthPeriod('2028-02')).toEqual({ from: '2028-02-01', to: '2028-02-29' });
    expect(monthPeriod('2026-12')).toEqual({ from: '2026-12-01', to: '2026-12-31' });
    expect(defaultFiguresPeriod('2026-11-29')).toEqual({ from: '2026-11-01', to: '2026-11-29' });
    expect(ZDeclarationQuery.safeParse({ month: '2026-13' }).success).toBe(false);
  });
});

describe('the funnel', () => {
  it('orders its stages from the opening to the signature, each needing the step before', () => {
    expect(FUNNEL_STAGES[0]).toBe('started');
    expect(FUNNEL_STAGES.slice(-3)).toEqual(['ready_to_pay', 'paid', 'signed']);
    expect(FUNNEL_STAGES.map(stepOfStage)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, null, null]);
    expect([0, 4, 7, 8].map(stopPointOf)).toEqual(['step0', 'step4', 'step7', 'payment']);
    // One stage per step of the flow, one stop per step and the payment: a step added fails here.
    expect(FUNNEL_STAGES.filter((stage) => stage.startsWith('step'))).toHaveLength(LAST_STEP);
    expect(STOP_POINTS).toHaveLength(ALL_STEPS_DONE + 1);
  });
});
