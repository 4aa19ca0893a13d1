/* The payment methods a gate may list (its `paymentMethods`, docs/product.md#what-it-is), in words. */

const methodLabels: Record<string, string> = {
  card: 'Credit or debit card',
  paypal: 'PayPal',
  emulator: 'Payment emulator (testing)',
};

export function paymentMethodLabel(method: string): string {
  return methodLabels[method] ?? method.charAt(0).toUpperCase() + method.slice(1);
}
