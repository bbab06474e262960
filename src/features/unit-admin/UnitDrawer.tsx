// The side panel in which admin adds or edits a unit (consigning unit or lab); its form's draft is useUnitDraft.ts.

import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import type { UnitKind } from '../../api/units';
import { Button } from '../../ui/Button';
import { CloseButton } from '../../ui/CloseButton';
import { Drawer, Portal } from '../../ui/chakra';

/** Which unit a drawer edits (null: a new one; undefined: the drawer is closed), and what follows a save. */
export interface UnitTarget {
  unitId: string | null | undefined;
  onClose(): void;
  onSaved(): void;
}

/** Each kind's drawer: its test id, its save button's test id, its title for a new unit. */
const DRAWERS = {
  testUnit: { testId: 'test-unit-drawer', saveTestId: 'test-unit-save', add: 'unitAdmin.testUnit.add' },
  consignUnit: { testId: 'consign-unit-drawer', saveTestId: 'consign-unit-save', add: 'unitAdmin.consignUnit.add' },
} as const;

export function UnitDrawer({
  kind,
  target,
  draft,
  name,
  showSave = true,
  children,
}: {
  kind: UnitKind;
  target: UnitTarget;
  draft: { saving: boolean; save(): void };
  /** The stored unit's name (the title); none for a new one. */
  name: string | undefined;
  /** The save button is for the fields; false on tabs that save themselves. */
  showSave?: boolean;
  children: ReactNode;
}) {
  const intl = useIntl();
  const { testId, saveTestId, add } = DRAWERS[kind];
  return (
    <Drawer.Root
      open={target.unitId !== undefined}
      onOpenChange={(e) => !e.open && target.onClose()}
      size={{ base: 'full', md: 'lg' }}
    >
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content data-testid={testId}>
            <Drawer.Header>
              <Drawer.Title>{name ?? intl.formatMessage({ id: add })}</Drawer.Title>
            </Drawer.Header>
            <Drawer.Body>{children}</Drawer.Body>
            <Drawer.Footer>
              <Button variant="outline" size="sm" onClick={target.onClose}>
                {intl.formatMessage({ id: 'common.close' })}
              </Button>
              {showSave && (
                <Button size="sm" loading={draft.saving} onClick={draft.save} data-testid={saveTestId}>
                  {intl.formatMessage({ id: 'unitAdmin.save' })}
                </Button>
              )}
            </Drawer.Footer>
            <Drawer.CloseTrigger asChild>
              <CloseButton corner size="sm" aria-label={intl.formatMessage({ id: 'common.close' })} />
            </Drawer.CloseTrigger>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}
