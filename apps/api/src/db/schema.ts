export * from '../modules/units/units.table';
export * from '../modules/site-config/site-config.table';
export * from '../modules/navigation/navigation.table';
