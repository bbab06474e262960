// Create or edit a project. The contract section is shown and required only while the platform switch is on; admin
// chooses the owning consigning unit of a new project.
import { Field, NativeSelect } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import type { ConsignUnitOption, Project, ProjectApi, ProjectInput } from '../../api/projects';
import { FormDialog } from '../../components/FormDialog';
import { TextField } from '../../components/TextField';

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
  const units = useConsignUnits(api, chooseUnit && creating);

  useEffect(() => {
    setTouched(false);
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

  const set = (field: keyof ProjectInput) => (value: string) => setForm((current) => ({ ...current, [field]: value }));
  const missingName = !form.projectName.trim();
  const missingSection = withContractSection && !form.contractSectName?.trim();
  const missingUnit = chooseUnit && creating && !form.consignUnitId;

  const submit = () => {
    setTouched(true);
    if (missingName || missingSection || missingUnit || !project) return;
    return (project === 'new' ? api.insert(form) : api.update(project.id, form)).then((saved) => {
      onSaved(saved);
      onClose();
    });
  };

  return (
    <FormDialog
      open={project !== null}
      title={t(creating ? 'projects.new' : 'projects.edit')}
      onClose={onClose}
      onSubmit={submit}
      submitLabel={t('common.save')}
      testId="project-dialog"
      submitTestId="project-save"
      errorTestId="project-error"
    >
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
          {units === 'failed' && <Field.HelperText color="fg.error">{t('projects.unitsFailed')}</Field.HelperText>}
        </Field.Root>
      )}
      <TextField
        testId="project-name"
        label={t('projects.field.projectName')}
        value={form.projectName}
        onChange={set('projectName')}
        maxLength={256}
        required
        error={touched && missingName ? t('projects.nameRequired') : null}
      />
      <TextField
        testId="project-code"
        label={t('projects.field.projectCode')}
        value={form.projectCode}
        onChange={set('projectCode')}
        maxLength={64}
      />
      {withContractSection && (
        <TextField
          testId="project-section"
          label={t('projects.field.contractSectName')}
          value={form.contractSectName}
          onChange={set('contractSectName')}
          maxLength={128}
          required
          error={touched && missingSection ? t('projects.sectionRequired') : null}
        />
      )}
      <TextField
        name="description"
        label={t('projects.field.description')}
        value={form.description}
        onChange={set('description')}
        maxLength={1000}
        multiline
      />
    </FormDialog>
  );
}
