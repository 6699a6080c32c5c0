import type { ApiModule } from '../../../core/modules/api-module';
import { PaymentDelaysResolver } from './payment-delays.resolver';
import { paymentDelaysRestRoutes } from './payment-delays.rest';
import { paymentDelaysDoc, paymentDelaysRouter } from './payment-delays.routes';

/** Comptabilité › Délais de paiement (issue 38, law 69-21): every invoice's delay and penalty, the declaration, its report. */
export const paymentDelaysModule: ApiModule = {
  name: 'payment-delays',
  resolvers: [PaymentDelaysResolver],
  restRoutes: paymentDelaysRestRoutes,
  routers: [{ path: '/comptabilite/delais-paiement', router: paymentDelaysRouter, doc: paymentDelaysDoc }],
};
