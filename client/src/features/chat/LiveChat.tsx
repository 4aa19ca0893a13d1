import { useEffect } from 'react';
import { useAuth } from '@/lib/auth';
import { useGate } from '@/lib/gate';
import { CHAT_SCRIPT_ID, chatScriptUrl } from './chat-script';

function ChatScript({ src, token }: { src: string; token: string }) {
  useEffect(() => {
    const script = document.createElement('script');
    script.id = CHAT_SCRIPT_ID;
    script.async = true;
    script.src = src;
    script.dataset.token = token;
    document.body.appendChild(script);
    return () => script.remove();
  }, [src, token]);
  return null;
}

/** The live-chat widget (SPEC.md §1): only for signed-in users, and only when the gate has a chat token. */
export function LiveChat() {
  const { status } = useAuth();
  const { config } = useGate();
  const token = config.chatToken;
  if (status !== 'authenticated' || !token) return null;
  return <ChatScript src={chatScriptUrl(config.style, token)} token={token} />;
}
