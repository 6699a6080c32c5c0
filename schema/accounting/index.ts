export * from './rates';
export * from './payment-delays';
export * from './vat-return';
export * from './payment-delays.validation';
export * from './vat-releve';
