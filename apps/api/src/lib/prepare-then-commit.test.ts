import { describe, expect, it } from 'vitest';
import type { TDatabase, TTransaction } from '../db/client';
import { AppError, ServiceBusy } from './app-error';
import { prepareThenCommit, type TPrepareThenCommit } from './prepare-then-commit';

/** A database that only writes down when its transaction begins and how it ends. */
function journalDatabase() {
  const journal: string[] = [];
  const tx = {} as TTransaction;
  const db = {
    transaction: async <T>(work: (tx: TTransaction) => Promise<T>) => {
      journal.push('begin');
      try {
        const result = await work(tx);
        journal.push('commit');
        return result;
      } catch (error) {
        journal.push('rollback');
        throw error;
      }
    },
  } as unknown as TDatabase;
  return { db, journal };
}

type TRow = { version: number };

function steps(
  journal: string[],
  overrides: Partial<TPrepareThenCommit<{ version: number; pdf: string }, TRow, string>> = {},
): TPrepareThenCommit<{ version: number; pdf: string }, TRow, string> {
  return {
    prepare: async () => {
      journal.push('render');
      return { version: 3, pdf: 'bytes' };
    },
    lock: async () => {
      journal.push('lock');
      return { version: 3 };
    },
    versionOf: (row) => row.version,
    commit: async (_tx, _row, prepared) => {
      journal.push('write');
      return `stored ${prepared.pdf}`;
    },
    ...overrides,
  };
}

describe('prepareThenCommit', () => {
  it('renders before the transaction begins, then locks, writes and commits in it', async () => {
    const { db, journal } = journalDatabase();
    expect(await prepareThenCommit(db, steps(journal))).toBe('stored bytes');
    expect(journal).toEqual(['render', 'begin', 'lock', 'write', 'commit']);
  });

  it('writes nothing, and opens no transaction, when the rendering fails (a full line: 503)', async () => {
    const { db, journal } = journalDatabase();
    const busy = new ServiceBusy('http.documentsBusy', 2);
    const failing = steps(journal, {
      prepare: async () => {
        throw busy;
      },
    });
    await expect(prepareThenCommit(db, failing)).rejects.toBe(busy);
    expect(journal).toEqual([]);
  });

  it('answers 409 and rolls back when the row moved since its documents were rendered', async () => {
    const { db, journal } = journalDatabase();
    const moved = steps(journal, {
      lock: async () => {
        journal.push('lock');
        return { version: 4 };
      },
    });
    await expect(prepareThenCommit(db, moved)).rejects.toMatchObject({
      status: 409,
      key: 'subscription.stale',
    });
    expect(journal).toEqual(['render', 'begin', 'lock', 'rollback']);
  });

  it("ends with the lock's refusal, writing nothing", async () => {
    const { db, journal } = journalDatabase();
    const signed = new AppError(409, 'signature.alreadySigned');
    const refused = steps(journal, {
      lock: async () => {
        journal.push('lock');
        return signed;
      },
    });
    await expect(prepareThenCommit(db, refused)).rejects.toBe(signed);
    expect(journal).toEqual(['render', 'begin', 'lock', 'commit']);
  });

  it("commits what was written before the commit's refusal, then answers it", async () => {
    const { db, journal } = journalDatabase();
    const wrongCode = new AppError(422, 'signature.codeWrong');
    const refused = steps(journal, {
      commit: async () => {
        journal.push('count the wrong guess');
        return wrongCode;
      },
    });
    await expect(prepareThenCommit(db, refused)).rejects.toBe(wrongCode);
    expect(journal).toEqual(['render', 'begin', 'lock', 'count the wrong guess', 'commit']);
  });

  it('rolls back everything when the writes throw', async () => {
    const { db, journal } = journalDatabase();
    const failing = steps(journal, {
      commit: async () => {
        journal.push('write');
        throw new Error('disk full');
      },
    });
    await expect(prepareThenCommit(db, failing)).rejects.toThrow('disk full');
    expect(journal).toEqual(['render', 'begin', 'lock', 'write', 'rollback']);
  });
});
