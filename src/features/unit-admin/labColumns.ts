// The export columns of a lab's own fields, the same in admin's lab list and in the consignor's search for a lab.
import type { ExportColumn, ExportValue } from '../../components/exportWorkbook';

interface LabFields {
  unitNo: string | null;
  testUnitName: string;
  shengShi: string;
  qualificationName: string;
  contactPhone: string | null;
}

export function labColumns<R extends LabFields>(t: (id: string) => string) {
  const column = (key: string, value: (row: R) => ExportValue): ExportColumn<R> => ({
    header: t(`unitAdmin.${key}`),
    value,
  });
  return {
    unitNo: column('field.unitNo', (r) => r.unitNo),
    name: column('field.testUnitName', (r) => r.testUnitName),
    region: column('col.region', (r) => r.shengShi),
    qualifications: column('col.qualifications', (r) => r.qualificationName),
    phone: column('field.contactPhone', (r) => r.contactPhone),
  };
}
