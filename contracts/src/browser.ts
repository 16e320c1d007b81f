// What a page gets of @campus/contracts (package.json's `browser` condition, which the front-end builds
// resolve): everything but the release contract checks of ./compat, whose JSON Schema conversion of
// every reply is for the backend and the ship gate (the shell shares this entry whole with every visitor).
// A new export goes here, unless only the backend or the tools use it.
export * from './constants';
export * from './checkout-limits';
export * from './money';
export * from './user-text';
export * from './format';
export * from './fonts';
export * from './routes';
export * from './route-id';
export * from './remotes';
export * from './uploads';
export * from './access';
export * from './api';
export * from './client';
export * from './entities/common';
export * from './entities/user';
export * from './entities/auth';
export * from './entities/gig';
export * from './entities/review';
export * from './entities/order';
export * from './entities/sandbox-payment';
export * from './entities/order-detail';
export * from './order-process';
export * from './order-status-view';
export * from './entities/marketplace';
export * from './entities/notification';
export * from './entities/messaging';
export * from './entities/upload';
export * from './entities/config';
export * from './entities/contract';
export * from './universities';
export * from './query-keys';
export type * from './server-render';
