export * from './constants';
export * from './envelope';
export * from './primitives';
export * from './site-config';
export * from './navigation';
export * from './auth';
export * from './redirect';
export * from './service-hall';
