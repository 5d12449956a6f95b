import type { TQueueAnswer } from '@bi/domain';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import i18n from '../../../lib/i18n/i18n';
import { session } from '../../../lib/session';
import { fakeApi } from '../../../test/render-screen';
import { renderBackoffice } from '../test/backoffice-screen';
import { QueuePage } from './queue-page';

const TANGER_MED = {
  intermediaire_Id: 3,
  intermediaire_RS: 'Poste frontière Tanger Med',
  intermediaire_RS_AR: 'المركز الحدودي طنجة المتوسط',
};

const ANSWER: TQueueAnswer = {
  count: 2,
  skip: 0,
  today: '2031-07-10',
  counts: { arriving_today: 1, to_review: 1, ready: 1, total: 2 },
  value: [
    {
      _id: 's-1',
      code_str: 'BRD-2031-000001',
      statut: 'signed',
      termination_applied: false,
      termination_requested: false,
      insured_name: 'Nadia Berrada',
      plate: 'GH-456-JK',
      effect_date: '2031-07-10',
      end_date: '2031-08-09',
      office: TANGER_MED,
      certificate_number: 'ATT-BRD-2031-000001-1',
      documents: { verified: 4, rejected: 1, pending: 1 },
      handed_over_at: null,
    },
    {
      _id: 's-2',
      code_str: 'BRD-2031-000002',
      statut: 'signed',
      termination_applied: false,
      termination_requested: false,
      insured_name: 'Karim El Idrissi',
      plate: '1234-AB-56',
      effect_date: '2031-07-12',
      end_date: '2031-07-16',
      office: TANGER_MED,
      certificate_number: 'ATT-BRD-2031-000002-1',
      documents: { verified: 6, rejected: 0, pending: 0 },
      handed_over_at: null,
    },
  ],
};

beforeEach(() => session.store('staff-token'));

