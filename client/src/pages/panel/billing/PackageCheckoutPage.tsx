/*
 * /panel/billing/packages/{code} (docs/product.md#screens-and-routes): the package's size variants, a quantity, the gate's
 * payment methods (only those the server lists, docs/product.md#what-it-is), the total, and Pay: `checkout` creates the order on
 * the server, which prices it, and the browser goes to the provider's page it answers with. `?method=` preselects a
 * method when the gate offers it. Violations the server finds are shown under their fields.
 */
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Paper from '@mui/material/Paper';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery } from '@apollo/client/react';
import { useEffect, useMemo, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { Link as RouterLink, useParams, useSearchParams } from 'react-router-dom';
import { paymentMethodLabel } from '@/features/billing/payment-methods';
import { usePaymentMethods } from '@/features/billing/usePaymentMethods';
import { promotedSize, usePricingPromotion } from '@/features/pricing/usePricingPromotion';
import { savePercent } from '@/features/promotion-popup/promotion-rules';
import { graphql } from '@/graphql/generated';
import { browserLocation } from '@/lib/browser-location';
import { useCatalogueFetchPolicy } from '@/lib/catalogue-freshness';
import { formatMoney, formatNumber } from '@/lib/format';
import { applyServerErrors } from '@/lib/form-errors';
import { paths } from '@/lib/paths';

export const CheckoutPackageQuery = graphql(`
  query CheckoutPackage($code: String!) {
    packages(filter: { code: $code }, limit: 1) {
      items {
        id
        code
        parentId
      }
    }
  }
`);

/** The offer (the root package) and its size variants. */
export const CheckoutFamilyQuery = graphql(`
  query CheckoutFamily($rootId: Int!) {
    root: package(id: $rootId) {
      ...CheckoutPackage_option
    }
    variants: packages(filter: { parentId: $rootId }, order: [{ field: "size", direction: ASC }], limit: 50) {
      items {
        ...CheckoutPackage_option
      }
    }
  }
`);

export const CheckoutPackageOptionFragment = graphql(`
  fragment CheckoutPackage_option on Package {
    id
    name
    code
    size
    priceMinor
    currency
    durationDays
    active
    free
  }
`);

export const CheckoutMutation = graphql(`
  mutation Checkout($input: CheckoutInput!) {
    checkout(input: $input) {
      order {
        id
        status
      }
      paymentUrl
    }
  }
`);

export const MAX_QUANTITY = 100;

interface CheckoutValues {
  packageId: string;
  quantity: string;
  paymentProvider: string;
}

function NotOnSale({ failed }: { failed: boolean }) {
  return (
    <>
      <Typography variant="h4" component="h1" gutterBottom>
        Package not found
      </Typography>
      <Alert severity={failed ? 'error' : 'warning'} sx={{ mb: 2 }}>
        {failed ? 'The package cannot be loaded right now. Please try again in a moment.' : 'This package is not on sale.'}
      </Alert>
      <Button variant="contained" component={RouterLink} to={paths.panel.billing.packages.getHref()}>
        See all packages
      </Button>
    </>
  );
}

function Loading() {
  return (
    <>
      <Typography variant="h4" component="h1" gutterBottom>
        <Skeleton width={240} />
      </Typography>
      <Skeleton variant="rounded" height={320} />
    </>
  );
}

export function PackageCheckoutPage() {
  const { code = '' } = useParams();
  const found = useQuery(CheckoutPackageQuery, { variables: { code }, fetchPolicy: useCatalogueFetchPolicy(`CheckoutPackage:${code}`) });
  const chosen = found.data?.packages.items.find((p) => p.code === code) ?? null;
  if (found.loading && !found.data) return <Loading />;
  if (!chosen) return <NotOnSale failed={Boolean(found.error)} />;
  // The offer's variants are asked for once the offer is known (a query of its own, started when it mounts).
  return <CheckoutForm key={chosen.id} rootId={chosen.parentId ?? chosen.id} chosenId={chosen.id} />;
}

interface CheckoutFormProps {
  rootId: number;
  chosenId: number;
}

function CheckoutForm({ rootId, chosenId }: CheckoutFormProps) {
  const [search] = useSearchParams();
  const wantedMethod = search.get('method');
  const family = useQuery(CheckoutFamilyQuery, { variables: { rootId }, fetchPolicy: useCatalogueFetchPolicy(`CheckoutFamily:${rootId}`) });
  const { methods, loading: methodsLoading, failed: methodsFailed } = usePaymentMethods();
  const promotion = usePricingPromotion();
  const [failure, setFailure] = useState<string | null>(null);
  const [checkout] = useMutation(CheckoutMutation);

  const options = useMemo(() => {
    if (!family.data) return [];
    const all = [family.data.root, ...family.data.variants.items].filter((p) => p.active && !p.free);
    return all.filter((p, i) => all.findIndex((q) => q.id === p.id) === i).sort((a, b) => a.size - b.size);
  }, [family.data]);

  const {
    control,
    register,
    handleSubmit,
    setError,
    setValue,
    getValues,
    watch,
    formState: { errors, isSubmitting },
  } = useForm<CheckoutValues>({ defaultValues: { packageId: String(chosenId), quantity: '1', paymentProvider: '' } });

  // Preselect the wanted method if the gate offers it, else the first one it offers.
  useEffect(() => {
    if (methods.length === 0 || methods.includes(getValues('paymentProvider'))) return;
    setValue('paymentProvider', wantedMethod && methods.includes(wantedMethod) ? wantedMethod : methods[0]);
  }, [methods, wantedMethod, getValues, setValue]);

  const selected = options.find((p) => String(p.id) === watch('packageId')) ?? null;
  const quantity = Number(watch('quantity'));
  const validQuantity = Number.isInteger(quantity) && quantity >= 1 && quantity <= MAX_QUANTITY;

  const handlePay = handleSubmit(async (values) => {
    setFailure(null);
    try {
      const { data } = await checkout({
        variables: {
          input: { packageId: Number(values.packageId), quantity: Number(values.quantity), paymentProvider: values.paymentProvider },
        },
      });
      if (!data) throw new Error('no checkout result');
      browserLocation.assign(data.checkout.paymentUrl);
    } catch (error) {
      setFailure(
        applyServerErrors(
          error,
          setError,
          ['packageId', 'quantity', 'paymentProvider'],
          'The payment could not be started. Please try again.',
        ),
      );
    }
  });

  if (family.loading && !family.data) return <Loading />;
  if (options.length === 0) return <NotOnSale failed={Boolean(family.error)} />;
  const name = options.find((p) => p.id === rootId)?.name ?? selected?.name ?? '';

  return (
    <>
      <Typography variant="h4" component="h1" gutterBottom>
        Buy {name}
      </Typography>
      <Paper variant="outlined" sx={{ p: 3, maxWidth: 640 }}>
        <form noValidate onSubmit={handlePay} aria-label="Checkout">
          <Stack spacing={3}>
            {failure ? <Alert severity="error">{failure}</Alert> : null}
            {promotion ? (
              <Alert severity="success">
                <strong>{promotion.offerTitle}</strong> — save {savePercent(promotion.creditsMultiplier)}%: more visitors at the same price.
              </Alert>
            ) : null}
            <FormControl error={Boolean(errors.packageId)}>
              <FormLabel id="checkout-variant">Package size</FormLabel>
              <Controller
                name="packageId"
                control={control}
                rules={{ validate: (v) => options.some((p) => String(p.id) === v) || 'Choose a package size.' }}
                render={({ field }) => (
                  <RadioGroup aria-labelledby="checkout-variant" {...field}>
                    {options.map((p) => {
                      const size = promotedSize(p.size, promotion);
                      return (
                        <FormControlLabel
                          key={p.id}
                          value={String(p.id)}
                          control={<Radio />}
                          label={`${p.name}: ${formatNumber(size)} visitors over ${formatNumber(p.durationDays)} days — ${formatMoney(p.priceMinor, p.currency)}`}
                        />
                      );
                    })}
                  </RadioGroup>
                )}
              />
              {errors.packageId ? <FormHelperText>{errors.packageId.message}</FormHelperText> : null}
            </FormControl>
            <TextField
              label="Quantity"
              type="number"
              slotProps={{ htmlInput: { min: 1, max: MAX_QUANTITY, step: 1 } }}
              sx={{ maxWidth: 160 }}
              error={Boolean(errors.quantity)}
              helperText={errors.quantity?.message ?? 'Each unit is one credit: one package period for one project.'}
              {...register('quantity', {
                validate: (v) => {
                  const n = Number(v);
                  return (Number.isInteger(n) && n >= 1 && n <= MAX_QUANTITY) || `Enter a whole number from 1 to ${MAX_QUANTITY}.`;
                },
              })}
            />
            <FormControl error={Boolean(errors.paymentProvider)}>
              <FormLabel id="checkout-method">Payment method</FormLabel>
              {methodsLoading ? (
                <Skeleton width={200} />
              ) : methods.length === 0 ? (
                <Alert severity="warning" sx={{ mt: 1 }}>
                  {methodsFailed
                    ? 'The payment methods cannot be loaded right now. Please try again in a moment.'
                    : 'No payment method is available on this site. Please contact support.'}
                </Alert>
              ) : (
                <Controller
                  name="paymentProvider"
                  control={control}
                  // Only a method the server lists for this gate can be sent (it checks again on its side).
                  rules={{ validate: (v) => methods.includes(v) || 'Choose a payment method.' }}
                  render={({ field }) => (
                    <RadioGroup aria-labelledby="checkout-method" {...field}>
                      {methods.map((m) => (
                        <FormControlLabel key={m} value={m} control={<Radio />} label={paymentMethodLabel(m)} />
                      ))}
                    </RadioGroup>
                  )}
                />
              )}
              {errors.paymentProvider ? <FormHelperText>{errors.paymentProvider.message}</FormHelperText> : null}
            </FormControl>
            {selected && validQuantity ? (
              <Stack spacing={0.5} aria-label="Order summary" role="group">
                <Typography variant="h6" component="p">
                  Total: {formatMoney(selected.priceMinor * quantity, selected.currency)}
                </Typography>
                <Typography color="text.secondary">
                  {formatNumber(quantity)} × {selected.name}: {formatNumber(promotedSize(selected.size, promotion) * quantity)} visitors
                  {promotion ? ` instead of ${formatNumber(selected.size * quantity)}` : ''}.
                </Typography>
              </Stack>
            ) : null}
            <Stack direction="row" spacing={2}>
              <Button type="submit" variant="contained" size="large" disabled={isSubmitting || methods.length === 0}>
                {isSubmitting ? 'Starting payment…' : 'Pay'}
              </Button>
              <Button component={RouterLink} to={paths.panel.billing.packages.getHref()}>
                All packages
              </Button>
            </Stack>
          </Stack>
        </form>
      </Paper>
    </>
  );
}
