export * from '../modules/units/units.table';
export * from '../modules/site-config/site-config.table';
export * from '../modules/navigation/navigation.table';
export * from '../modules/users/users.table';
export * from '../modules/auth/auth.table';
export * from '../modules/audit/audit.table';
export * from '../modules/service-hall/service-hall.table';
export * from '../modules/home/home.table';
