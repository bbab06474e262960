// Create or edit a project. The contract section is shown and required only while the platform switch is on; admin
// chooses the owning consigning unit of a new project.
import { Alert, Button, Dialog, Field, Input, NativeSelect, Portal, Stack, Textarea } from '@chakra-ui/react';
import { type FormEvent, useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import type { ConsignUnitOption, Project, ProjectApi, ProjectInput } from '../../api/projects';

export interface ProjectDialogProps {
  api: ProjectApi;
  /** null: closed; 'new': create; a project: edit it. */
  project: Project | 'new' | null;
  /** Show and require contractSectName. */
  withContractSection: boolean;
  /** Admin: choose the owning unit of a new project. */
  chooseUnit: boolean;
  onClose: () => void;
  onSaved: (project: Project) => void;
}

const EMPTY: ProjectInput = { projectName: '', projectCode: null, contractSectName: null, description: null };

function useConsignUnits(api: ProjectApi, enabled: boolean) {
  const [units, setUnits] = useState<ConsignUnitOption[] | 'failed' | null>(null);
  useEffect(() => {
    if (!enabled) return;
    api.consignUnits().then(
      (page) => setUnits(page.items),
      () => setUnits('failed'),
    );
  }, [api, enabled]);
  return units;
}

export function ProjectDialog({ api, project, withContractSection, chooseUnit, onClose, onSaved }: ProjectDialogProps) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const creating = project === 'new';
  const [form, setForm] = useState<ProjectInput>(EMPTY);
  const [touched, setTouched] = useState(false);
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const units = useConsignUnits(api, chooseUnit && creating);

  useEffect(() => {
    setTouched(false);
    setError(null);
    setForm(
      project && project !== 'new'
        ? {
            projectName: project.projectName,
            projectCode: project.projectCode,
            contractSectName: project.contractSectName,
            description: project.description,
          }
        : EMPTY,
    );
  }, [project]);

  const set = (field: keyof ProjectInput) => (e: { target: { value: string } }) =>
    setForm((current) => ({ ...current, [field]: e.target.value }));
  const missingName = !form.projectName.trim();
  const missingSection = withContractSection && !form.contractSectName?.trim();
  const missingUnit = chooseUnit && creating && !form.consignUnitId;

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setTouched(true);
    if (missingName || missingSection || missingUnit || !project) return;
    setSaving(true);
    setError(null);
    try {
      const saved = project === 'new' ? await api.insert(form) : await api.update(project.id, form);
      onSaved(saved);
      onClose();
    } catch (failure) {
      setError((failure as Error).message);
    } finally {
      setSaving(false);
    }
  };

  return (
    <Dialog.Root open={project !== null} onOpenChange={(e) => !e.open && onClose()} placement="center" size="md">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content asChild mx="3" data-testid="project-dialog">
            <form onSubmit={submit} noValidate>
              <Dialog.Header>
                <Dialog.Title>{t(creating ? 'projects.new' : 'projects.edit')}</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>
                <Stack gap="3">
                  {chooseUnit && creating && (
                    <Field.Root required invalid={touched && missingUnit}>
                      <Field.Label>
                        {t('projects.field.consignUnit')}
                        <Field.RequiredIndicator />
                      </Field.Label>
                      <NativeSelect.Root disabled={!Array.isArray(units)}>
                        <NativeSelect.Field
                          data-testid="project-unit"
                          value={form.consignUnitId ?? ''}
                          onChange={(e) => setForm((c) => ({ ...c, consignUnitId: e.target.value || undefined }))}
                        >
                          <option value="">{t('projects.chooseUnit')}</option>
                          {Array.isArray(units) &&
                            units.map((unit) => (
                              <option key={unit.id} value={unit.id}>
                                {unit.name}
                              </option>
                            ))}
                        </NativeSelect.Field>
                        <NativeSelect.Indicator />
                      </NativeSelect.Root>
                      <Field.ErrorText>{t('projects.unitRequired')}</Field.ErrorText>
                      {units === 'failed' && (
                        <Field.HelperText color="fg.error">{t('projects.unitsFailed')}</Field.HelperText>
                      )}
                    </Field.Root>
                  )}
                  <Field.Root required invalid={touched && missingName}>
                    <Field.Label>
                      {t('projects.field.projectName')}
                      <Field.RequiredIndicator />
                    </Field.Label>
                    <Input
                      data-testid="project-name"
                      value={form.projectName}
                      onChange={set('projectName')}
                      maxLength={256}
                    />
                    <Field.ErrorText>{t('projects.nameRequired')}</Field.ErrorText>
                  </Field.Root>
                  <Field.Root>
                    <Field.Label>{t('projects.field.projectCode')}</Field.Label>
                    <Input
                      data-testid="project-code"
                      value={form.projectCode ?? ''}
                      onChange={set('projectCode')}
                      maxLength={64}
                    />
                  </Field.Root>
                  {withContractSection && (
                    <Field.Root required invalid={touched && missingSection}>
                      <Field.Label>
                        {t('projects.field.contractSectName')}
                        <Field.RequiredIndicator />
                      </Field.Label>
                      <Input
                        data-testid="project-section"
                        value={form.contractSectName ?? ''}
                        onChange={set('contractSectName')}
                        maxLength={128}
                      />
                      <Field.ErrorText>{t('projects.sectionRequired')}</Field.ErrorText>
                    </Field.Root>
                  )}
                  <Field.Root>
                    <Field.Label>{t('projects.field.description')}</Field.Label>
                    <Textarea value={form.description ?? ''} onChange={set('description')} maxLength={1000} rows={3} />
                  </Field.Root>
                  {error && (
                    <Alert.Root status="error" data-testid="project-error">
                      <Alert.Indicator />
                      <Alert.Title>{error}</Alert.Title>
                    </Alert.Root>
                  )}
                </Stack>
              </Dialog.Body>
              <Dialog.Footer>
                <Button variant="outline" onClick={onClose} disabled={saving}>
                  {t('common.cancel')}
                </Button>
                <Button type="submit" loading={saving} data-testid="project-save">
                  {t('common.save')}
                </Button>
              </Dialog.Footer>
            </form>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
