// Issue 21: the toaster's view and the offline banner wait for the first route to be in place and painted.
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { AfterFirstRoute } from '~/web/app/afterFirstRoute';

afterEach(cleanup);

const frames = () => new Promise((resolve) => setTimeout(resolve, 50));

function deferred() {
  let resolve = () => {};
  let reject = (_error: unknown) => {};
  const promise = new Promise<void>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

describe('AfterFirstRoute', () => {
  it("renders nothing while the first route's chunks load, then its children once it has painted", async () => {
    const firstRoute = deferred();
    render(
      <AfterFirstRoute firstRoute={firstRoute.promise}>
        <p>later</p>
      </AfterFirstRoute>,
    );
    await act(frames);
    expect(screen.queryByText('later')).toBeNull();
    act(() => firstRoute.resolve());
    expect(await screen.findByText('later')).toBeTruthy();
  });

  it('renders its children after a frame when the route is already in place, not in the same task', async () => {
    render(
      <AfterFirstRoute firstRoute={Promise.resolve()}>
        <p>later</p>
      </AfterFirstRoute>,
    );
    expect(screen.queryByText('later')).toBeNull();
    expect(await screen.findByText('later')).toBeTruthy();
  });

  it('renders its children too when a chunk of the first route failed (the error page is what painted)', async () => {
    const firstRoute = deferred();
    render(
      <AfterFirstRoute firstRoute={firstRoute.promise}>
        <p>later</p>
      </AfterFirstRoute>,
    );
    act(() => firstRoute.reject(new Error('chunk')));
    expect(await screen.findByText('later')).toBeTruthy();
  });
});

describe('AfterFirstRoute held', () => {
  it('waits while held (the stored session is looked up) even with the route in place, then renders', async () => {
    const view = (held: boolean) => (
      <AfterFirstRoute firstRoute={Promise.resolve()} held={held}>
        <p>later</p>
      </AfterFirstRoute>
    );
    const { rerender } = render(view(true));
    await act(frames);
    expect(screen.queryByText('later')).toBeNull();
    rerender(view(false));
    expect(await screen.findByText('later')).toBeTruthy();
    // once shown, a later hold (a refresh of the session) does not take it away
    rerender(view(true));
    await act(frames);
    expect(screen.getByText('later')).toBeTruthy();
  });
});
