/*
 * The method routes of docs/product.md#screens-and-routes: /panel/billing/payment and /panel/billing/commercegate (the gate's "card"
 * method) and /panel/billing/paypal. They are entries into the one checkout,
 * with the method preselected: `?package={code}` opens that package's page, no package opens the catalogue, and
 * `?order={id}` (a provider that returns here instead of /panel/payment-success) goes to the payment-success wait.
 * The method is still only offered when the gate lists it (the checkout page asks the server).
 */
import { Navigate, useSearchParams } from 'react-router-dom';
import { paths } from '@/lib/paths';
import { packageHref } from './PackagesPage';
import { orderIdParam } from './PaymentSuccessPage';

export function methodEntryTarget(method: string, search: URLSearchParams): string {
  const orderId = orderIdParam(search);
  if (orderId !== null) return `${paths.panel.paymentSuccess.getHref()}?order=${orderId}`;
  const code = search.get('package')?.trim();
  if (code) return packageHref(code, method);
  return `${paths.panel.billing.packages.getHref()}?method=${encodeURIComponent(method)}`;
}

function MethodEntry({ method }: { method: string }) {
  const [search] = useSearchParams();
  return <Navigate replace to={methodEntryTarget(method, search)} />;
}

export function CardPaymentEntryPage() {
  return <MethodEntry method="card" />;
}

export function PaypalEntryPage() {
  return <MethodEntry method="paypal" />;
}
