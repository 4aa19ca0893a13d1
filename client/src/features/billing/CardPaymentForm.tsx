/*
 * The card fields of the card form (docs/payments.md "Checkout"): NMI's Collect.js draws the card number, expiry and CVV
 * into the three containers below (frames of NMI's origin: the card data never passes through this page or our
 * server), "Pay" asks it for a one-time payment token, and only that token goes to `payOrderWithCard`. A declined card
 * is the server's violation on `paymentToken`: it is shown in an alert, nothing was charged, and Pay asks Collect.js
 * for a new token (one is used once).
 *
 * A gate that asks for 3-D Secure (docs/payments.md "3-D Secure") also loads NMI's Gateway.js: once Collect.js has the
 * token, Gateway.js authenticates it with the card's bank in the "Confirm with your bank" section (frictionless, or the
 * bank's challenge, which takes the focus), and the payment is sent with the authentication's values. A cancelled or
 * failed authentication sends nothing: an alert says so and Pay starts again with a new token.
 */
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import { useMutation } from '@apollo/client/react';
import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import { graphql } from '@/graphql/generated';
import type { CardThreeDSecureInput } from '@/graphql/generated/graphql';
import { serverMessage } from '@/lib/form-errors';
import { violations } from '@/lib/graphql-errors';
import { formatMoney } from '@/lib/format';
import { COLLECT_JS_FIELDS, collectJs, isCollectJsField, type CollectJsField } from './collect-js';
import { decimalAmount, gatewayJs, threeDSecureInput, type ThreeDSecureUi } from './gateway-js';
import type { OrderStatusValue } from './order-status';
import { useExternalScript } from './useExternalScript';

export const PayOrderWithCardMutation = graphql(`
  mutation PayOrderWithCard($orderId: Int!, $paymentToken: String!, $threeDSecure: CardThreeDSecureInput) {
    payOrderWithCard(orderId: $orderId, paymentToken: $paymentToken, threeDSecure: $threeDSecure) {
      id
      status
    }
  }
`);

/** How long Collect.js may take to turn the card into a token before the form says so. */
export const TOKENIZE_TIMEOUT_MS = 30_000;

/** The element Gateway.js draws the bank's challenge into. */
export const THREE_DS_MOUNT_POINT = 'threeDSMountPoint';

const NOT_AUTHENTICATED: Failure = {
  title: 'The payment was not made',
  message: 'The bank did not confirm this payment. Nothing was charged. Pay again to retry, or use another card.',
};

const FIELDS: Record<CollectJsField, { label: string; hint: string; placeholder: string }> = {
  ccnumber: { label: 'Card number', hint: 'The long number on the front of the card.', placeholder: '0000 0000 0000 0000' },
  ccexp: { label: 'Expiration date', hint: 'Month and year, as MM/YY.', placeholder: 'MM / YY' },
  cvv: { label: 'Security code', hint: 'The 3 or 4 digits on the card (CVV).', placeholder: 'CVV' },
};

interface Failure {
  title: string;
  message: string;
}

export interface CardPaymentFormProps {
  orderId: number;
  amountMinor: number;
  currency: string;
  tokenizationKey: string;
  collectJsUrl: string;
  /** The gate asks for 3-D Secure: Gateway.js (from `gatewayJsUrl`) authenticates the card before it is charged. */
  threeDSecure: boolean;
  gatewayJsUrl: string;
  /** The order as payOrderWithCard answered it (paid). */
  onPaid: (order: { id: number; status: OrderStatusValue }) => void;
}

