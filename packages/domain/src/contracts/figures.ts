import { z } from 'zod';
import { figuresPeriodProblem } from '../figures/figures-period';
import { FUNNEL_STAGES, STOP_POINTS } from '../figures/funnel';
import { ZAmount, ZDbIdQuery, ZIsoDate } from './wire';

// The administrators' figures: the dashboard and the accounting exports (issue 38, decision 054).

/** A day of a period: the product's lifetime, not year 9999. */
const ZFiguresDay = ZIsoDate.refine((day) => day >= '2020-01-01' && day <= '2099-12-31', {
  message: 'validation.invalidDate',
});
const ZOfficeFilter = ZDbIdQuery.optional().describe('One office; every office when absent.');

/**
 * GET /backoffice/figures and …/figures/contracts.csv: days in Morocco, both counted, at most a year.
 * Without `from`, the first of `to`'s month; without `to`, today.
 */
export const ZFiguresQuery = z
  .object({ from: ZFiguresDay.optional(), to: ZFiguresDay.optional(), office: ZOfficeFilter })
  .superRefine((query, context) => {
    const problem = query.from && query.to ? figuresPeriodProblem(query.from, query.to) : null;
    if (problem) context.addIssue({ code: 'custom', message: problem, path: ['to'] });
  });
export type TFiguresQuery = z.infer<typeof ZFiguresQuery>;

/** GET /backoffice/figures/declaration.csv: an accounting month, `2026-11`. */
export const ZDeclarationQuery = z.object({
  month: z
    .string()
    .regex(/^20[2-9]\d-(0[1-9]|1[0-2])$/, { message: 'figures.invalidMonth' })
    .describe('The month declared, YYYY-MM.'),
  office: ZOfficeFilter,
});
export type TDeclarationQuery = z.infer<typeof ZDeclarationQuery>;

/** A contract count and its premiums including tax. */
const ZSold = { contracts: z.number().int(), total: ZAmount };

/** What the contracts sold sum to, each part as stored with the contract. */
export const ZPremiumTotals = z.object({
  contracts: z.number().int(),
  net: ZAmount,
  tax: ZAmount.describe("Tax on insurance contracts, at each contract's rate (14 % in version 1)."),
  solidarity: ZAmount.describe('Solidarity contribution against catastrophic events.'),
  fgac: ZAmount.describe('Road accident guarantee fund contribution.'),
  stamp: ZAmount,
  total: ZAmount,
});
export type TPremiumTotals = z.infer<typeof ZPremiumTotals>;

const ZLabelled = z.object({ key: z.string(), label: z.string(), ...ZSold });

export const ZFiguresAnswer = z.object({
  from: ZIsoDate,
  to: ZIsoDate,
  today: ZIsoDate,
  office: z.number().int().nullable(),
  totals: ZPremiumTotals.extend({
    cancelled: z.number().int().describe('Of the contracts sold, cancelled since.'),
    terminated: z.number().int(),
    withdrawn: z.number().int(),
  }),
  by_day: z.array(z.object({ day: ZIsoDate, ...ZSold })),
  by_entry_city: z.array(ZLabelled),
  by_office: z.array(ZLabelled),
  by_usage: z.array(ZLabelled),
  by_period: z.array(ZLabelled),
  funnel: z.object({
    stages: z.array(z.object({ stage: z.enum(FUNNEL_STAGES), count: z.number().int() })),
    stops: z.array(
      z.object({
        at: z.enum(STOP_POINTS),
        open: z.number().int(),
        expired: z.number().int(),
        cancelled: z.number().int(),
      }),
    ),
  }),
  refunds: z.object({
    due: z.object({ count: z.number().int(), amount: ZAmount }),
    overdue: z.object({ count: z.number().int(), amount: ZAmount }),
    refunded: z.object({ count: z.number().int(), amount: ZAmount }),
  }),
  to_hand_over: z.array(z.object({ key: z.string(), label: z.string(), contracts: z.number().int() })),
});
export type TFiguresAnswer = z.infer<typeof ZFiguresAnswer>;
