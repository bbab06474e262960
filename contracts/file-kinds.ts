// What an attachment may hang on and what it may be (FileService's uploadAccessory): plain constants, apart from the
// TypeBox shapes of ./file.ts, so that a screen deciding which buttons to show does not load TypeBox with them.

/**
 * The rows an attachment may hang on (the product's table and service names): a consignment, a report, a lab
 * (TestUnit) or a consigning unit (ConsignUnit), whose images (licences, certificates, site photos) its staff keep.
 */
export const FOREIGN_TABLES = ['BuConsignInfo', 'BuReport', 'TestUnit', 'ConsignUnit'] as const;
export type ForeignTable = (typeof FOREIGN_TABLES)[number];

/**
 * What an attachment is, per table and per side: a consignor's sampling record, drawing or photo and a lab's
 * receipt photo on a consignment; the report's PDF on a report (the lab's, or its LIMS's); a unit's images on its
 * own unit.
 */
export const ACCESSORY_TYPES = {
  BuConsignInfo: { consignor: ['samplingRecord', 'drawing', 'photo', 'samplePhoto'], lab: ['receiptPhoto'] },
  BuReport: { consignor: [], lab: ['reportPdf'] },
  TestUnit: { consignor: [], lab: ['unitImage'] },
  ConsignUnit: { consignor: ['unitImage'], lab: [] },
} as const satisfies Record<ForeignTable, Record<'consignor' | 'lab', readonly string[]>>;
export const ALL_ACCESSORY_TYPES = [
  'samplingRecord',
  'drawing',
  'photo',
  'samplePhoto',
  'receiptPhoto',
  'reportPdf',
  'unitImage',
] as const;
export type AccessoryType = (typeof ALL_ACCESSORY_TYPES)[number];
