import { Menu, Portal } from '@chakra-ui/react';
import { LuLanguages } from 'react-icons/lu';
import { useIntl } from 'react-intl';
import { useSettings } from '../../app/settings';
import { toaster } from '../../components/ui/toaster';
import { isLanguage, LANGUAGES, messages } from '../../i18n';
import { ToolButton } from './ToolButton';

export function LangSelect() {
  const intl = useIntl();
  const { language, setLanguage } = useSettings();
  const label = intl.formatMessage({ id: 'navbar.language' });
  return (
    <Menu.Root
      onSelect={({ value }) => {
        if (!isLanguage(value) || value === language) return;
        setLanguage(value);
        // The confirmation is in the new language.
        toaster.create({ type: 'success', title: messages[value]['navbar.languageSwitched'], duration: 2000 });
      }}
    >
      <Menu.Trigger asChild>
        <ToolButton aria-label={label} title={label} data-testid="lang-switch">
          <LuLanguages />
        </ToolButton>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content>
            <Menu.RadioItemGroup value={language}>
              {LANGUAGES.map((code) => (
                <Menu.RadioItem key={code} value={code} data-testid={`lang-${code}`}>
                  {intl.formatMessage({ id: `lang.${code}` })}
                  <Menu.ItemIndicator />
                </Menu.RadioItem>
              ))}
            </Menu.RadioItemGroup>
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
