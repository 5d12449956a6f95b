import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');
const eslint = new ESLint({ cwd: root });

/** The rules that fired on `code` as if it stood at `file`. */
async function rulesOn(file: string, code: string): Promise<(string | null)[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return result!.messages.map((message) => message.ruleId);
}

// ESLint and its import resolver take seconds a file on a busy machine; a timeout is no finding.
describe('the layers, held by lint', { timeout: 60_000 }, () => {
  it('keeps features apart', async () => {
    expect(
      await rulesOn(
        'apps/web/src/features/home/x.ts',
        "import { sendMailCode } from '../auth/api/send-mail-code';\nexport const y = sendMailCode;\n",
      ),
    ).toContain('import-x/no-restricted-paths');
  });

  it('keeps lib/ from reaching into app/ or a feature', async () => {
    expect(
      await rulesOn(
        'apps/web/src/lib/x.ts',
        "import { router } from '../app/router';\nexport const y = router;\n",
      ),
    ).toContain('import-x/no-restricted-paths');
  });

  it('keeps components/ and api/ from reaching into app/ or a feature', async () => {
    expect(
      await rulesOn(
        'apps/web/src/components/x.ts',
        "import { App } from '../app/app';\nexport const y = App;\n",
      ),
    ).toContain('import-x/no-restricted-paths');
    expect(
      await rulesOn(
        'apps/web/src/api/x.ts',
        "import { HomePage } from '../features/home/routes/home-page';\nexport const y = HomePage;\n",
      ),
    ).toContain('import-x/no-restricted-paths');
  });

  it("refuses a cast of a subscription's part: it is parsed by its schema", async () => {
    const cast =
      "import type { TVehicle } from '@bi/domain';\nexport const y = (JSON.parse('{}') as TVehicle).immatriculation;\n";
    expect(await rulesOn('apps/api/src/modules/subscriptions/x.ts', cast)).toContain('no-restricted-syntax');
    expect(await rulesOn('apps/web/src/features/home/x.ts', cast)).toContain('no-restricted-syntax');
  });

  it("refuses a part's type cast inside another type, or by the part's field name", async () => {
    for (const cast of [
      "import type { TVehicle } from '@bi/domain';\nexport const y = JSON.parse('{}') as Partial<TVehicle> | null;\n",
      "import type { TSouscriptionAnswer } from '@bi/domain';\nexport const y = JSON.parse('{}') as TSouscriptionAnswer['vehicule_info'];\n",
    ]) {
      expect(await rulesOn('apps/web/src/features/home/x.ts', cast)).toContain('no-restricted-syntax');
    }
  });

  it('lets only the repository write a subscription row, so a status moves by a lifecycle event', async () => {
    const write =
      "import { subscriptions } from '../../db/schema';\ndeclare const tx: { update(t: unknown): { set(v: unknown): void } };\ntx.update(subscriptions).set({ statut: 'paid' });\n";
    expect(await rulesOn('apps/api/src/modules/payment/x.ts', write)).toContain('no-restricted-syntax');
    expect(await rulesOn('apps/api/src/modules/subscriptions/repository.ts', write)).not.toContain(
      'no-restricted-syntax',
    );
  });

  it('keeps the web app and the API apart, and subscriptions out of auth', async () => {
    expect(
      await rulesOn(
        'apps/web/src/lib/x.ts',
        "import { loadConfig } from '../../../api/src/config';\nexport const y = loadConfig;\n",
      ),
    ).toContain('import-x/no-restricted-paths');
    expect(
      await rulesOn(
        'apps/api/src/modules/subscriptions/x.ts',
        "import { signIn } from '../auth/sign-in';\nexport const y = signIn;\n",
      ),
    ).toContain('import-x/no-restricted-paths');
    expect(
      await rulesOn(
        'apps/api/src/lib/x.ts',
        "import { routes } from '../../../web/src/app/routes';\nexport const y = routes;\n",
      ),
    ).toContain('import-x/no-restricted-paths');
  });

  it('keeps the domain free of I/O and of packages it does not declare', async () => {
    expect(
      await rulesOn(
        'packages/domain/src/x.ts',
        "import { readFileSync } from 'node:fs';\nexport const y = readFileSync;\n",
      ),
    ).toContain('import-x/no-nodejs-modules');
    expect(
      await rulesOn(
        'packages/domain/src/x.ts',
        "import { sql } from 'drizzle-orm';\nexport const y = sql;\n",
      ),
    ).toContain('import-x/no-extraneous-dependencies');
    expect(
      await rulesOn('packages/domain/src/x.ts', "import type { Pool } from 'pg';\nexport type Y = Pool;\n"),
    ).toContain('import-x/no-extraneous-dependencies');
    expect(
      await rulesOn(
        'packages/domain/src/x.ts',
        "import { AppError } from '../../../apps/api/src/lib/app-error';\nexport const y = AppError;\n",
      ),
    ).toContain('import-x/no-restricted-paths');
  });

  it("keeps every date rule on the server's clock, never the machine's or the phone's", async () => {
    const machineToday = "import { todayInMorocco } from '@bi/domain';\nexport const y = todayInMorocco();\n";
    expect(await rulesOn('apps/api/src/modules/subscriptions/x.ts', machineToday)).toContain(
      'no-restricted-syntax',
    );
    expect(await rulesOn('apps/web/src/features/home/x.ts', machineToday)).toContain('no-restricted-syntax');
    // The date of a given instant is no clock reading.
    const ofInstant =
      "import { todayInMorocco } from '@bi/domain';\nexport const y = (at: Date) => todayInMorocco(at);\n";
    expect(await rulesOn('apps/api/src/modules/subscriptions/x.ts', ofInstant)).not.toContain(
      'no-restricted-syntax',
    );
  });

  it('makes every reading of the time in the API say which clock it is', async () => {
    for (const bare of ['export const y = new Date();\n', 'export const y = Date.now();\n'])
      expect(await rulesOn('apps/api/src/modules/auth/x.ts', bare)).toContain('no-restricted-syntax');
    const named =
      "import { machineNow } from '../../lib/clock';\nexport const y = new Date(machineNow().getTime() + 1);\n";
    expect(await rulesOn('apps/api/src/modules/auth/x.ts', named)).not.toContain('no-restricted-syntax');
    // The web reads its own clock for countdowns; the rule is the API's.
    expect(await rulesOn('apps/web/src/lib/x.ts', 'export const y = Date.now();\n')).not.toContain(
      'no-restricted-syntax',
    );
  });

  it("keeps the customer's use cases and the office's apart", async () => {
    expect(
      await rulesOn(
        'apps/api/src/modules/after-sale/x.ts',
        "import { applyTermination } from '../office-work/apply-termination';\nexport const y = applyTermination;\n",
      ),
    ).toContain('import-x/no-restricted-paths');
    expect(
      await rulesOn(
        'apps/api/src/modules/office-work/x.ts',
        "import { requestTermination } from '../after-sale/request-termination';\nexport const y = requestTermination;\n",
      ),
    ).toContain('import-x/no-restricted-paths');
    // Both reach what lies below them.
    expect(
      await rulesOn(
        'apps/api/src/modules/office-work/x.ts',
        "import { noticeToCustomer } from '../notices/customer-notices';\nexport const y = noticeToCustomer;\n",
      ),
    ).not.toContain('import-x/no-restricted-paths');
  });

  it('keeps the modules below both sides from reaching either, whichever module is made next', async () => {
    const reachOffice =
      "import { applyTermination } from '../office-work/apply-termination';\nexport const y = applyTermination;\n";
    const reachCustomer =
      "import { requestTermination } from '../after-sale/request-termination';\nexport const y = requestTermination;\n";
    for (const below of ['subscriptions', 'withdrawals', 'notices', 'a-module-made-tomorrow']) {
      expect(await rulesOn(`apps/api/src/modules/${below}/x.ts`, reachOffice), below).toContain(
        'import-x/no-restricted-paths',
      );
      expect(await rulesOn(`apps/api/src/modules/${below}/x.ts`, reachCustomer), below).toContain(
        'import-x/no-restricted-paths',
      );
    }
    // Their tests may set up either side's data.
    expect(await rulesOn('apps/api/src/modules/subscriptions/x.test.ts', reachOffice)).not.toContain(
      'import-x/no-restricted-paths',
    );
  });

  it('reads who calls through its typed getter, never by asserting the request has one', async () => {
    for (const assumed of [
      'declare const request: { user: { id: string } | null };\nexport const y = request.user!.id;\n',
      'declare const request: { actor: { kind: string } | null };\nexport const y = request.actor!.kind;\n',
    ])
      expect(await rulesOn('apps/api/src/modules/after-sale/x.ts', assumed)).toContain(
        'no-restricted-syntax',
      );
    const read =
      "import { customerOf } from '../../lib/request-actor';\ndeclare const request: { user: { id: string } | null };\nexport const y = customerOf(request).id;\n";
    expect(await rulesOn('apps/api/src/modules/after-sale/x.ts', read)).not.toContain('no-restricted-syntax');
  });

  it('shuts the side doors to a subscription row and to the rows that move beside it', async () => {
    const doors = [
      // Through the schema's namespace, in SQL text, with the table interpolated, under another name.
      "import * as schema from '../../db/schema';\ndeclare const tx: { update(t: unknown): { set(v: unknown): void } };\ntx.update(schema.subscriptions).set({ statut: 'paid' });\n",
      "import { sql } from 'drizzle-orm';\ndeclare const tx: { execute(q: unknown): void };\ntx.execute(sql`update subscriptions set statut = 'paid'`);\n",
      "import { sql } from 'drizzle-orm';\nimport { subscriptions } from '../../db/schema';\ndeclare const tx: { execute(q: unknown): void };\ntx.execute(sql`update ${subscriptions} set statut = 'paid'`);\n",
      "import { subscriptions as rows } from '../../db/schema';\nexport const y = rows;\n",
      "import { payments } from '../../db/schema';\ndeclare const tx: { update(t: unknown): { set(v: unknown): void } };\ntx.update(payments).set({ status: 'approved' });\n",
    ];
    for (const door of doors)
      expect(await rulesOn('apps/api/src/modules/after-sale/x.ts', door), door).toContain(
        'no-restricted-syntax',
      );
  });
});
