export interface ConsentLogEntry {
  /** Comma list of the granted categories, e.g. "essential,analytics". */
  cookieTypes: string;
  sessionUuid: string;
}

export interface ConsentApi {
  logConsent(entry: ConsentLogEntry): Promise<void>;
}

export const fetchConsentApi: ConsentApi = {
  async logConsent(entry) {
    const response = await fetch('/api/cookie-consent-log/new', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify(entry),
    });
    if (!response.ok) {
      throw new Error(`POST /api/cookie-consent-log/new failed with status ${response.status}`);
    }
  },
};
