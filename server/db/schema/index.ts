export * from './catalogue';
export * from './consignments';
export * from './reports';
export * from './system';
export * from './units';
export * from './users';
