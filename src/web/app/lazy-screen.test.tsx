import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { lazyScreen } from './lazy-screen';

afterEach(cleanup);

function Greeting({ name }: { name: string }) {
  return <p>Hello {name}</p>;
}

describe('lazyScreen', () => {
  it('shows the loading state until the chunk arrives, then the screen with its props', async () => {
    let arrive: (component: typeof Greeting) => void = () => {};
    let loads = 0;
    const Lazy = lazyScreen(() => {
      loads += 1;
      return new Promise<typeof Greeting>((resolve) => (arrive = resolve));
    });

    render(<Lazy name="Ada" />);
    expect(screen.getByRole('status').textContent).toBe('Loading the screen…');
    expect(screen.queryByText('Hello Ada')).toBeNull();

    await act(async () => arrive(Greeting));
    expect(screen.getByText('Hello Ada')).toBeTruthy();
    expect(screen.queryByRole('status')).toBeNull();

    // A second visit renders at once from the loaded chunk.
    cleanup();
    render(<Lazy name="Grace" />);
    expect(screen.getByText('Hello Grace')).toBeTruthy();
    expect(loads).toBe(1);
  });
});
