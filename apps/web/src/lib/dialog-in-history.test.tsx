import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useBlocker } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { backLeavesPage, useDialogInHistory } from './dialog-in-history';

/** The close handler of a render with the dialog open, as an action's callback holds it. */
const heldClose = new Map<string, () => void>();

function Card({ owner }: { owner: string }) {
  const [dialog, setDialog] = useDialogInHistory<'detail' | 'cancel'>(owner);
  if (dialog) heldClose.set(owner, () => setDialog(null));
  return (
    <section aria-label={owner}>
      <output data-testid={`${owner}-dialog`}>{dialog ?? 'none'}</output>
      <button onClick={() => setDialog('detail')}>{`${owner} detail`}</button>
      <button onClick={() => setDialog('cancel')}>{`${owner} cancel`}</button>
      <button
        onClick={() => {
          setDialog(null);
          setDialog(null);
        }}
      >{`${owner} close twice`}</button>
    </section>
  );
}

function BlockedPage() {
  useBlocker(backLeavesPage);
  return <Card owner="a" />;
}

/** Two cards on a list reached from another page, as the customer's list is from the home page. */
function renderList() {
  const router = createMemoryRouter(
    [
      { path: '/before', element: <p>before</p> },
      {
        path: '/list',
        element: (
          <>
            <Card owner="a" />
            <Card owner="b" />
          </>
        ),
      },
      { path: '/step7', element: <BlockedPage /> },
    ],
    { initialEntries: ['/before', '/list?page=2'], initialIndex: 1 },
  );
  render(<RouterProvider router={router} />);
  return router;
}

afterEach(cleanup);

const shown = (owner: string) => screen.getByTestId(`${owner}-dialog`).textContent;

describe('a dialog in the history', () => {
  it('opens for its own card only, and Back closes it on the same address', async () => {
    const router = renderList();
    fireEvent.click(screen.getByText('b detail'));
    expect(shown('b')).toBe('detail');
    expect(shown('a')).toBe('none');
    expect(router.state.location.search).toBe('?page=2');

    await act(() => router.navigate(-1));
    expect(shown('b')).toBe('none');
    expect(router.state.location.pathname).toBe('/list');
  });

  it('replaces one dialog by another, so one Back closes it', async () => {
    const router = renderList();
    fireEvent.click(screen.getByText('a detail'));
    fireEvent.click(screen.getByText('a cancel'));
    expect(shown('a')).toBe('cancel');

    await act(() => router.navigate(-1));
    expect(shown('a')).toBe('none');
    expect(router.state.location.pathname).toBe('/list');
  });

  it('goes back once for a double close, never past the page', async () => {
    const router = renderList();
    fireEvent.click(screen.getByText('a detail'));
    await act(async () => fireEvent.click(screen.getByText('a close twice')));
    expect(router.state.location.pathname).toBe('/list');
    expect(shown('a')).toBe('none');

    fireEvent.click(screen.getByText('a close twice'));
    expect(router.state.location.pathname).toBe('/list');
  });

  it('does not go back again when an action succeeds after Back already closed its dialog', async () => {
    const router = renderList();
    fireEvent.click(screen.getByText('a detail'));
    const lateClose = heldClose.get('a')!;
    await act(() => router.navigate(-1));
    expect(shown('a')).toBe('none');

    act(lateClose);
    expect(router.state.location.pathname).toBe('/list');
  });

  it('closes on Back a dialog over a page that Back must not leave, and that page stays', async () => {
    const router = renderList();
    await act(() => router.navigate('/step7'));
    fireEvent.click(screen.getByText('a detail'));
    await act(() => router.navigate(-1));
    expect(shown('a')).toBe('none');
    expect(router.state.location.pathname).toBe('/step7');

    await act(() => router.navigate(-1));
    expect(router.state.location.pathname).toBe('/step7');
  });
});
