// The fields of a consigning unit and their draft, for admin (ConsginUnitManager) and for the unit itself
// (ConsginUnitCenter), checked by CreateConsignUnitBody, the contract the server saves a unit with. Drawn plain: the
// unit centre draws without Chakra (issue 12).
import { useIntl } from 'react-intl';
import { CreateConsignUnitBody } from '../../../contracts/consign-unit';
import { type ConsignUnit, useUnitApi } from '../../api/units';
import type { ContractForm } from '../../components/useContractForm';
import { FormTextField } from '../../ui/FormFields';
import styles from './ConsignUnitForm.module.css';
import { type DraftTarget, useUnitDraft } from './useUnitDraft';

const KEYS = ['name', 'uninCode', 'regPerson', 'regPhone', 'sheng', 'shi', 'detailAddress', 'description'] as const;
type Values = Record<(typeof KEYS)[number], string>;

const valuesOf = (unit: Partial<ConsignUnit>) =>
  Object.fromEntries(KEYS.map((key) => [key, unit[key] ?? ''])) as Values;

/** A consigning unit's draft: `own` the caller's own unit (read without an id), else admin's for unitId. */
export function useConsignUnitDraft({ unitId, own, onSaved, onUnreadable }: DraftTarget) {
  const intl = useIntl();
  const api = useUnitApi();
  return useUnitDraft<ConsignUnit, typeof CreateConsignUnitBody, Values>({
    unitId,
    schema: CreateConsignUnitBody,
    blank: valuesOf({}),
    labels: Object.fromEntries(KEYS.map((key) => [key, intl.formatMessage({ id: `unitAdmin.consignUnit.${key}` })])),
    fieldsOf: valuesOf,
    calls: {
      read: (id) => api.getConsignUnit(own ? undefined : id),
      create: api.createConsignUnit,
      update: api.updateConsignUnit,
    },
    onSaved,
    onUnreadable,
  });
}

export function ConsignUnitForm({ form }: { form: ContractForm<Values, unknown> }) {
  const field = (name: (typeof KEYS)[number]) => <FormTextField form={form} name={name} />;
  return (
    <div className={styles.form} data-testid="consign-unit-form">
      {field('name')}
      <div className={styles.grid}>
        {field('uninCode')}
        {field('regPerson')}
        {field('regPhone')}
        {field('sheng')}
        {field('shi')}
      </div>
      {field('detailAddress')}
      <FormTextField form={form} name="description" multiline rows={4} />
    </div>
  );
}
