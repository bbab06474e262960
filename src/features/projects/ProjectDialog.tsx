// Create or edit a project, checked by the contract the server saves it with (InsertProjectBody). The contract
// section is shown and required only while the platform switch is on; admin chooses the owning consigning unit of a
// new project.
import { useEffect } from 'react';
import { InsertProjectBody } from '../../../contracts/project';
import type { ConsignUnitOption, Project, ProjectApi } from '../../api/projects';
import { EditDialog } from '../../components/FormDialog';
import { useContractForm } from '../../components/useContractForm';
import { useRead } from '../../components/useRead';
import { FormSelect } from '../../ui/FormChoices';
import { FormTextField } from '../../ui/FormFields';
import { useT } from '../../utils/useT';

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

const EMPTY = { consignUnitId: '', projectName: '', projectCode: '', contractSectName: '', description: '' };

const valuesOf = (project: Project | 'new' | null): typeof EMPTY =>
  project && project !== 'new'
    ? {
        consignUnitId: '',
        projectName: project.projectName,
        projectCode: project.projectCode ?? '',
        contractSectName: project.contractSectName ?? '',
        description: project.description ?? '',
      }
    : EMPTY;

function useConsignUnits(api: ProjectApi, enabled: boolean) {
  const read = useRead(['ConsginUnit/GetConsginUnitListBySys', 'active by name'], () => api.consignUnits(), {
    enabled,
  });
  const units: ConsignUnitOption[] | 'failed' | null = read.status === 'error' ? 'failed' : (read.data?.items ?? null);
  return units;
}

export function ProjectDialog({ api, project, withContractSection, chooseUnit, onClose, onSaved }: ProjectDialogProps) {
  const t = useT();
  const creating = project === 'new';
  const units = useConsignUnits(api, chooseUnit && creating);
  const form = useContractForm({
    schema: InsertProjectBody,
    defaultValues: EMPTY,
    labels: {
      consignUnitId: t('projects.field.consignUnit'),
      projectName: t('projects.field.projectName'),
      projectCode: t('projects.field.projectCode'),
      contractSectName: t('projects.field.contractSectName'),
      description: t('projects.field.description'),
    },
    required: [
      ...(withContractSection ? (['contractSectName'] as const) : []),
      ...(chooseUnit && creating ? (['consignUnitId'] as const) : []),
    ],
  });
  const { reset } = form;
  useEffect(() => reset(valuesOf(project)), [project, reset]);

  return (
    <EditDialog
      editing={project}
      titles={{ add: t('projects.new'), edit: t('projects.edit') }}
      onClose={onClose}
      form={form}
      save={(values, editing) => (editing === 'new' ? api.insert(values) : api.update(editing.id, values))}
      onSaved={onSaved}
      submitLabel={t('common.save')}
      testId="project-dialog"
      submitTestId="project-save"
      errorTestId="project-error"
    >
      {chooseUnit && creating && (
        <FormSelect
          form={form}
          name="consignUnitId"
          testId="project-unit"
          disabled={!Array.isArray(units)}
          placeholder={t('projects.chooseUnit')}
          options={Array.isArray(units) ? units.map((unit) => ({ value: unit.id, label: unit.name })) : []}
          helper={units === 'failed' ? t('projects.unitsFailed') : undefined}
        />
      )}
      <FormTextField form={form} name="projectName" testId="project-name" />
      <FormTextField form={form} name="projectCode" testId="project-code" />
      {withContractSection && <FormTextField form={form} name="contractSectName" testId="project-section" />}
      <FormTextField form={form} name="description" multiline />
    </EditDialog>
  );
}
