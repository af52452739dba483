import { activeAccountRoutes } from './accounts/active-account-routes.ts';
import { addressBookRoutes } from './addresses/address-book-routes.ts';
import { addressDoctorRoutes } from './addresses/address-doctor-routes.ts';
import { cartRoutes, type CartRouteDeps } from './carts/cart-routes.ts';
import { catalogueRoutes, type CatalogueRouteDeps } from './catalogue/catalogue-routes.ts';
import { customerRoutes, type CustomerRouteDeps } from './customers/customer-routes.ts';
import type { RouteGroup } from './http/route-builder.ts';
import { invoiceRoutes } from './invoices/invoice-routes.ts';
import { invoicePaymentRoutes } from './invoices/payments/invoice-payment-routes.ts';
import { invoicePdfRoutes } from './invoices/pdf/invoice-pdf-routes.ts';
import { expressRoutes } from './orders/express-routes.ts';
import { orderLifecycleRoutes } from './orders/order-lifecycle-routes.ts';
import { orderRoutes, type OrderRouteDeps } from './orders/order-routes.ts';
import { orderStatusRoutes, type OrderStatusRouteDeps } from './orders/order-status-routes.ts';
import { orgBuyingRoutes } from './org-buying/org-buying-routes.ts';
import { organisationRoutes } from './organisations/organisation-routes.ts';
import { paymentCardRoutes } from './payments/payment-cards-routes.ts';
import { preferenceRoutes } from './preferences/preference-routes.ts';
import { qualificationRoutes } from './qualifications/qualification-routes.ts';
import { quoteRoutes } from './quotes/quote-routes.ts';
import { savedCartRoutes } from './saved-carts/saved-cart-routes.ts';

/**
 * Every handler group of the service, registered by app.ts. A new domain (orders, payments,
 * invoices, quotes) writes its group next to its module and adds it, and what it needs, here.
 */

export type CommerceDeps = CatalogueRouteDeps &
  CartRouteDeps &
  CustomerRouteDeps &
  OrderRouteDeps &
  OrderStatusRouteDeps;

export const ROUTE_GROUPS: readonly RouteGroup<CommerceDeps>[] = [
  catalogueRoutes,
  cartRoutes,
  customerRoutes,
  orderRoutes,
  qualificationRoutes,
  orderLifecycleRoutes,
  orderStatusRoutes,
  expressRoutes,
  paymentCardRoutes,
  addressDoctorRoutes,
  addressBookRoutes,
  invoiceRoutes,
  invoicePaymentRoutes,
  invoicePdfRoutes,
  savedCartRoutes,
  quoteRoutes,
  activeAccountRoutes,
  preferenceRoutes,
  orgBuyingRoutes,
  organisationRoutes,
];
