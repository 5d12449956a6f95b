import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { NoticeSlot } from '../../components/notice-slot';
import '../../lib/i18n/i18n';
import { notify } from '../../lib/notifications';
import { Notifier } from './notifier';

describe('where the notices show', () => {
  it('under the header, or in the slot a page (the back office, under its tabs) puts them in', () => {
    const { rerender } = render(
      <>
        <Notifier />
        <nav>Tabs</nav>
      </>,
    );
    act(() => void notify('success', 'Document vérifié.'));
    const tabs = screen.getByText('Tabs');
    const before = (a: Node, b: Node) =>
      Boolean(a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING);
    expect(before(screen.getByText('Document vérifié.'), tabs)).toBe(true);

    rerender(
      <>
        <Notifier />
        <nav>Tabs</nav>
        <NoticeSlot />
      </>,
    );
    expect(before(tabs, screen.getByText('Document vérifié.'))).toBe(true);
    expect(screen.getAllByRole('status')).toHaveLength(1);
  });
});
