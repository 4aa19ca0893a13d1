import { FakeNmi } from './nmi';

/*
 * The fake NMI as a process of its own, for the browser tests: `node -r @swc-node/register test/fakes/nmi-main.ts`.
 * FAKE_NMI_WEBHOOK_URL, when set, is where its webhooks go. It prints one JSON line with its URL and keys, and
 * answers GET /_fake/state with the calls, transactions and webhook deliveries it has seen.
 */
async function main(): Promise<void> {
  const nmi = await new FakeNmi({
    securityKey: process.env.FAKE_NMI_SECURITY_KEY,
    tokenizationKey: process.env.FAKE_NMI_TOKENIZATION_KEY,
    signingKey: process.env.FAKE_NMI_SIGNING_KEY,
  }).start(Number(process.env.FAKE_NMI_PORT ?? 0));
  nmi.webhookUrl = process.env.FAKE_NMI_WEBHOOK_URL || undefined;
  process.stdout.write(
    `${JSON.stringify({ url: nmi.url, securityKey: nmi.securityKey, tokenizationKey: nmi.tokenizationKey, signingKey: nmi.signingKey })}\n`,
  );
  const stop = () => void nmi.stop().then(() => process.exit(0));
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}

void main();
