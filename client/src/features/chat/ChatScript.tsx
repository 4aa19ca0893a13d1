import { useEffect } from 'react';
import { CHAT_SCRIPT_ID, chatScriptUrl } from './chat-script';

export interface ChatScriptProps {
  /** The gate's `style` (it may name the vendor's script: chat-script.ts). */
  style: Record<string, unknown>;
  token: string;
}

/** Adds the vendor's widget script to the page while drawn, and takes it away after (on logout). */
export function ChatScript({ style, token }: ChatScriptProps) {
  const src = chatScriptUrl(style, token);
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
