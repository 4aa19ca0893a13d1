import type { ComponentType } from 'react';
import { paths } from '@/lib/paths';
import { BalancePage } from './BalancePage';
import { CardPaymentPage } from './CardPaymentPage';
import { OrderDetailPage } from './OrderDetailPage';
import { OrdersPage } from './OrdersPage';
import { PackageCheckoutPage } from './PackageCheckoutPage';
import { PackagesPage } from './PackagesPage';
import { CardPaymentCancelPage, PaymentCancelPage, PaypalCancelPage } from './PaymentCancelPage';
import { CardPaymentEntryPage, PaypalEntryPage } from './PaymentMethodEntryPage';
import { PaymentSuccessPage } from './PaymentSuccessPage';
import { PaypalConfirmPage } from './PaypalConfirmPage';
import { TransactionsPage } from './TransactionsPage';

/*
 * The billing screens of the panel (docs/product.md#screens-and-routes "User panel"), by route pattern from lib/paths.ts. Every panel
 * route has a screen here or in projects/screens.ts (app/__tests__/route-screens.test.ts).
 */
export const billingScreens: Record<string, ComponentType> = {
  [paths.panel.billing.root.path]: BalancePage,
  [paths.panel.billing.packages.path]: PackagesPage,
  [paths.panel.billing.package.path]: PackageCheckoutPage,
  [paths.panel.billing.payment.path]: CardPaymentEntryPage,
  [paths.panel.billing.commercegate.path]: CardPaymentEntryPage,
  [paths.panel.billing.cardPayment.path]: CardPaymentPage,
  [paths.panel.billing.paymentCancel.path]: CardPaymentCancelPage,
  [paths.panel.billing.paypal.path]: PaypalEntryPage,
  [paths.panel.billing.paypalCancel.path]: PaypalCancelPage,
  [paths.panel.billing.paypalConfirmAgreement.path]: PaypalConfirmPage,
  [paths.panel.paymentSuccess.path]: PaymentSuccessPage,
  [paths.panel.paymentCancel.path]: PaymentCancelPage,
  [paths.panel.orders.list.path]: OrdersPage,
  [paths.panel.orders.detail.path]: OrderDetailPage,
  [paths.panel.transactions.path]: TransactionsPage,
};
