export * from './attempts';
export * from './catalogue';
export * from './consignments';
export * from './reports';
export * from './sample-properties';
export * from './system';
export * from './units';
export * from './users';
