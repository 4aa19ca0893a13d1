import type { Utm } from './visitor-identity';

export interface SessionData extends Utm {
  visitorUuid: string;
  sessionUuid: string;
}

export interface VisitorApi {
  createSession(data: SessionData): Promise<void>;
}

export const fetchVisitorApi: VisitorApi = {
  async createSession(data) {
    const response = await fetch('/api/sessions', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify(data),
    });
    if (!response.ok) {
      throw new Error(`POST /api/sessions failed with status ${response.status}`);
    }
  },
};
