/* Client-side check of a project's address: the server normalises and decides; this saves a round trip. */

export const PROJECT_URL_MESSAGE = 'Enter the full address of your website, starting with http:// or https://.';

export function isProjectUrl(value: string): boolean {
  let url: URL;
  try {
    url = new URL(value.trim());
  } catch {
    return false;
  }
  return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname.includes('.') && !url.username && !url.password;
}
