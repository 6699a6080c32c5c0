export * from './rates';
export * from './vat-return';
export * from './vat-releve';
