export * from './errors';
export * from './limits';
export * from './i18n';
export * from './validation/auth';
export * from './validation/zod-issues';
export * from './validation/profile';
export * from './files';
