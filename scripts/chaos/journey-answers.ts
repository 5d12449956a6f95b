import type { TAnswer } from './proxy-client';

/** An answer the journey did not expect: it reads where it is again, a few times at most. */
export class Surprise extends Error {}

/** What a journey reads of its subscription to know what it lacks. */
export type TSubscription = {
  _id: string;
  code_str: string;
  statut: string;
  current_step: number;
  ready_to_pay: boolean;
  today: string;
  version: number;
};

/** The answer when its status is one of `status`, else a surprise naming `what`. */
export const expectStatus = (answer: TAnswer, status: number | number[], what: string) => {
  if (![status].flat().includes(answer.status))
    throw new Surprise(`${what}: ${answer.status} ${answer.text.slice(0, 160)}`);
  return answer;
};