describe('the counter’s queue', () => {
  it('calls a contract found by a search that the insurer terminated terminated, and a cancelled one cancelled', async () => {
    const found: TQueueAnswer = {
      ...ANSWER,
      value: [
        { ...ANSWER.value[0]!, statut: 'cancelled', termination_applied: true },
        { ...ANSWER.value[1]!, statut: 'cancelled', termination_applied: false },
      ],
    };
    fakeApi((call) => (call.path.startsWith('/backoffice/queue?') ? { body: found } : undefined));
    await renderBackoffice('/backoffice', '/backoffice', <QueuePage />);
    const items = await screen.findAllByTestId('queue-item');
    expect(items.map((item) => item.textContent)).toEqual([
      expect.stringMatching(/BRD-2031-000001 · .* · Résilié/),
      expect.stringMatching(/BRD-2031-000002 · .* · Annulée/),
    ]);
  });

  it('flags an arrival whose customer asked to terminate, to decide before the handover', async () => {
    const asked: TQueueAnswer = {
      ...ANSWER,
      value: [{ ...ANSWER.value[0]!, termination_requested: true }, ANSWER.value[1]!],
    };
    fakeApi((call) => (call.path.startsWith('/backoffice/queue?') ? { body: asked } : undefined));
    await renderBackoffice('/backoffice', '/backoffice', <QueuePage />);
    const items = await screen.findAllByTestId('queue-item');
    expect(items[0]!.textContent).toContain('Résiliation demandée : à décider avant la remise');
    expect(items[1]!.textContent).not.toContain('Résiliation');
  });

  it('lists the office’s contracts with today’s arrivals, the documents left to check and the counts', async () => {
    fakeApi((call) => (call.path.startsWith('/backoffice/queue?') ? { body: ANSWER } : undefined));
    await renderBackoffice('/backoffice', '/backoffice', <QueuePage />);
    const items = await screen.findAllByTestId('queue-item');
    expect(items.map((item) => item.textContent)).toEqual([
      expect.stringMatching(/Nadia Berrada.*GH-456-JK.*arrivée aujourd'hui.*Refusés : 1.*À vérifier : 1/),
      expect.stringMatching(/Karim El Idrissi.*arrivée 12\/07\/2031.*Documents vérifiés/),
    ]);
    expect(items[0]!.querySelector('a')?.getAttribute('href')).toBe('/backoffice/souscriptions/s-1');
    expect(screen.getByTestId('queue-counts').textContent).toContain("Arrivées aujourd'hui : 1");
  });

  it("names each contract's office, in Arabic on an Arabic screen where the office has an Arabic name", async () => {
    fakeApi((call) => (call.path.startsWith('/backoffice/queue?') ? { body: ANSWER } : undefined));
    await renderBackoffice('/backoffice', '/backoffice', <QueuePage />);
    const offices = await screen.findAllByTestId('queue-office');
    expect(offices.map((office) => office.textContent)).toEqual([
      'Poste frontière Tanger Med',
      'Poste frontière Tanger Med',
    ]);
    await i18n.changeLanguage('ar');
    try {
      await waitFor(() =>
        expect(screen.getAllByTestId('queue-office')[0]!.textContent).toBe('المركز الحدودي طنجة المتوسط'),
      );
    } finally {
      await i18n.changeLanguage('fr');
    }
  });

  it('keeps the office chosen in the address: a reload shows it narrowed still', async () => {
    const calls = fakeApi((call) =>
      call.path.startsWith('/backoffice/queue?') ? { body: ANSWER } : undefined,
    );
    const { router } = await renderBackoffice('/backoffice', '/backoffice', <QueuePage />);
    await screen.findAllByTestId('queue-item');
    fireEvent.mouseDown(screen.getByLabelText('Bureau'));
    fireEvent.click(await screen.findByRole('option', { name: 'Poste frontière Bab Sebta' }));
    await waitFor(() => expect(router.state.location.search).toBe('?office=4'));
    expect(calls.at(-1)?.path).toBe('/backoffice/queue?%24top=50&%24skip=0&office=4');
    cleanup();

    const reloaded = fakeApi((call) =>
      call.path.startsWith('/backoffice/queue?') ? { body: ANSWER } : undefined,
    );
    await renderBackoffice('/backoffice?office=4', '/backoffice', <QueuePage />);
    await screen.findAllByTestId('queue-item');
    expect(reloaded.map((call) => call.path)).toEqual(['/backoffice/queue?%24top=50&%24skip=0&office=4']);
    expect(screen.getByLabelText('Bureau').textContent).toBe('Poste frontière Bab Sebta');
  });

  it('searches once typing stops and narrows to one office', async () => {
    const calls = fakeApi((call) =>
      call.path.startsWith('/backoffice/queue?') ? { body: ANSWER } : undefined,
    );
    await renderBackoffice('/backoffice', '/backoffice', <QueuePage />);
    await screen.findAllByTestId('queue-item');
    fireEvent.change(screen.getByLabelText('Rechercher'), { target: { value: 'GH-456' } });
    await waitFor(() => expect(calls.at(-1)?.path).toBe('/backoffice/queue?%24top=50&%24skip=0&q=GH-456'));
    fireEvent.mouseDown(screen.getByLabelText('Bureau'));
    fireEvent.click(await screen.findByRole('option', { name: 'Poste frontière Bab Sebta' }));
    await waitFor(() =>
      expect(calls.at(-1)?.path).toBe('/backoffice/queue?%24top=50&%24skip=0&office=4&q=GH-456'),
    );
  });

  it('lists 50 at a time and the rest when the clerk asks for them', async () => {
    const waiting = Array.from({ length: 53 }, (_, index) => ({
      ...ANSWER.value[1]!,
      _id: `s-${index}`,
      code_str: `BRD-2031-${String(index).padStart(6, '0')}`,
    }));
    const calls = fakeApi((call) => {
      if (!call.path.startsWith('/backoffice/queue?')) return undefined;
      const skip = Number(new URLSearchParams(call.path.split('?')[1]).get('$skip'));
      const counts = { ...ANSWER.counts, total: 53 };
      // Read by offset from a list that moved meanwhile: the second page starts with the first's last.
      const from = skip === 0 ? 0 : skip - 1;
      return { body: { ...ANSWER, count: 53, skip, counts, value: waiting.slice(from, skip + 50) } };
    });
    await renderBackoffice('/backoffice', '/backoffice', <QueuePage />);
    await waitFor(() => expect(screen.getAllByTestId('queue-item')).toHaveLength(50));
    fireEvent.click(screen.getByRole('button', { name: 'Voir plus (3 autres)' }));
    await waitFor(() => expect(screen.getAllByTestId('queue-item')).toHaveLength(53));
    expect(screen.queryByRole('button', { name: /Voir plus/ })).toBeNull();
    expect(calls.map((call) => call.path)).toEqual([
      '/backoffice/queue?%24top=50&%24skip=0',
      '/backoffice/queue?%24top=50&%24skip=50',
    ]);
  });
});
