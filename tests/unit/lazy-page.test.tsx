// Screens drawn from chunks (src/router/lazyPage.ts): the screen opened with the shell is loaded with it, so the
// frame's first paint already shows it instead of a spinner in its place; a screen that is not plain draws inside
// Chakra's provider, loaded with it.

import { act, cleanup, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { afterEach, expect, it } from 'vitest';
import { lazyPages } from '../../src/router/lazyPage';
import { Button } from '../../src/ui/Button';

afterEach(cleanup);

function screens() {
  let loads = 0;
  const pages = lazyPages({
    Greeting: async () => {
      loads++;
      return { Greeting: ({ name }: { name: string }) => <p>hello {name}</p> };
    },
  });
  return { ...pages, loads: () => loads };
}

const inFrame = (node: React.ReactNode) => <Suspense fallback={<p>loading</p>}>{node}</Suspense>;

it('shows the spinner while a screen that was not preloaded loads, then the screen', async () => {
  const { Greeting } = screens();
  render(inFrame(<Greeting name="lab" />));
  expect(screen.getByText('loading')).toBeTruthy();
  await act(() => Greeting.preload());
  expect(screen.getByText('hello lab')).toBeTruthy();
});

it('draws a preloaded screen on the first paint, and loads its chunk once', async () => {
  const { Greeting, loads } = screens();
  await act(() => Greeting.preload());
  render(inFrame(<Greeting name="lab" />));
  expect(screen.queryByText('loading')).toBeNull();
  expect(screen.getByText('hello lab')).toBeTruthy();
  await Greeting.preload();
  expect(loads()).toBe(1);
});

it("draws a screen made with Chakra inside Chakra's provider, loaded with the screen", async () => {
  const { Styled } = lazyPages({
    Styled: async () => ({
      Styled: () => (
        <Button size="md" data-testid="styled">
          save
        </Button>
      ),
    }),
  });
  await act(() => Styled.preload());
  render(inFrame(<Styled />));
  // Without the provider, Chakra's components cannot draw at all.
  expect(screen.getByTestId('styled').textContent).toBe('save');
});

it('draws a plain screen at once when preloaded, with no provider around it', async () => {
  const { Plain } = lazyPages({ Plain: async () => ({ Plain: () => <p>plain</p> }) }, { plain: ['Plain'] });
  await act(() => Plain.preload());
  const { container } = render(inFrame(<Plain />));
  expect(container.innerHTML).toBe('<p>plain</p>');
});
