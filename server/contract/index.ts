// The one contract: zod schemas and inferred types used by the API (server/) and the renderer (src/).
// No Node or DOM imports here: both sides bundle this folder.
export * from './common';
export * from './endpoint';
export * from './health';
export * from './users';
export * from './auth';
export * from './consultationTypes';
export * from './passwordStrength';
export * from './requests';
export * from './experts';
export * from './bookings';
export * from './availability';
export * from './consultations';
export * from './settings';
export * from './notifications';
export * from './account';
export * from './profile';
export * from './publicSite';
export * from './money';
export * from './legalEntity';
export * from './verification';
export * from './reviews';
export * from './serviceOrders';
export * from './earnings';
export * from './schedules';
export * from './documents';
