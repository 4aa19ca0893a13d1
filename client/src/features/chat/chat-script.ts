/*
 * Where the live-chat widget comes from. A gate may name its vendor's script in `style.chatScriptUrl` (https only,
 * `{token}` replaced by the gate's chat token); otherwise the default vendor's widget URL is used. The token is
 * also on the element as `data-token`, for vendors that read it from there.
 */
export const DEFAULT_CHAT_SCRIPT_URL = 'https://code.jivosite.com/widget/{token}';
export const CHAT_SCRIPT_ID = 'live-chat-script';

export function chatScriptUrl(style: Record<string, unknown>, token: string): string {
  const configured = style.chatScriptUrl;
  let template = DEFAULT_CHAT_SCRIPT_URL;
  if (typeof configured === 'string') {
    try {
      if (new URL(configured.replace('{token}', 'token')).protocol === 'https:') template = configured;
    } catch {
      // Not a URL: keep the default vendor.
    }
  }
  return template.replace('{token}', encodeURIComponent(token));
}
