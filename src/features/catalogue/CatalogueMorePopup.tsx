// The "more" menu's items (./CatalogueMoreMenu.tsx), loaded on first use with Chakra's menu machinery.

import { LuFileUp, LuLibrary } from 'react-icons/lu';
import { useIntl } from 'react-intl';
import { Menu, Portal } from '../../ui/chakra';
import type { PopupProps } from '../../ui/deferred';
import type { AddKind } from './SampleWorkspace';

export type CatalogueDialog = AddKind | 'copy' | 'import' | 'reset' | 'clear' | null;

/** The menu item's test id is `catalogue-<item>` except copy's (`catalogue-copy-library`). */
export function CatalogueMorePopup({
  trigger,
  defaultOpen,
  onOpen,
}: PopupProps<{ onOpen(dialog: CatalogueDialog): void }>) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  return (
    <Menu.Root defaultOpen={defaultOpen}>
      <Menu.Trigger asChild>{trigger}</Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content>
            <Menu.Item value="copy" onClick={() => onOpen('copy')} data-testid="catalogue-copy-library">
              <LuLibrary /> {t('catalogue.copy.title')}
            </Menu.Item>
            <Menu.Item value="import" onClick={() => onOpen('import')} data-testid="catalogue-import">
              <LuFileUp /> {t('catalogue.import.title')}
            </Menu.Item>
            <Menu.Item value="reset" onClick={() => onOpen('reset')} data-testid="catalogue-reset">
              {t('catalogue.reset.title')}
            </Menu.Item>
            <Menu.Item value="clear" color="fg.error" onClick={() => onOpen('clear')} data-testid="catalogue-clear">
              {t('catalogue.clear.title')}
            </Menu.Item>
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