export function CardPaymentForm({
  orderId,
  amountMinor,
  currency,
  tokenizationKey,
  collectJsUrl,
  threeDSecure,
  gatewayJsUrl,
  onPaid,
}: CardPaymentFormProps) {
  const script = useExternalScript(collectJsUrl, { 'data-tokenization-key': tokenizationKey });
  // Gateway.js only where the gate asks for 3-D Secure.
  const gatewayScript = useExternalScript(threeDSecure ? gatewayJsUrl : null);
  const theme = useTheme();
  const [fieldsReady, setFieldsReady] = useState(false);
  const [paying, setPaying] = useState(false);
  const [fieldErrors, setFieldErrors] = useState<Partial<Record<CollectJsField, string>>>({});
  const [failure, setFailure] = useState<Failure | null>(null);
  /** The payment token Gateway.js is authenticating with the bank (the "Confirm with your bank" section shows). */
  const [authentication, setAuthentication] = useState<{ token: string } | null>(null);
  // Not written to the cache: the page would show the order as paid for a moment before it moves on.
  const [payOrder] = useMutation(PayOrderWithCardMutation, { fetchPolicy: 'no-cache' });
  const alertRef = useRef<HTMLDivElement>(null);
  const bankRef = useRef<HTMLElement>(null);
  const configured = useRef(false);
  const amount = formatMoney(amountMinor, currency);

  const pay = useCallback(
    async (paymentToken: string, authenticated?: CardThreeDSecureInput) => {
      try {
        const { data } = await payOrder({
          variables: authenticated ? { orderId, paymentToken, threeDSecure: authenticated } : { orderId, paymentToken },
        });
        if (!data) throw new Error('no payment result');
        // The button stays busy: the page moves on to the payment-success page.
        onPaid(data.payOrderWithCard);
      } catch (error) {
        setPaying(false);
        const paths = violations(error).map((v) => v.propertyPath);
        setFailure(
          paths.includes('paymentToken')
            ? {
                title: 'The payment did not go through',
                message: `${serverMessage(error)} Nothing was charged. Check the card details and pay again, or use another card.`,
              }
            : paths.some((p) => p === 'threeDSecure' || p.startsWith('threeDSecure.'))
              ? // The gate's 3-D Secure setting changed since the page loaded, or the bank's answer was refused.
                {
                  title: 'The payment was not made',
                  message: `${serverMessage(error)} Nothing was charged. Reload the page and pay again.`,
                }
              : // Another payment under way, or NMI not answering: the server's words say whether money may have moved.
                {
                  title: 'The payment is not confirmed',
                  message: serverMessage(error, 'The payment could not be sent. Please try again.'),
                },
        );
      }
    },
    [payOrder, orderId, onPaid],
  );

  // Collect.js keeps the callbacks it was configured with; they reach the latest `pay` through this ref.
  const payRef = useRef(pay);
  useEffect(() => {
    payRef.current = pay;
  }, [pay]);

  // The token Collect.js gives: paid at once, or first authenticated with the bank (the effect below).
  const onToken = useCallback(
    (paymentToken: string) => {
      if (threeDSecure) setAuthentication({ token: paymentToken });
      else void payRef.current(paymentToken);
    },
    [threeDSecure],
  );
  const onTokenRef = useRef(onToken);
  useEffect(() => {
    onTokenRef.current = onToken;
  }, [onToken]);

  const collect = script === 'ready' ? collectJs() : null;
  const gateway = threeDSecure && gatewayScript === 'ready' ? gatewayJs() : null;
  const unavailable =
    script === 'error' ||
    (script === 'ready' && !collect) ||
    (threeDSecure && (gatewayScript === 'error' || (gatewayScript === 'ready' && !gateway)));
  const ready = fieldsReady && (!threeDSecure || gateway !== null);

  // Runs Gateway.js's 3-D Secure for the token, in the mount point rendered with `authentication`.
  useEffect(() => {
    if (!authentication) return;
    let settled = false;
    let ui: ThreeDSecureUi | null = null;
    const notConfirmed = () => {
      if (settled) return;
      settled = true;
      setAuthentication(null);
      setPaying(false);
      setFailure(NOT_AUTHENTICATED);
    };
    try {
      const instance = gatewayJs()?.create(tokenizationKey);
      if (!instance) throw new Error('Gateway.js is not loaded');
      ui = instance.get3DSecure().createUI({ paymentToken: authentication.token, currency, amount: decimalAmount(amountMinor) });
      // The bank's challenge: keyboard and screen-reader users are taken to it.
      ui.on('challenge', () => {
        if (!settled) bankRef.current?.focus();
      });
      ui.on('complete', (result) => {
        if (settled) return;
        settled = true;
        setAuthentication(null);
        // The button stays busy while the payment is sent.
        void payRef.current(authentication.token, threeDSecureInput(result));
      });
      ui.on('failure', notConfirmed);
      ui.on('error', notConfirmed);
      instance.on?.('error', notConfirmed);
      ui.start(`#${THREE_DS_MOUNT_POINT}`);
    } catch {
      notConfirmed();
    }
    return () => {
      settled = true;
      try {
        ui?.unmount?.();
      } catch {
        // Gateway.js has taken its UI away already.
      }
    };
  }, [authentication, tokenizationKey, currency, amountMinor]);

  useEffect(() => {
    // Once per mount (StrictMode runs effects twice; the fields are drawn into the same containers).
    if (!collect || configured.current) return;
    configured.current = true;
    collect.configure({
      variant: 'inline',
      fields: {
        ccnumber: { selector: '#ccnumber', title: FIELDS.ccnumber.label, placeholder: FIELDS.ccnumber.placeholder },
        ccexp: { selector: '#ccexp', title: FIELDS.ccexp.label, placeholder: FIELDS.ccexp.placeholder },
        cvv: { selector: '#cvv', title: FIELDS.cvv.label, placeholder: FIELDS.cvv.placeholder },
      },
      // NMI's frames look like the site's outlined inputs, with a visible focus (WCAG 2.4.7).
      customCss: {
        border: '1px solid #767676',
        'border-radius': '4px',
        padding: '10px 12px',
        'font-size': '16px',
        height: '44px',
        width: '100%',
        'box-sizing': 'border-box',
      },
      focusCss: { 'border-color': theme.palette.primary.main, outline: `2px solid ${theme.palette.primary.main}`, 'outline-offset': '0' },
      invalidCss: { 'border-color': theme.palette.error.main },
      callback: (response) => onTokenRef.current(response.token),
      validationCallback: (field, valid, message) => {
        if (!isCollectJsField(field)) return;
        setFieldErrors((errors) => ({
          ...errors,
          [field]: valid ? undefined : message || `Check the ${FIELDS[field].label.toLowerCase()}.`,
        }));
        // An invalid field stops the payment request: nothing more will come.
        if (!valid) setPaying(false);
      },
      timeoutDuration: TOKENIZE_TIMEOUT_MS,
      timeoutCallback: () => {
        setPaying(false);
        setFailure({
          title: 'The payment was not made',
          message: 'The card service did not answer in time. Nothing was charged. Please try again.',
        });
      },
      fieldsAvailableCallback: () => setFieldsReady(true),
    });
  }, [collect, theme]);

  // A failure is announced (role alert) and takes the focus, ahead of the fields to correct.
  useEffect(() => {
    if (failure) alertRef.current?.focus();
  }, [failure]);

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!collect || !ready || paying) return;
    setFailure(null);
    setPaying(true);
    try {
      collect.startPaymentRequest();
    } catch {
      setPaying(false);
      setFailure({ title: 'The payment was not made', message: 'The card form could not be sent. Please reload the page and try again.' });
    }
  };

  if (unavailable) {
    return (
      <Alert severity="error">
        <AlertTitle>The card form cannot be loaded</AlertTitle>
        The card service does not answer right now. Check your connection and reload the page. Nothing was charged.
      </Alert>
    );
  }

  return (
    <form noValidate onSubmit={handleSubmit} aria-label="Card payment" aria-busy={paying}>
      <Stack spacing={2.5}>
        {failure ? (
          <Alert severity="error" ref={alertRef} tabIndex={-1}>
            <AlertTitle>{failure.title}</AlertTitle>
            {failure.message}
          </Alert>
        ) : null}
        {COLLECT_JS_FIELDS.map((field) => {
          const error = fieldErrors[field];
          return (
            <Stack key={field} spacing={0.75}>
              <FormLabel id={`${field}-label`} component="span" error={Boolean(error)} sx={{ fontWeight: 600 }}>
                {FIELDS[field].label}
              </FormLabel>
              {/* Collect.js draws the field into this container; React never renders anything inside it. */}
              <Box
                id={field}
                role="group"
                aria-labelledby={`${field}-label`}
                aria-describedby={`${field}-help`}
                sx={{ minHeight: 44, maxWidth: field === 'ccnumber' ? 360 : 200 }}
              />
              <FormHelperText id={`${field}-help`} error={Boolean(error)} aria-live="polite" sx={{ mx: 0 }}>
                {error ?? FIELDS[field].hint}
              </FormHelperText>
            </Stack>
          );
        })}
        {authentication ? (
          <Box
            component="section"
            ref={bankRef}
            tabIndex={-1}
            aria-labelledby="three-ds-heading"
            aria-describedby="three-ds-help"
            sx={{
              border: 1,
              borderColor: 'divider',
              borderRadius: 1,
              p: 2,
              '&:focus-visible': { outline: `2px solid ${theme.palette.primary.main}`, outlineOffset: 2 },
            }}
          >
            <Typography id="three-ds-heading" variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
              Confirm with your bank
            </Typography>
            <Typography id="three-ds-help" color="text.secondary" sx={{ mb: 1 }}>
              Your card's bank may ask you to confirm this payment of {amount}. Follow its steps here; nothing is charged until it confirms.
            </Typography>
            {/* Gateway.js draws the bank's challenge into this element; React never renders anything inside it. */}
            <Box id={THREE_DS_MOUNT_POINT} sx={{ minHeight: 48 }} />
          </Box>
        ) : null}
        {ready ? null : (
          <Stack spacing={1} role="status">
            <Typography color="text.secondary">Loading the secure card fields…</Typography>
            <LinearProgress aria-label="Loading the secure card fields" />
          </Stack>
        )}
        <Box>
          <Button type="submit" variant="contained" size="large" disabled={!ready} loading={paying} loadingPosition="start">
            Pay {amount}
          </Button>
        </Box>
        <Typography role="status" color="text.secondary">
          {authentication
            ? 'Waiting for your bank to confirm the payment… Do not close this page.'
            : paying
              ? 'Sending the payment… Do not close this page.'
              : ''}
        </Typography>
      </Stack>
    </form>
  );
}
