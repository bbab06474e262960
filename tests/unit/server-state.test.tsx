// The browser's server-state layer (src/components/useRead.ts over TanStack Query, src/api/shellClient.ts): two
// screens reading the same call share one request, a write anywhere makes what is on screen refetch, and a POST
// that only reads (GetPasswordStrength) leaves the cache alone.
import { QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { ApiClient } from '../../src/api/client';
import { createQueryClient } from '../../src/api/queryClient';
import { invalidating } from '../../src/api/shellClient';
import { useRead } from '../../src/components/useRead';

afterEach(cleanup);

/** A server of project names held in memory, counting the list reads it answers. */
function fakeServer() {
  const names = ['Bridge A'];
  let reads = 0;
  const client: ApiClient = {
    get: async <T,>() => {
      reads += 1;
      return [...names] as T;
    },
    post: async <T,>(_path: string, options?: { body?: unknown }) => {
      const body = options?.body as { name?: string } | undefined;
      if (body?.name) names.push(body.name);
      return null as T;
    },
    put: async <T,>() => null as T,
    delete: async <T,>() => null as T,
  };
  return { client, reads: () => reads };
}

function ProjectNames({ client, testId }: { client: ApiClient; testId: string }) {
  const read = useRead(['BaProject/GetProjectList'], () => client.get<string[]>('BaProject/GetProjectList'));
  return <ul data-testid={testId}>{read.status === 'ready' && read.data.map((name) => <li key={name}>{name}</li>)}</ul>;
}

function AddButton({ client, name, reads = false }: { client: ApiClient; name: string; reads?: boolean }) {
  return (
    <button type="button" onClick={() => void client.post('BaProject/InsertProject', { body: { name }, reads })}>
      add {name}
    </button>
  );
}

function mount() {
  const server = fakeServer();
  const queryClient = createQueryClient();
  const client = invalidating(server.client, queryClient);
  render(
    <QueryClientProvider client={queryClient}>
      <ProjectNames client={client} testId="list-a" />
      <ProjectNames client={client} testId="list-b" />
      <AddButton client={client} name="Tunnel B" />
      <AddButton client={client} name="Quay C" reads />
    </QueryClientProvider>,
  );
  return server;
}

const shown = (testId: string) => [...screen.getByTestId(testId).querySelectorAll('li')].map((li) => li.textContent);

describe('server state in the browser', () => {
  it('two screens reading the same call share one request and one answer', async () => {
    const server = mount();
    await waitFor(() => expect(shown('list-a')).toEqual(['Bridge A']));
    expect(shown('list-b')).toEqual(['Bridge A']);
    expect(server.reads()).toBe(1);
  });

  it('a write elsewhere makes the list on screen refetch, so it never shows stale rows', async () => {
    const server = mount();
    await waitFor(() => expect(shown('list-a')).toEqual(['Bridge A']));
    await act(async () => fireEvent.click(screen.getByText('add Tunnel B')));
    await waitFor(() => expect(shown('list-a')).toEqual(['Bridge A', 'Tunnel B']));
    expect(shown('list-b')).toEqual(['Bridge A', 'Tunnel B']);
    expect(server.reads()).toBe(2);
  });

  it('a list opened after a write never shows its pre-write rows', async () => {
    const server = fakeServer();
    const queryClient = createQueryClient();
    const client = invalidating(server.client, queryClient);
    const view = render(
      <QueryClientProvider client={queryClient}>
        <ProjectNames client={client} testId="list-a" />
      </QueryClientProvider>,
    );
    await waitFor(() => expect(shown('list-a')).toEqual(['Bridge A']));
    view.unmount();
    await act(async () => {
      await client.post('BaProject/InsertProject', { body: { name: 'Tunnel B' } });
    });
    render(
      <QueryClientProvider client={queryClient}>
        <ProjectNames client={client} testId="list-b" />
      </QueryClientProvider>,
    );
    // The first rows drawn are the fresh ones: the cached pre-write answer is gone.
    expect(shown('list-b')).toEqual([]);
    await waitFor(() => expect(shown('list-b')).toEqual(['Bridge A', 'Tunnel B']));
  });

  it('a POST marked as a read does not invalidate the cache', async () => {
    const server = mount();
    await waitFor(() => expect(shown('list-a')).toEqual(['Bridge A']));
    await act(async () => fireEvent.click(screen.getByText('add Quay C')));
    // Give a refetch, had one been started, the time to land.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(server.reads()).toBe(1);
    expect(shown('list-a')).toEqual(['Bridge A']);
  });
});
