import type { Decorator, Preview } from '@storybook/react-vite';
import { MemoryRouter } from 'react-router-dom';
import { AppProviders } from '../src/App';
import { LANGUAGES, type Language, loadMessages } from '../src/i18n';

const withApp: Decorator = (Story, context) => {
  const language = (context.globals.language as Language | undefined) ?? 'zh';
  const route = (context.parameters.route as string | undefined) ?? '/dashboard';
  return (
    <AppProviders
      key={language}
      settings={{ language, size: 'medium', themeColor: '#409EFF', ...context.parameters.settings }}
    >
      <MemoryRouter initialEntries={[route]}>
        <Story />
      </MemoryRouter>
    </AppProviders>
  );
};

const preview: Preview = {
  decorators: [withApp],
  // The app loads catalogues on demand; every story starts with all three loaded.
  loaders: [
    async () => {
      await Promise.all(LANGUAGES.map(loadMessages));
      return {};
    },
  ],
  globalTypes: {
    language: {
      description: 'Interface language',
      toolbar: {
        title: 'Language',
        icon: 'globe',
        items: [
          { value: 'zh', title: '中文' },
          { value: 'en', title: 'English' },
          { value: 'es', title: 'Español' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { language: 'zh' },
  parameters: {
    layout: 'fullscreen',
    // The Accessibility panel (@storybook/addon-a11y) checks WCAG 2.1 A and AA, as tests/e2e/a11y.spec.ts does.
    a11y: { options: { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] } } },
  },
};

export default preview;
