// The WeChat screens over fixture data, in each language: every text comes from the catalogue (no raw key shows).
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { AppProviders } from '../../src/App';
import {
  dropPending,
  keepPending,
  readPending,
  rememberStartedState,
  takeStartedState,
} from '../../src/features/wechat/pending';
import { loadMessages } from '../../src/i18n';
import meta, * as stories from '../../stories/wechat/Wechat.stories';

afterEach(cleanup);

const Story = meta.component;
type Args = Parameters<typeof Story>[0];

async function show(args: Args, language: 'zh' | 'en' | 'es') {
  await loadMessages(language);
  render(
    <AppProviders settings={{ language }}>
      <MemoryRouter>
        <Story {...args} />
      </MemoryRouter>
    </AppProviders>,
  );
}

const cases = Object.entries(stories).filter(([name]) => name !== 'default' && name !== 'WechatStory') as [
  string,
  { args: Args },
][];

describe('WeChat screens', { timeout: 30_000 }, () => {
  for (const language of ['zh', 'en', 'es'] as const) {
    it(`draw every state in ${language} with no untranslated key`, async () => {
      for (const [, story] of cases) {
        await show(story.args, language);
        expect(document.body.textContent).not.toMatch(/\b(login\.wechat|wechat\.(landing|choice|binding))\.\w+/);
        cleanup();
      }
    });
  }

  it('the choice offers binding an existing account and registering; the tab offers unbinding', async () => {
    await show(stories.LandingChoice.args as Args, 'en');
    expect(screen.getByTestId('wechat-bind-existing').textContent).toBe('Bind to an existing account');
    expect(screen.getByTestId('wechat-register').textContent).toBe('Register a new account');
    cleanup();
    await show(stories.BindingBound.args as Args, 'en');
    expect(screen.getByTestId('wechat-bound-name').textContent).toBe('微信用户小王');
    expect(screen.getByTestId('wechat-unbind')).toBeTruthy();
  });

  it('a pending WeChat identity is kept for ten minutes, then dropped', () => {
    keepPending('ticket', 'Wei', 1_000);
    expect(readPending(1_000 + 599_000)?.nickname).toBe('Wei');
    expect(readPending(1_000 + 600_000)).toBeNull();
    expect(readPending(1_000)).toBeNull();
    keepPending('ticket', 'Wei');
    dropPending();
    expect(readPending()).toBeNull();
  });

  it('the landing page takes back only the state this tab sent to WeChat, once', () => {
    expect(takeStartedState()).toBeNull();
    rememberStartedState('https://open.weixin.qq.com/connect/qrconnect?appid=a&state=s.1#wechat_redirect');
    expect(takeStartedState()).toBe('s.1');
    expect(takeStartedState()).toBeNull();
  });
});
