// The side panel in which admin adds or edits one unit (consigning unit or lab), and the draft behind it: the stored
// record is read when the panel opens for one, a new one starts from `blank`; save checks the fields first, then
// creates or updates, keeps the stored record (so logo, qualifications and addresses can follow) and says so.
import { Button, CloseButton, Drawer, Portal } from '@chakra-ui/react';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { fieldErrors } from '../../components/TextField';
import { toaster } from '../../components/ui/toaster';

interface UnitDraftOptions<S extends { id: string }, F> {
  /** null: a new unit; undefined: closed. */
  unitId: string | null | undefined;
  blank: F;
  read(id: string): Promise<S>;
  /** The form's fields of a stored record. */
  fieldsOf(stored: S): F;
  /** Local checks; messages by field. */
  check(form: F): Record<string, string>;
  save(form: F, stored: S | null): Promise<S>;
  onSaved(): void;
  /** A record that cannot be read (deleted meanwhile) closes the panel; the shell has shown why. */
  onClose(): void;
}

export function useUnitDraft<S extends { id: string }, F>(options: UnitDraftOptions<S, F>) {
  const intl = useIntl();
  const latest = useRef(options);
  latest.current = options;
  const { unitId } = options;
  const [stored, setStored] = useState<S | null>(null);
  const [form, setForm] = useState<F>(options.blank);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    const { blank, read, fieldsOf, onClose } = latest.current;
    setErrors({});
    if (!unitId) {
      setStored(null);
      setForm(blank);
      return;
    }
    read(unitId).then((unit) => {
      setStored(unit);
      setForm(fieldsOf(unit));
    }, onClose);
  }, [unitId]);

  const save = () => {
    const { check, save: send, fieldsOf, onSaved } = latest.current;
    const local = check(form);
    setErrors(local);
    if (Object.keys(local).length > 0) return;
    setSaving(true);
    send(form, stored)
      .then((unit) => {
        setStored(unit);
        setForm(fieldsOf(unit));
        toaster.create({ type: 'success', title: intl.formatMessage({ id: 'unitAdmin.saved' }), duration: 3000 });
        onSaved();
      })
      .catch((error: unknown) => setErrors(fieldErrors(error)))
      .finally(() => setSaving(false));
  };
  return { stored, setStored, form, setForm, errors, saving, save };
}

export function UnitDrawer({
  open,
  title,
  testId,
  onClose,
  saving,
  onSave,
  saveTestId,
  showSave = true,
  children,
}: {
  open: boolean;
  title: string;
  testId: string;
  onClose(): void;
  saving: boolean;
  onSave(): void;
  saveTestId: string;
  /** The save button is for the fields; false on tabs that save themselves. */
  showSave?: boolean;
  children: ReactNode;
}) {
  const intl = useIntl();
  return (
    <Drawer.Root open={open} onOpenChange={(e) => !e.open && onClose()} size={{ base: 'full', md: 'lg' }}>
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content data-testid={testId}>
            <Drawer.Header>
              <Drawer.Title>{title}</Drawer.Title>
            </Drawer.Header>
            <Drawer.Body>{children}</Drawer.Body>
            <Drawer.Footer>
              <Button variant="outline" size="sm" onClick={onClose}>
                {intl.formatMessage({ id: 'common.close' })}
              </Button>
              {showSave && (
                <Button size="sm" loading={saving} onClick={onSave} data-testid={saveTestId}>
                  {intl.formatMessage({ id: 'unitAdmin.save' })}
                </Button>
              )}
            </Drawer.Footer>
            <Drawer.CloseTrigger asChild>
              <CloseButton size="sm" />
            </Drawer.CloseTrigger>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}
