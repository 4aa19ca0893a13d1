import { deferredComponent } from '@/lib/after-paint';
import { useAuth } from '@/lib/auth';
import { useGate } from '@/lib/gate';

// The widget is for signed-in users only, so its code loads when one is there, not with every page.
const ChatScript = deferredComponent(() => import('./ChatScript').then((m) => m.ChatScript));

/** The live-chat widget (docs/product.md#what-it-is): only for signed-in users, and only when the gate has a chat token. */
export function LiveChat() {
  const { status } = useAuth();
  const { config } = useGate();
  const token = config.chatToken;
  if (status !== 'authenticated' || !token) return null;
  return <ChatScript style={config.style} token={token} />;
}
