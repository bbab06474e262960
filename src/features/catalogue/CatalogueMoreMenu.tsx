// The "more" menu of a lab's catalogue: copy from the system library, import, reset to the library, clear; each opens
// its dialog (./LabCatalogueDialogs.tsx). Its items load when the button is first reached for (./CatalogueMorePopup.tsx).
import { LuChevronDown } from 'react-icons/lu';
import { useIntl } from 'react-intl';
import { Button } from '../../ui/Button';
import { deferredPopup } from '../../ui/deferred';
import type { CatalogueDialog } from './CatalogueMorePopup';

const CatalogueMorePopup = deferredPopup<{ onOpen(dialog: CatalogueDialog): void }>(
  async () => (await import('./CatalogueMorePopup')).CatalogueMorePopup,
);

export function CatalogueMoreMenu({ onOpen }: { onOpen(dialog: CatalogueDialog): void }) {
  const intl = useIntl();
  return (
    <CatalogueMorePopup
      onOpen={onOpen}
      trigger={
        <Button variant="outline" data-testid="catalogue-more">
          {intl.formatMessage({ id: 'catalogue.more' })} <LuChevronDown />
        </Button>
      }
    />
  );
}
