// The sign-in page as the running app mounts it (src/Root.tsx): its language menu sets the one interface language,
// so the session's calls ask the server for that language and the server's message comes back in it.
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { Root } from '../../src/Root';

const messages: Record<string, string> = { zh: '用户名或密码错误。', en: 'Invalid user name or password.' };
const asked: string[] = [];

beforeEach(() => {
  localStorage.clear();
  // An absolute API origin (the stored webapi_url): Node's Request takes no relative address.
  localStorage.setItem('webapi_url', 'http://lab.test');
  window.history.replaceState(null, '', '/login');
  vi.stubGlobal(
    'fetch',
    vi.fn(async (request: Request) => {
      const language = request.headers.get('Accept-Language') ?? '';
      if (!request.url.includes('TokenAuth/Authenticate')) return Response.json({ success: true, result: null });
      asked.push(language);
      const error = { code: 0, message: messages[language] ?? '?', details: null, validationErrors: [] };
      return Response.json(
        { success: false, result: null, error, unAuthorizedRequest: false, __abp: true },
        { status: 500 },
      );
    }),
  );
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  asked.length = 0;
});

it('signs in in the language chosen on the sign-in page', async () => {
  render(<Root />);
  fireEvent.change(await screen.findByTestId('login-username'), { target: { value: 'lab' } });
  fireEvent.change(screen.getByTestId('login-password'), { target: { value: 'wrong' } });
  fireEvent.click(screen.getByTestId('login-submit'));
  await waitFor(() => expect(screen.getByTestId('login-error').textContent).toContain(messages.zh));

  fireEvent.click(screen.getByTestId('lang-switch'));
  fireEvent.click(screen.getByTestId('lang-en'));
  await waitFor(() => expect(screen.getByTestId('login-submit').textContent).toBe('Sign in'));
  fireEvent.click(screen.getByTestId('login-submit'));
  await waitFor(() => expect(screen.getByTestId('login-error').textContent).toContain(messages.en));
  expect(asked).toEqual(['zh', 'en']);
});
